/** Site settings: the “Offers, reviews and navigation” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'
import { stringList } from './shared'

export const offersAndNavigation: Field = {
  type: 'collapsible',
  label: 'Offers, reviews and navigation',
  fields: [
    {
      name: 'brandPages',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Brand pages /brands/{make} (SPEC.md §2 "/brands/jeep", one site): each make the site sells gets a page with its logo, models in stock, offers and locations, linked from the footer.' },
    },
    {
      name: 'showPlatformOffers',
      label: 'Show platform offers',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Offers made for every site (no site chosen on the offer, e.g. a manufacturer or platform campaign) show on this site only when this is on. Offers made for this site always show. New sites start with it off.',
      },
    },
    { name: 'offersAlwaysExpanded', type: 'checkbox', defaultValue: false, admin: { description: 'Offer descriptions and disclaimers show in full with no View more toggle.' } },
    stringList('offerIdsExemptFromExclusion', 'Offer ids exempt from exclusion', 'Offers shown even when excluded for this site.'),
    { name: 'reviewsHidden', type: 'checkbox', defaultValue: false },
    {
      name: 'reviewsMinimumRating',
      type: 'number',
      defaultValue: 4,
      min: 0,
      max: 5,
      admin: { description: 'Reviews show only when the average rating is above this (SPEC.md §9: 4).' },
    },
    {
      name: 'blog',
      type: 'select',
      defaultValue: 'auto',
      options: [
        { label: 'When posts exist', value: 'auto' },
        { label: 'Off', value: 'off' },
      ],
    },
  ],
}
