/** Site settings: the “Listing feeds” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'

export const listingFeeds: Field = {
  type: 'collapsible',
  label: 'Listing feeds',
  fields: [
    {
      name: 'listingFeedsEnabled',
      label: 'Listing feeds',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          "Serve this site's listing feeds for Google vehicle ads and Meta at /feeds/google-vehicle-ads.tsv, /feeds/google-vehicle-stores.tsv and /feeds/meta-vehicles.csv. Off: they answer 404.",
      },
    },
  ],
}
