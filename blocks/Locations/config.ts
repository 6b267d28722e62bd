/** Locations block (SPEC.md §2 Locations): location cards filtered by department, make, subtype or id. */
import type { Block } from 'payload'

const LOCATION_FILTER_OPTIONS = [
  { label: 'Primary location', value: 'primary' },
  { label: 'Sales locations', value: 'sales' },
  { label: 'Service locations', value: 'service' },
  { label: 'Parts locations', value: 'parts' },
  { label: 'Service and parts locations', value: 'service-and-parts' },
  { label: 'All locations', value: 'all' },
  { label: 'One location (by id)', value: 'id' },
] as const

const LOCATION_SUBTYPE_OPTIONS = [
  { label: 'Buying', value: 'buying' },
  { label: 'Used', value: 'used' },
  { label: 'Caravans', value: 'caravans' },
  { label: 'Commercial', value: 'commercial' },
] as const

export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations blocks' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      defaultValue: 'Our Locations',
      admin: { description: 'Shown above the cards. Leave empty for no heading.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'filter',
          label: 'Show',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: [...LOCATION_FILTER_OPTIONS],
          admin: { width: '50%', description: 'Which of the site\'s visible locations to show. Empty location type counts as sales.' },
        },
        {
          name: 'locationId',
          label: 'Location id',
          type: 'number',
          min: 1,
          admin: {
            width: '50%',
            condition: (_, siblingData) => siblingData?.filter === 'id',
            description: 'The id of the location to show (see the Locations list).',
          },
          validate: ((value: unknown, { siblingData }: { siblingData?: { filter?: string } }) =>
            siblingData?.filter !== 'id' || (typeof value === 'number' && value > 0) ? true : 'Enter the id of the location to show.'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturer',
          type: 'relationship',
          relationTo: 'manufacturers',
          admin: { width: '50%', description: 'Optional: only locations carrying this make.' },
        },
        {
          name: 'subtype',
          type: 'select',
          options: [...LOCATION_SUBTYPE_OPTIONS],
          admin: { width: '50%', description: 'Optional: only locations with this subtype.' },
        },
      ],
    },
    {
      name: 'excludedIds',
      label: 'Excluded location ids',
      type: 'array',
      admin: { initCollapsed: true, description: 'Locations never shown in this block.' },
      fields: [{ name: 'value', label: 'Location id', type: 'text', required: true }],
    },
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'grid',
      options: [
        { label: 'Grid of cards', value: 'grid' },
        { label: 'One large card (first match, with map and hours)', value: 'card' },
      ],
      admin: { description: 'A grid sizes its columns by the number of locations.' },
    },
  ],
}
