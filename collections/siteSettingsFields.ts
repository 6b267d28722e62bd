/**
 * Every per-site switch of SPEC.md as data (DESIGN.md "Site settings"). Each field carries
 * SPEC.md's default and an admin description saying what it does. No code may branch on a
 * site's slug: a dealer's differences live here.
 */
import type { Field } from 'payload'
import { validateUrlField } from '@/lib/urlField'

export const FINANCE_PROVIDERS = [
  'Taurus',
  'Car Clarity',
  'Manual',
  '360 Finance',
  'Angle',
  'Powertorque',
  'Nissan Finance',
  'AusLoans',
] as const

const BODY_TYPES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome',
  'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const

export const AU_STATES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const

const stringList = (name: string, label: string, description: string, maxRows?: number): Field => ({
  name,
  label,
  type: 'array',
  maxRows,
  admin: { description, initCollapsed: true },
  fields: [{ name: 'value', type: 'text', required: true }],
})

export const siteSettingsFields: Field[] = [
  {
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
  },
  {
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
  },
  {
    type: 'collapsible',
    label: 'Finance, trade-in and buying online',
    fields: [
      { name: 'financeEnabled', type: 'checkbox', defaultValue: true, admin: { description: 'Finance estimates and finance links.' } },
      {
        name: 'financeInterestRate',
        type: 'number',
        defaultValue: 10,
        min: 0,
        max: 30,
        admin: { description: 'Finance calculator interest rate in percent (SPEC.md §9: 10).' },
      },
      { name: 'financeProvider', type: 'select', options: [...FINANCE_PROVIDERS] },
      { name: 'financePath', type: 'text', defaultValue: '/finance', validate: validateUrlField, admin: { description: 'Where finance links go.' } },
      { ...stringList('makesWithFinanceOff', 'Makes with finance off', 'Finance is off for cars of these makes (SPEC.md §5: Suzuki).'), defaultValue: [{ value: 'Suzuki' }] } as Field,
      { name: 'valuationEnabled', label: 'Trade-in valuation', type: 'checkbox', defaultValue: true },
      {
        name: 'valuationReconditioningCost',
        label: 'Valuation: reconditioning cost ($)',
        type: 'number',
        defaultValue: 1500,
        min: 0,
        max: 50000,
        admin: { description: 'Taken off the online trade-in estimate: what readying a trade-in for sale costs.' },
      },
      {
        name: 'valuationMarginPercent',
        label: 'Valuation: margin (%)',
        type: 'number',
        defaultValue: 12,
        min: 0,
        max: 60,
        admin: { description: 'The resale margin taken off the retail estimate of comparable stock.' },
      },
      {
        name: 'saveValuationToMiscellaneous',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'POST valuation results to /api/miscellaneous (SPEC.md §7).' },
      },
      {
        name: 'shopperAccounts',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description: 'Shoppers can sign in with an e-mailed code to keep a watchlist and favourites; gated routes need it. Off: sign-in pages answer 404 and nothing links to them.',
        },
      },
      {
        name: 'savedSearchesEnabled',
        label: 'Saved searches and alerts',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description: 'Shoppers can save a search on /cars and /search/... and get e-mails from this dealer about new matching cars and their watched cars (docs/alerts.md). Off: no Save button, and the endpoints answer 404.',
        },
      },
      {
        name: 'alertEmailsPerDay',
        label: 'Alert e-mails per shopper per day',
        type: 'number',
        defaultValue: 3,
        min: 1,
        max: 50,
        admin: { description: 'At most this many alert e-mails go to one address in 24 hours; more cars wait for the next e-mail.' },
      },
      {
        name: 'gatedRoutes',
        type: 'select',
        hasMany: true,
        options: ['checkout', 'finance', 'spin-to-win'],
        admin: {
          description: 'Routes that send signed-out visitors to sign-in. Online payment is always gated; trade-in and sell-my-car never.',
        },
      },
      {
        name: 'reservePath',
        type: 'select',
        defaultValue: 'checkout',
        options: ['checkout', 'buy-online'],
        admin: { description: 'Reserve online at /cars/{slug}/checkout or /cars/{slug}/buy-online.' },
      },
      { name: 'reservationDeposit', type: 'number', defaultValue: 200, min: 0, admin: { description: 'Deposit in dollars.' } },
      {
        name: 'reservationsEnabled',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'Available cars show a Reserve button on their page.' },
      },
      { name: 'reservationHoldHours', type: 'number', defaultValue: 48, min: 1, max: 720, admin: { description: 'How long a reserved car is held (SPEC.md §9: 48 hours).' } },
      { name: 'reservationRefundable', type: 'checkbox', defaultValue: true, admin: { description: 'The deposit is 100% refundable (SPEC.md §9).' } },
      {
        name: 'financeButtonLabel',
        type: 'select',
        defaultValue: 'Get Finance Quote',
        options: ['Get Finance Quote', 'Finance Enquiry'],
        admin: { description: 'Label of the finance button on vehicle pages (SPEC.md §2).' },
      },
      {
        name: 'onlinePurchaseUsed',
        label: 'Online purchase of used cars',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Used cars can be bought online at /checkout-journey.' },
      },
    ],
  },
  {
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
  },
  {
    type: 'collapsible',
    label: 'Forms and locations',
    fields: [
      { name: 'enquiryMessageRequired', type: 'checkbox', defaultValue: true },
      { name: 'termsOfUseNote', type: 'checkbox', defaultValue: false, admin: { description: 'Show that the terms of use must be agreed before submitting.' } },
      { name: 'captchaEnabled', type: 'checkbox', defaultValue: true },
      {
        name: 'leadSourceTracking',
        label: 'Lead source tracking',
        type: 'checkbox',
        defaultValue: true,
        admin: {
          description:
            "Every lead keeps where the shopper came from (the landing's utm_* tags, gclid, fbclid and referrer, first and last touch of the visit; read in the browser, no cookie, no third-party script). Staff see it as Source on the lead and on the dashboard.",
        },
      },
      {
        name: 'usedTestDriveFlagged',
        label: 'Used-car test drives: event id 48',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'A test drive of a used car is stored and tracked with event id 48 instead of 15 (SPEC.md §9 Event ids).' },
      },
      stringList('excludedLocationIds', 'Excluded location ids', 'Locations left out of location selectors.'),
      stringList('fixedLicenceNumbers', 'Fixed licence numbers', 'Licence numbers always shown in the footer.'),
      {
        name: 'senderEmail',
        label: 'Shopper mail sender address',
        type: 'email',
        admin: {
          description:
            'Mail to shoppers (sign-in codes, enquiry confirmations) comes from the site name at this address. Empty uses the platform address (MAIL_FROM). The mail server must be allowed to send as it (SPF/DKIM).',
        },
      },
    ],
  },
  {
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
  },
  {
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
  },
]
