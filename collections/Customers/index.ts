/**
 * Shopper accounts (SPEC.md §6, DESIGN.md "Shopper accounts"): a Payload auth
 * collection separate from staff `users`, scoped to one site (the multi-tenant plugin adds the
 * `site` field and narrows staff to their sites). An e-mail is an account on one site only:
 * the same address on another dealer's site is another account.
 *
 * Payload's password strategy is off: shoppers sign in with a one-time code sent by e-mail and
 * hold a signed session cookie of their own (src/accounts/). Nothing here can sign anyone in to
 * the admin, and customer sessions never reach Payload's `req.user`.
 *
 * The code, its expiry and attempt counter and the session version are hidden fields: never
 * returned by any API.
 */
import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access'
import { deleteWatchlistWithCustomer } from './hooks/deleteWatchlist'

export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  auth: { disableLocalStrategy: true },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'phone', 'consent', 'lastSignInAt'],
    group: 'Shoppers',
    description: 'Shopper accounts of this site (sign-in by e-mailed code). Each site has its own accounts.',
  },
  access: {
    read: isStaff,
    create: nobody,
    update: isStaff,
    delete: isStaff,
  },
  timestamps: true,
  indexes: [{ fields: ['site', 'email'], unique: true }],
  hooks: { beforeDelete: [deleteWatchlistWithCustomer] },
  fields: [
    { name: 'email', type: 'email', required: true, index: true, access: { update: () => false } },
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'phone', label: 'Mobile phone', type: 'text', maxLength: 20 },
    {
      name: 'consent',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Agreed to be contacted about saved cars and offers.' },
    },
    { name: 'consentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSignInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'favourites',
      type: 'json',
      admin: { readOnly: true, description: 'Favourite cars kept on the account (SPEC.md §3 Favourite entry).' },
    },
    { name: 'loginCodeHash', type: 'text', hidden: true },
    { name: 'loginCodeExpiresAt', type: 'date', hidden: true },
    { name: 'loginCodeAttempts', type: 'number', defaultValue: 0, hidden: true },
    { name: 'sessionVersion', type: 'number', defaultValue: 1, hidden: true },
  ],
}
