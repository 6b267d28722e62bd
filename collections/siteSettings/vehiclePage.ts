/** Site settings: the “Vehicle page” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'

export const vehiclePage: Field = {
  type: 'collapsible',
  label: 'Vehicle page',
  fields: [
    {
      name: 'chatUrl',
      type: 'text',
      admin: { description: 'An https:// chat link; vehicle pages show a Chat button when set.' },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || (typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/i.test(value))
          ? true
          : 'Use an https:// address.',
    },
    {
      name: 'vehiclePageCopy',
      type: 'group',
      admin: { description: 'Sections of every vehicle page. One line per paragraph or list item; empty uses the built-in text. Write {vehicle} where a text names the item: it reads "van" on a caravan and "car" on a car.' },
      fields: [
        { name: 'whatsIncluded', label: "What's Included", type: 'textarea' },
        { name: 'whyBuyFromUs', label: 'Why Buy From Us?', type: 'textarea' },
        { name: 'reserveOnline', label: 'Reserve Online', type: 'textarea', admin: { description: 'Shown under the deposit, hold and refund sentence built from the reservation settings.' } },
        { name: 'protectYourCar', label: 'Protect Your Car', type: 'textarea' },
      ],
    },
    {
      name: 'recentlyViewedEnabled',
      label: 'Recently viewed',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The home page and car pages list the last 12 cars the shopper opened (kept in their browser only; sold or removed cars drop out).' },
    },
    {
      name: 'shareEnabled',
      label: 'Share button',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: "Car pages show a Share button: the phone's share sheet where the browser has one, else it copies the car's link (the site's canonical address)." },
    },
  ],
}
