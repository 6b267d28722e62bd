/**
 * Saved searches (issue 35 section 1): a search page (`path`) and its search state (`query`, as the
 * search UI writes it) kept for a shopper's e-mail address on one site, with how often it may mail.
 * Written only by the saved-search endpoints (src/alerts/server/handlers.ts): by a signed-in shopper
 * (`customer`, active at once) or by an address confirmed through a link (double opt-in: `pending`
 * until the link is followed). Staff read their own sites' searches (the multi-tenant plugin
 * narrows by site) and may delete one; nobody edits one in the admin.
 */
import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access'

export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'frequency', 'createdAt'],
    group: 'Shoppers',
    description: 'Searches shoppers saved on this site; each e-mails its new matching cars (see docs/alerts.md).',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  timestamps: true,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true, description: 'The shopper account that saved it (empty: saved by e-mail address).' } },
    { name: 'path', type: 'text', required: true, admin: { readOnly: true, description: '/cars or /search/...' } },
    { name: 'query', type: 'text', admin: { readOnly: true, description: 'The refinements, as the search page writes them in its URL.' } },
    { name: 'presetFilter', type: 'text', hidden: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'active', 'unsubscribed'],
      admin: { readOnly: true, description: 'pending: waiting for the e-mailed confirmation link; active: alerts go out; unsubscribed: none.' },
    },
    { name: 'frequency', type: 'select', required: true, defaultValue: 'instant', options: ['instant', 'daily'], admin: { readOnly: true } },
    { name: 'consentAt', type: 'date', admin: { readOnly: true, description: 'When the shopper agreed to the alerts (signed in, or followed the confirmation link).', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
