/**
 * Every enquiry, test drive, photo request, service booking, sell-my-car and finance form submitted
 * on a site. A lead is stored before anything else happens to it; delivery (e-mail, ADF,
 * webhook) is recorded on it by the jobs in src/leads/jobs.ts. Submitted fields are never edited.
 */
import type { CollectionConfig, Field } from 'payload'
import { LEAD_FORM_KINDS } from '@/forms/schemas'
import { noEdits, onlyTheSubmitEndpoint, platformAdminDeletes, staffReadsOwnSites } from './access'
import { CHANNELS, CHANNEL_STATES, DELIVERY_STATUSES } from '@/leads/states'
import { resendEndpoint } from '@/leads/resendEndpoint'
import { MAX_LEAD_PHOTOS } from '@/rules/leadPhotoLimits'
import { salesStatusEndpoint } from '@/leads/salesStatus'
import { SALES_STATUSES } from '@/leads/salesStatuses'
import { VALUATION_LEAD_KIND } from '@/valuation/leadKind'
import { vehicleSnapshotField } from '../vehicleSnapshot'

const readOnly = (field: Field): Field => ({ ...field, access: { ...(('access' in field && field.access) || {}), update: () => false }, admin: { ...(field.admin ?? {}), readOnly: true } }) as Field

const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = { email: 'E-mail delivery', crm: 'CRM (ADF) delivery', webhook: 'Webhook delivery' }

