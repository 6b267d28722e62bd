/**
 * Addresses that get no more alerts from a site (issue 35 section 1): unsubscribed (one-click, RFC
 * 8058) or bounced (the mail server refused the address for good, or staff recorded a bounce).
 * `key` ("{site id}:{address}") is unique. Staff of the site may add (a bounce report) or remove one.
 */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { normaliseEmail } from '@/accounts/codes'

export const AlertSuppressions: CollectionConfig = {
  slug: 'alert-suppressions',
  labels: { singular: 'Alert opt-out', plural: 'Alert opt-outs' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'reason', 'createdAt'],
    group: 'Shoppers',
    description: 'Addresses that get no saved-search or watchlist alerts from this site (unsubscribed or bounced).',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  timestamps: true,
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        const email = normaliseEmail(data.email)
        const site = typeof data.site === 'object' && data.site ? (data.site as { id?: unknown }).id : data.site
        if (email) data.email = email
        if (email && site !== undefined && site !== null) data.key = `${String(site)}:${email}`
        return data
      },
    ],
  },
  fields: [
    { name: 'email', type: 'email', required: true },
    { name: 'reason', type: 'select', required: true, defaultValue: 'unsubscribed', options: ['unsubscribed', 'bounced'] },
    { name: 'key', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
