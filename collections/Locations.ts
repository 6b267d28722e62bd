/** A dealer location (SPEC.md §3 Location) with weekly opening hours per department. */
import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { siteSlugField } from '@/hooks/uniquePerSite'
import { AU_STATES } from './siteSettingsFields'
import { leadEmailsField } from '@/leads/recipientFields'
import { validateUrlField } from '@/lib/urlField'
import { validateClockTime } from '@/lib/clockField'
import { AU_TIME_ZONES } from '@/rules/timeZone'

const validTime = validateClockTime

const WEEKDAYS = [
  { label: 'Sunday', value: '0' },
  { label: 'Monday', value: '1' },
  { label: 'Tuesday', value: '2' },
  { label: 'Wednesday', value: '3' },
  { label: 'Thursday', value: '4' },
  { label: 'Friday', value: '5' },
  { label: 'Saturday', value: '6' },
]

const openingHourFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'weekday', type: 'select', required: true, options: WEEKDAYS },
      { name: 'status', type: 'select', required: true, defaultValue: 'Open', options: ['Open', 'Closed'] },
      { name: 'open', type: 'text', validate: validTime, admin: { placeholder: '08:30' } },
      { name: 'close', type: 'text', validate: validTime, admin: { placeholder: '17:30' } },
    ],
  },
]

export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'location_type', 'dealership', 'visible'], group: 'Dealer' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    siteSlugField('Used in /contact-us/{slug} and /teams/{slug}. Unique within the site.'),
    {
      type: 'row',
      fields: [
        { name: 'visible', type: 'checkbox', defaultValue: true },
        { name: 'primary', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'location_type',
          type: 'select',
          defaultValue: 'sales',
          options: ['sales', 'service', 'parts'],
          admin: { description: 'Empty means sales.' },
        },
        { name: 'location_subtype', type: 'select', hasMany: true, options: ['buying', 'used', 'caravans', 'commercial'] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealer_license_number', type: 'text' },
        { name: 'motor_vehicle_repairer', type: 'text' },
      ],
    },
    { name: 'badgeText', type: 'text', admin: { description: 'A badge on the card, e.g. "Coming Late 2025".' } },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text' },
            { name: 'state', type: 'select', options: [...AU_STATES] },
            {
              name: 'postcode',
              type: 'text',
              validate: (v: unknown) =>
                !v || (typeof v === 'string' && /^\d{4}$/.test(v)) ? true : 'Invalid postcode. Please enter a 4-digit number.',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'long', type: 'number', min: -180, max: 180 },
          ],
        },
        { name: 'place_url', type: 'text', validate: validateUrlField },
        { name: 'place_id', type: 'text' },
        { name: 'map_key', type: 'text' },
      ],
    },
    {
      name: 'timeZone',
      label: 'Time zone',
      type: 'select',
      options: [...AU_TIME_ZONES],
      admin: {
        description:
          'The zone its opening and holiday hours are in (they are shown as entered, in this zone). Empty follows the state (NSW/ACT Sydney, VIC Melbourne, QLD Brisbane, SA Adelaide, NT Darwin, WA Perth, TAS Hobart).',
      },
    },
    {
      name: 'map',
      type: 'group',
      admin: { description: 'Map zoom and centre; centre defaults to the address.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'zoom', type: 'number', defaultValue: 15, min: 1, max: 20 },
            { name: 'centreLat', type: 'number' },
            { name: 'centreLong', type: 'number' },
          ],
        },
      ],
    },
    {
      name: 'contact_detail',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'landline_phone', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
      ],
    },
    {
      name: 'opening_hours',
      label: 'Weekly opening hours',
      type: 'array',
      admin: { description: 'One entry per department hosted at this address.' },
      fields: [
        { name: 'department', type: 'select', required: true, defaultValue: 'sales', options: ['sales', 'service', 'parts'] },
        { name: 'days', type: 'array', maxRows: 7, fields: openingHourFields },
      ],
    },
    leadEmailsField('Leads for this location go here instead of the dealership\'s addresses.'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'reviews',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'average_rating', type: 'number', min: 0, max: 5 },
            { name: 'review_count', type: 'number', min: 0 },
          ],
        },
      ],
    },
  ],
}
