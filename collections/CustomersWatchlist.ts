/**
 * Watchlist entries (SPEC.md §3 "Watchlist: entries with id; the user has a phone", §7 Save /
 * Remove from watchlist): one row per (customer, car), written only by the watchlist endpoints
 * (src/accounts/server/watchlistHandlers.ts) for the signed-in customer and a car of the same site.
 * Staff read their own sites' entries (the multi-tenant plugin narrows by site).
 */
import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access'

export const CustomersWatchlist: CollectionConfig = {
  slug: 'watchlist-items',
  labels: { singular: 'Watchlist entry', plural: 'Watchlists' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['customer', 'vehicle', 'createdAt'],
    group: 'Shoppers',
    description: 'Cars shoppers saved to their watchlist on this site.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  timestamps: true,
  indexes: [{ fields: ['customer', 'vehicle'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    // What the shopper was last told about the car (src/alerts/server/watchlistAlerts.ts): its price and
    // state when saved or at the last alert; a lower price, a reservation or a sale is news.
    { name: 'toldPrice', type: 'number', admin: { readOnly: true } },
    { name: 'toldStatus', type: 'text', admin: { readOnly: true } },
  ],
}
