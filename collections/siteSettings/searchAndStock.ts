/** Site settings: the “Search and stock” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'
import { BODY_TYPES, stringList } from './shared'

export const searchAndStock: Field = {
  type: 'collapsible',
  label: 'Search and stock',
  fields: [
    {
      name: 'hitsPerPage',
      type: 'number',
      defaultValue: 21,
      min: 1,
      max: 100,
      admin: { description: 'Cars per search results page (SPEC.md §9: 21).' },
    },
    {
      name: 'soldDays',
      label: 'Days sold cars stay listed',
      type: 'number',
      defaultValue: 3,
      min: 0,
      max: 60,
      admin: { description: 'A sold car stays in search results for this many days after its sold date (SPEC.md §4: 3).' },
    },
    {
      name: 'stockCarTypes',
      label: 'Car types in stock scope',
      type: 'select',
      hasMany: true,
      options: ['new', 'demo', 'used'],
      admin: { description: 'Only these car types are listed on this site. Empty lists every car type.' },
    },
    {
      name: 'stockItemTypes',
      label: 'Item types in stock scope',
      type: 'select',
      hasMany: true,
      options: ['car', 'caravan'],
      admin: { description: 'Only these item types are listed. Empty lists cars and caravans.' },
    },
    {
      name: 'stockPresetLevel',
      type: 'number',
      min: 0,
      max: 14,
      defaultValue: 0,
      admin: {
        description:
          'Stock-filter preset (SPEC.md §9), on top of the car and item types above: 0 none; 1 new; 2 demo; 3 new and demo; 4 used; 5 used under 10 years old; 6 used under 5 years old; 7 used under 2 years old (near-new); 8 used priced $10,000 and up; 9 used under $30,000; 10 used under $20,000 (budget); 11 used under 10 years and $10,000 to $60,000; 12 new and demo from $20,000; 13 used from $50,000 (prestige); 14 caravans only. Table: docs/stock-presets.md.',
      },
    },
    stringList('excludedStockNumbers', 'Excluded stock numbers', 'Stock numbers never listed on this site.'),
    {
      name: 'stockCount',
      type: 'number',
      admin: { description: 'Shown on "Show Me N" when a count is above 1999. Empty uses the sum of facet counts.' },
    },
    {
      name: 'popularMakesFirst',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The make dropdown lists the popular makes below first.' },
    },
    stringList('popularMakes', 'Popular makes', 'Up to 20 makes shown first in the make dropdown.', 20),
    {
      name: 'customBodyTypes',
      label: 'Body-type tiles',
      type: 'select',
      hasMany: true,
      options: [...BODY_TYPES],
      admin: { description: 'Up to 20 body-type tiles in this order. Empty shows the top 4 by count.' },
      validate: (value: unknown) =>
        !Array.isArray(value) || value.length <= 20 ? true : 'Choose at most 20 body types.',
    },
    {
      name: 'truckMapsTo',
      type: 'select',
      defaultValue: 'lightTruck',
      options: ['lightTruck', 'ute'],
      admin: { description: 'Which body type a "truck" is listed as (SPEC.md §3).' },
    },
    {
      name: 'searchShowsRego',
      label: 'Search results carry registration plates',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "Off: the public search records leave out each car's registration plate (the car page still shows it)." },
    },
    {
      name: 'searchShowsMarketData',
      label: 'Search results carry market-price data',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Off: the public search records leave out the market valuation figures (the car page still shows its market-price badge).' },
    },
  ],
}
