/** Reviews carousel (SPEC.md §2 Reviews): rating summary and a testimonial carousel. */
import type { Block } from 'payload'
import { sameSiteFilter } from '../shared/fields'

/** SPEC.md §9 Reviews: "Google reviews full quantity 12". */
export const DEFAULT_REVIEWS_SHOWN = 12

export const ReviewsCarouselBlock: Block = {
  slug: 'reviewsCarousel',
  interfaceName: 'ReviewsCarouselBlock',
  labels: { singular: 'Reviews carousel', plural: 'Reviews carousels' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'What Our Customers Say', admin: { description: 'Leave empty for no heading.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          filterOptions: sameSiteFilter,
          admin: { width: '50%', description: 'Optional: that location\'s reviews and rating. Empty: the whole site.' },
        },
        {
          name: 'limit',
          label: 'Reviews shown',
          type: 'number',
          min: 1,
          max: 50,
          defaultValue: DEFAULT_REVIEWS_SHOWN,
          admin: { width: '50%', description: 'Newest first.' },
        },
      ],
    },
  ],
}
