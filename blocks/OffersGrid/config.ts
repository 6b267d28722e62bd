/** Offers grid (SPEC.md §2 Offers): offer cards, 3 columns wide, 2 medium, 1 small. */
import type { Block } from 'payload'

export const OffersGridBlock: Block = {
  slug: 'offersGrid',
  interfaceName: 'OffersGridBlock',
  labels: { singular: 'Offers grid', plural: 'Offers grids' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Latest Offers', admin: { description: 'Leave empty for no heading.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          label: 'Most offers shown',
          type: 'number',
          min: 1,
          max: 60,
          admin: { width: '50%', description: 'Empty shows every current offer.' },
        },
        {
          name: 'manufacturer',
          type: 'relationship',
          relationTo: 'manufacturers',
          admin: { width: '50%', description: 'Optional: only offers for this make.' },
        },
      ],
    },
    {
      name: 'emptyText',
      label: 'Text when there are no offers',
      type: 'text',
      defaultValue: 'There are no current offers. Please check back soon.',
    },
  ],
}