const channelFields: Field[] = CHANNELS.flatMap((channel) => [
  readOnly({ name: `${channel}_state`, label: CHANNEL_LABELS[channel], type: 'select', options: [...CHANNEL_STATES], defaultValue: 'pending', admin: { position: 'sidebar' } }),
  readOnly({ name: `${channel}_claimed_at`, type: 'date', admin: { hidden: true } }),
])

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'name',
    group: 'Dealer',
    defaultColumns: ['name', 'category', 'kind', 'sales_status', 'dealership', 'delivery_status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    description: 'Enquiries from the site. Read-only; use Re-send to deliver one again.',
    components: { beforeListTable: ['/src/leads/admin/ExportLeadsButton#ExportLeadsButton'] },
  },
  access: { read: staffReadsOwnSites, create: onlyTheSubmitEndpoint, update: noEdits, delete: platformAdminDeletes },
  endpoints: [resendEndpoint, salesStatusEndpoint],
  timestamps: true,
  fields: [
    // What a salesperson opens a lead for, readable at a glance (the fields below stay for search and export).
    { name: 'summary', type: 'ui', admin: { components: { Field: '/src/leads/admin/LeadSummary#LeadSummary' } } },
    {
      type: 'row',
      fields: [
        readOnly({ name: 'name', type: 'text' }),
        readOnly({ name: 'email', type: 'text', index: true }),
        readOnly({ name: 'phone', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        // 'reservation': reserve online, buy online and online payments (src/reservations/server/service.ts).
        readOnly({ name: 'kind', type: 'select', options: [...LEAD_FORM_KINDS, VALUATION_LEAD_KIND, 'reservation'], required: true, index: true }),
        readOnly({ name: 'category', type: 'text', index: true }),
        readOnly({ name: 'subcategory', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        readOnly({ name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true }),
        readOnly({ name: 'location', type: 'relationship', relationTo: 'locations' }),
        readOnly({ name: 'vehicle', type: 'relationship', relationTo: 'vehicles' }),
      ],
    },
    vehicleSnapshotField,
    readOnly({
      name: 'photos',
      label: 'Photos',
      type: 'upload',
      relationTo: 'lead-photos',
      hasMany: true,
      maxRows: MAX_LEAD_PHOTOS,
      // Shown by the thumbnails below (Payload's read-only upload list rendered no files here).
      admin: { hidden: true },
    }),
    {
      name: 'photo_thumbnails',
      type: 'ui',
      admin: { components: { Field: '/src/leads/admin/LeadPhotoThumbnails#LeadPhotoThumbnails' } },
    },
    // Shown as readable rows and raw panels by the summary above (Payload's JSON editor loads its script from a CDN).
    readOnly({ name: 'fields', label: 'Submitted fields', type: 'json', admin: { hidden: true } }),
    // Trade-in valuation: the answers, the figure the server worked out, the comparables
    // and adjustments behind it, and whether the shopper accepted it (shown by the summary).
    readOnly({ name: 'valuation', label: 'Trade-in valuation', type: 'json', admin: { hidden: true } }),
    readOnly({ name: 'valuation_token', type: 'text', admin: { hidden: true } }),
    readOnly({ name: 'miscellaneous', type: 'json', admin: { hidden: true, description: 'Saved by POST /api/miscellaneous (SPEC.md §7 "Valuation save").' } }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'opt_in', label: 'Opted in to marketing', type: 'checkbox', defaultValue: true }),
        readOnly({ name: 'additional_services', type: 'text', hasMany: true }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Where it came from',
      admin: { initCollapsed: true },
      fields: [
        readOnly({ name: 'page_url', type: 'text' }),
        readOnly({ name: 'page_id', type: 'text' }),
        readOnly({ name: 'source', type: 'text', defaultValue: 'Website' }),
        // Issue 35 §4: the channel the shopper came from (src/rules/leadSource.ts), and the visit's
        // first and last touch it was worked out from (shown by the summary above).
        readOnly({ name: 'lead_source', label: 'Lead source', type: 'text', index: true }),
        readOnly({ name: 'lead_touches', label: 'First and last touch', type: 'json', admin: { hidden: true } }),
        readOnly({ name: 'user_agent', type: 'text' }),
        // Shown by the summary in the lead's zone (issue 32: one format for a lead's times).
        readOnly({ name: 'consent_at', label: 'Consent time', type: 'date', admin: { hidden: true } }),
        readOnly({ name: 'event_id', label: 'Analytics event id', type: 'number' }),
      ],
    },
    readOnly({
      name: 'sales_status',
      label: 'Sales status',
      type: 'select',
      options: [...SALES_STATUSES],
      defaultValue: 'new',
      index: true,
      admin: { position: 'sidebar', components: { Field: '/src/leads/admin/SalesStatusField#SalesStatusField' } },
    }),
    readOnly({
      name: 'delivery_status',
      label: 'Delivery',
      type: 'select',
      options: [...DELIVERY_STATUSES],
      defaultValue: 'pending',
      index: true,
      admin: { position: 'sidebar' },
    }),
    {
      name: 'resend',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/leads/admin/ResendLeadButton#ResendLeadButton' } },
    },
    ...channelFields,
    readOnly({
      name: 'confirmation_state',
      label: 'Shopper confirmation',
      type: 'select',
      options: [...CHANNEL_STATES],
      admin: { position: 'sidebar', description: 'The e-mail to the shopper saying the enquiry arrived (none without an e-mail address).' },
    }),
    readOnly({ name: 'confirmation_claimed_at', type: 'date', admin: { hidden: true } }),
    readOnly({ name: 'last_error', label: 'Last delivery error', type: 'text', admin: { position: 'sidebar' } }),
    readOnly({
      name: 'attempts',
      label: 'Delivery attempts',
      type: 'array',
      // Listed by the summary, with their times in the lead's zone (issue 32).
      admin: { hidden: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'channel', type: 'select', options: [...CHANNELS] },
            { name: 'outcome', type: 'select', options: ['delivered', 'failed', 'skipped'] },
          ],
        },
        { name: 'error', type: 'text' },
        { name: 'detail', type: 'text' },
      ],
    }),
    // Payload's own timestamp, declared here only for its list column: the lead's time in its
    // location's zone, as on the lead's screen (issue 32). Same column and index as Payload's.
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      label: 'Received',
      admin: { hidden: true, disableBulkEdit: true, components: { Cell: '/src/leads/admin/LeadTimeCell#LeadTimeCell' } },
    },
  ],
}
