/** Site settings: the “Vehicle display” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'
import { validateUrlField } from '@/lib/urlField'

export const vehicleDisplay: Field = {
  type: 'collapsible',
  label: 'Vehicle display',
  fields: [
    {
      name: 'electricHybridTag',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Electric and hybrid cars get a green tag with the fuel name (first in tag precedence).' },
    },
    {
      name: 'subscriptionsShown',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show subscription prices first when a car has one above 0.' },
    },
    {
      name: 'hideFavouritesWithoutImages',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Hide the favourite button on cars that have no images.' },
    },
    {
      name: 'noPriceText',
      type: 'text',
      defaultValue: 'Enquire for price.',
      admin: { description: 'Shown when a car has no price, no subscription and no pre-order.' },
    },
    {
      name: 'specialFeature',
      label: 'Special-feature eligibility',
      type: 'select',
      defaultValue: 'off',
      options: [
        { label: 'Off', value: 'off' },
        { label: 'New or demo cars of the site make', value: 'new-demo-of-make' },
        { label: 'Used cars', value: 'used' },
      ],
      admin: { description: 'Which cars are eligible for the special feature (SPEC.md §4): they carry a badge named below on search results and the car page, and search gets a filter for them.' },
    },
    {
      name: 'specialFeatureLabel',
      label: 'Special-feature name',
      type: 'text',
      defaultValue: 'Featured',
      maxLength: 40,
      admin: { description: 'The badge and search filter name of the special feature, e.g. "Factory Bonus" or "Dealer Checked" (empty: "Featured").' },
    },
    {
      name: 'promoTile',
      type: 'group',
      admin: { description: 'A promotional tile among the search results, active inside its window.' },
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'href', type: 'text', validate: validateUrlField },
      ],
    },
    {
      name: 'phoneNumbersShown',
      type: 'select',
      hasMany: true,
      defaultValue: ['site'],
      options: [
        { label: 'Site phone', value: 'site' },
        { label: 'Location phone', value: 'location' },
        { label: 'Car phone', value: 'car' },
      ],
      admin: { description: 'Which phone numbers appear on this site.' },
    },
  ],
}
