/** Feature banner (SPEC.md §2): tiles linking to offers, service booking and trade-in. */
import type { Block } from 'payload'
import { validateCtaHref } from '@/lib/links'

const FEATURE_BANNER_ICONS = [
  { label: 'Offers (tag)', value: 'offers' },
  { label: 'Service (spanner)', value: 'service' },
  { label: 'Trade-in (car)', value: 'trade-in' },
  { label: 'None', value: 'none' },
] as const

/** SPEC.md §2 Routes: "The feature banner links to /special-offers (latest offers), /service
 * (book your service online) and /trade-in (sell your car with an instant offer in 2 minutes)." */
export const DEFAULT_FEATURE_TILES = [
  { title: 'Latest Offers', text: 'See our latest offers and save on your next car.', href: '/special-offers', icon: 'offers' },
  { title: 'Book a Service', text: 'Book your service online.', href: '/service', icon: 'service' },
  { title: 'Sell Your Car', text: 'Sell your car with an instant offer in 2 minutes.', href: '/trade-in', icon: 'trade-in' },
]

export const FeatureBannerBlock: Block = {
  slug: 'featureBanner',
  interfaceName: 'FeatureBannerBlock',
  labels: { singular: 'Feature banner', plural: 'Feature banners' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Optional heading above the tiles.' },
    },
    {
      name: 'tiles',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      defaultValue: DEFAULT_FEATURE_TILES,
      labels: { singular: 'Tile', plural: 'Tiles' },
      admin: { description: 'Each tile links to a page. Defaults: offers, service booking and trade-in.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, admin: { width: '50%' } },
            {
              name: 'href',
              label: 'Link to',
              type: 'text',
              required: true,
              validate: validateCtaHref,
              admin: { width: '50%', placeholder: '/special-offers', description: 'A path on this site (starting with /) or an https:// address.' },
            },
          ],
        },
        { name: 'text', type: 'textarea', admin: { rows: 2 } },
        { name: 'icon', type: 'select', defaultValue: 'none', options: [...FEATURE_BANNER_ICONS] },
      ],
    },
  ],
}
