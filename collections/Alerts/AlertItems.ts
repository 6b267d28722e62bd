/**
 * One alert about one car (issue 35 section 1): a new car matching a saved search, or a watched
 * car's price drop, reservation or sale. `key` is unique (src/rules/savedSearch.ts alertKey), so a
 * car is never told twice for one search, however often the matching job runs. Written by the
 * alert jobs (src/alerts/); `mailKey` and `sentAt` say which e-mail carried it.
 *
 * A matching pass inserts ~120,000 rows (bench:alerts), so only what a query uses is indexed: the
 * unique key and the relations (their foreign keys' deletes). The sender's rows have partial
 * indexes of their own, which a new row does not enter but the first (migration
 * 20261206_185000_alert_items_indexes; Payload cannot declare them).
 */
import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access'

export const AlertItems: CollectionConfig = {
  slug: 'alert-items',
  // Newest first by id (indexed), the order of createdAt.
  defaultSort: '-id',
  labels: { singular: 'Alert', plural: 'Alerts sent' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['email', 'reason', 'vehicle', 'state', 'sentAt'],
    group: 'Shoppers',
    description: 'Cars told to shoppers by saved-search and watchlist alerts.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'savedSearch', type: 'relationship', relationTo: 'saved-searches', admin: { readOnly: true } },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, admin: { readOnly: true } },
    { name: 'reason', type: 'select', required: true, options: ['match', 'price-drop', 'reserved', 'sold'], admin: { readOnly: true } },
    { name: 'frequency', type: 'select', required: true, defaultValue: 'instant', options: ['instant', 'daily'], admin: { readOnly: true } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sending', 'sent', 'suppressed'],
      admin: { readOnly: true, description: 'pending: waiting for its e-mail; sending: written before the e-mail went out; sent; suppressed: the address unsubscribed or bounced.' },
    },
    { name: 'mailKey', type: 'text', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // Payload's own timestamps, but not indexed: nothing looks alerts up by them (the list sorts by id).
    { name: 'updatedAt', type: 'date', admin: { hidden: true, disableBulkEdit: true } },
    { name: 'createdAt', type: 'date', admin: { hidden: true, disableBulkEdit: true } },
  ],
}
