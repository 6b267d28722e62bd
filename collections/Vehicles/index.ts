/**
 * The inventory record: every SPEC.md Car field under its SPEC.md name (they are the search
 * index's attribute names), Car variant fields, finance per lender, caravan specifications.
 * Hooks keep the search index in step through the jobs queue. Deleting a car keeps its history
 * (hooks/keepHistory.ts, src/rules/vehicleDelete.ts).
 */
import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '@/access'
import { revalidateVehicle, revalidateVehicleAfterDelete } from './hooks/revalidate'
import { queueVehicleDelete, queueVehicleSync, stampSoldDate, vehicleDerivedFields } from './hooks/indexSync'
import { expireSearchPagesAfterDelete, expireSearchPagesAfterSync } from './hooks/expireSearchPages'
import { AU_STATES, FINANCE_PROVIDERS } from '../siteSettingsFields'
import { defaultPriceType, PRICE_TYPE_LABELS } from '@/rules/priceType'
import { validateUrlField } from '@/lib/urlField'
import { relationId } from '@/lib/relations'
import { keepVehicleHistory } from './hooks/keepHistory'

const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field

export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'dealership'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'make', 'model'],
    group: 'Inventory',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [vehicleDerivedFields, stampSoldDate],
    afterChange: [queueVehicleSync, revalidateVehicle, expireSearchPagesAfterSync],
    // Refuses a held car; writes the car's snapshot on the leads, reservations and phone reveals that outlive it.
    beforeDelete: [keepVehicleHistory],
    afterDelete: [queueVehicleDelete, revalidateVehicleAfterDelete, expireSearchPagesAfterDelete],
  },
  fields: [
    // Views, leads, saves and days in stock of this car, read with the viewer's access (issue 35 §5).
    { name: 'insight', type: 'ui', admin: { components: { Field: '/src/admin/insight/CarInsightField#CarInsightField' } } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Vehicle',
          fields: [
            { name: 'name', type: 'text', admin: { description: 'Filled from year, make, model and badge when empty.' } },
            { name: 'slug', type: 'text', index: true, admin: { description: 'URL of the car: /cars/{slug}. Filled when empty.' } },
            {
              type: 'row',
              fields: [
                { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
                {
                  name: 'location',
                  type: 'relationship',
                  relationTo: 'locations',
                  filterOptions: ({ siblingData }) => {
                    const d = relationId((siblingData as { dealership?: unknown })?.dealership)
                    return d !== null ? { dealership: { equals: d } } : true
                  },
                },
              ],
            },
            {
              name: 'distribution_locations',
              label: 'Also available at',
              type: 'relationship',
              relationTo: 'locations',
              hasMany: true,
              filterOptions: ({ data }) => {
                const siteId = relationId((data as { site?: unknown })?.site)
                return siteId !== null ? { site: { equals: siteId } } : true
              },
              admin: { description: "Other locations of this site the car can be seen or collected at (SPEC.md §3 Car location: distribution_locations). Shown on the car page under its location." },
            },
            {
              type: 'row',
              fields: [
                text('stocknum', { required: true, index: true, label: 'Stock number' }),
                text('vin', { label: 'VIN' }),
                text('regplate', { label: 'Rego plate' }),
                { name: 'rego_expiry', type: 'date' },
              ],
            },
            {
              type: 'row',
              fields: [
                text('make', { required: true, index: true }),
                text('model', { required: true, index: true }),
                text('badge'),
                text('series'),
                num('year', { min: 1900, max: 2100 }),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'car_type', type: 'select', required: true, defaultValue: 'used', options: ['new', 'demo', 'used'], index: true },
                { name: 'item_type', type: 'select', required: true, defaultValue: 'car', options: ['car', 'caravan'] },
                {
                  name: 'status',
                  type: 'select',
                  required: true,
                  defaultValue: 'in_stock',
                  options: [
                    { label: 'In stock', value: 'in_stock' },
                    { label: 'Coming soon', value: 'coming_soon' },
                    { label: 'Sold', value: 'sold' },
                  ],
                  index: true,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'reserved', type: 'checkbox', defaultValue: false },
                { name: 'certified', type: 'checkbox', defaultValue: false },
                { name: 'preorder', type: 'checkbox', defaultValue: false },
                { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true, admin: { description: 'Listed on the dealer website.' } },
                { name: 'has_nvic', type: 'checkbox', defaultValue: false },
              ],
            },
            text('tag', { admin: { description: 'Banner text on the car card, e.g. "Runout".' } }),
            {
              type: 'row',
              fields: [
                num('price', { min: 0 }),
                num('before_price', { min: 0 }),
                num('offer_price', { min: 0 }),
                num('subscription_price', { min: 0 }),
                {
                  name: 'price_type',
                  type: 'select',
                  options: Object.entries(PRICE_TYPE_LABELS).map(([value, label]) => ({ value, label })),
                  admin: { description: 'Whether the price is drive away or excludes government charges. Empty: drive away for used and demo cars, excl. government charges for new cars.' },
                  hooks: {
                    beforeChange: [({ value, siblingData }) => value || defaultPriceType((siblingData as { car_type?: string }).car_type)],
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                num('km', { min: 0 }),
                num('custom_rank', { defaultValue: 0, admin: { description: 'Higher ranks first in search.' } }),
                num('views', { defaultValue: 0, min: 0 }),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'listed_at', type: 'date', admin: { description: 'When the car was listed (indexed as created_at; the "new" tag lasts 8 days).' } },
                { name: 'sold_date_timestamp', type: 'number', admin: { description: 'Set when the car is marked sold (epoch seconds).' } },
              ],
            },
            { name: 'dealercomments', type: 'textarea', admin: { description: 'Paragraphs separated by a | character.' } },
            text('carsales_title'),
            text('file', { validate: validateUrlField, admin: { description: 'History report link.' } }),
          ],
        },
        {
          label: 'Specifications',
          fields: [
            {
              type: 'row',
              fields: [text('colour'), text('interior_colour'), num('seats', { min: 0, max: 100 }), num('doors', { min: 0, max: 10 }), text('engine_size')],
            },
            {
              type: 'row',
              fields: [text('simple_fuel'), text('fuel'), text('simple_body'), text('simple_drive'), text('drive')],
            },
            { type: 'row', fields: [text('simple_transmission'), text('transmission'), text('trans')] },
            { type: 'row', fields: [{ name: 'build_date', type: 'date' }, { name: 'compliance_date', type: 'date' }] },
            { name: 'standardEquipment', type: 'array', fields: [{ name: 'item', type: 'text', required: true }] },
            {
              name: 'variant',
              type: 'group',
              fields: [
                { type: 'row', fields: [num('cylinders'), text('enginesize'), num('enginesize_litres'), text('induction'), text('geartype')] },
                { type: 'row', fields: [num('fuelconsumptioncombined'), num('fuelcapacity'), num('grossvehiclemass')] },
                { type: 'row', fields: [num('vehiclelength'), num('vehicleheight'), num('vehiclewidth')] },
                { type: 'row', fields: [text('bodyconfiguration'), text('torque'), num('ancaprating', { min: 0, max: 5 })] },
              ],
            },
            {
              name: 'caravan',
              type: 'group',
              admin: { condition: (data) => data?.item_type === 'caravan' },
              fields: [
                { type: 'row', fields: [num('body_width'), num('body_length'), num('tare_weight'), text('axle_type'), num('sleeps'), num('aggregate_trailer_mass')] },
              ],
            },
          ],
        },
        {
          label: 'Images',
          fields: [
            {
              name: 'images',
              type: 'array',
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media' },
                text('url', { validate: validateUrlField, admin: { description: 'An external image URL, used when no upload is chosen.' } }),
              ],
            },
          ],
        },
        {
          label: 'Place and market',
          fields: [
            { type: 'row', fields: [text('city'), { name: 'state', type: 'select', options: [...AU_STATES] }, text('location_name')] },
            { type: 'row', fields: [text('private_suburb'), text('private_postcode')] },
            {
              name: 'autograb_data',
              type: 'group',
              fields: [{ type: 'row', fields: [num('state_average_market_price'), num('average_market_price')] }],
            },
            {
              name: 'finance',
              label: 'Finance per lender',
              type: 'array',
              fields: [
                { name: 'provider', type: 'select', required: true, options: [...FINANCE_PROVIDERS] },
                { type: 'row', fields: [num('interestRate'), num('comparisonRate'), num('paymentWeek'), num('paymentMonth')] },
                { type: 'row', fields: [num('termMonths'), num('termYears'), num('deposit'), num('balloon')] },
                { name: 'disclaimer', type: 'textarea' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
