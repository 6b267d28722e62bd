/** Site settings: the “Finance, trade-in and buying online” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'
import { validateUrlField } from '@/lib/urlField'
import { FINANCE_PROVIDERS, stringList } from './shared'

export const financeAndBuying: Field = {
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
}
