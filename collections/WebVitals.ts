/**
 * Real-user vitals: one row per site, UTC day, page kind, device class and metric,
 * holding a fixed histogram of the values shoppers' browsers reported (src/rules/webVitals.ts).
 * Rows are bounded: at most |page kinds| × |devices| × |metrics| per site and day, kept
 * RETENTION_DAYS days (src/vitals/retention.ts). Written only by the beacon endpoint
 * (src/vitals/beaconEndpoint.ts, an atomic upsert); staff read their own sites' rows (the multi-tenant
 * plugin narrows reads by site) and see them on the admin dashboard. No personal data.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isStaff, nobody } from '@/access'
import { DEVICES, METRICS, PAGE_KINDS } from '@/rules/webVitals'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: { singular: 'Web vitals day', plural: 'Web vitals' },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'pageKind', 'device', 'metric', 'samples'],
    group: 'Dealer',
    description: 'What shoppers’ browsers measured, per day: read the p75 figures on the dashboard.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isPlatformAdmin },
  timestamps: true,
  indexes: [{ fields: ['site', 'day', 'pageKind', 'device', 'metric'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'UTC day, YYYY-MM-DD.' } },
    { name: 'pageKind', type: 'select', required: true, options: options(PAGE_KINDS) },
    { name: 'device', type: 'select', required: true, options: options(DEVICES) },
    { name: 'metric', type: 'select', required: true, options: options(METRICS) },
    { name: 'samples', type: 'number', required: true, defaultValue: 0 },
    { name: 'buckets', type: 'json', required: true, admin: { description: 'Counts per fixed bucket (src/rules/webVitals.ts BUCKETS).' } },
  ],
}
