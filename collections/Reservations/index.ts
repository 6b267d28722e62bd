/**
 * Reservations and online payments (DESIGN.md `reservations`: deposit, 48 h hold, status).
 * One row per reserve-online, buy-online or online-payment checkout. Written only by the payments
 * endpoints and jobs (src/reservations/server/service.ts) through the Local API; staff read their sites'
 * rows and act on them with the buttons in the sidebar (confirm sale, extend, cancel, refund), which
 * go through the same service. At most one row per car holds it (status pending or active): a
 * partial unique index in the database (this branch's migration), not only the page.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isStaff, nobody } from '@/access'
import { PAYMENT_STATES, RESERVATION_STATUSES } from '@/rules/reservation'
import { staffActionEndpoint } from '@/reservations/staffEndpoint'
import { staffPaymentRequest } from './hooks/staffPaymentRequest'
import { vehicleSnapshotField } from '../vehicleSnapshot'

const RESERVATION_KINDS = ['reserve', 'buy-online', 'payment'] as const

export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'reference',
    group: 'Dealer',
    defaultColumns: ['reference', 'kind', 'vehicle', 'status', 'payment_state', 'expires_at', 'createdAt'],
    description: 'Online reservations, purchases and payments. Use the buttons to confirm a sale, extend the hold, cancel or refund.',
  },
  // Staff create payment requests (the hook makes them that, whatever is sent); nothing is edited after.
  access: { read: isStaff, create: isStaff, update: nobody, delete: isPlatformAdmin },
  hooks: { beforeChange: [staffPaymentRequest] },
  endpoints: [staffActionEndpoint],
  timestamps: true,
  fields: [
    { name: 'reference', type: 'text', unique: true, index: true, admin: { readOnly: true, description: 'What the shopper quotes: R- reservations, P- payment requests.' } },
    {
      name: 'description',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Payment requests: what the shopper pays for, e.g. "Deposit on the 2021 Ford Ranger" or "Invoice 1234".' },
    },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', options: [...RESERVATION_KINDS], required: true, defaultValue: 'reserve', admin: { readOnly: true } },
        { name: 'status', type: 'select', options: [...RESERVATION_STATUSES], required: true, defaultValue: 'pending', index: true, admin: { readOnly: true } },
        { name: 'payment_state', type: 'select', options: [...PAYMENT_STATES], required: true, defaultValue: 'requires_payment', admin: { readOnly: true } },
      ],
    },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', index: true, admin: { readOnly: true } },
    vehicleSnapshotField,
    {
      type: 'row',
      fields: [
        {
          name: 'amount_cents',
          label: 'Amount in cents (50000 = $500)',
          type: 'number',
          required: true,
          min: 100,
          max: 10_000_000,
          access: { update: () => false },
          admin: { description: 'Set once when a payment request is made; never changed.' },
        },
        { name: 'currency', type: 'text', defaultValue: 'aud', admin: { readOnly: true } },
        { name: 'provider', type: 'select', options: ['test', 'stripe'], required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'payment_id', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'client_key', type: 'text', unique: true, admin: { hidden: true } },
    // A hash of the client's address: its unpaid checkouts are capped (src/reservations/server/openCheckouts.ts).
    { name: 'client_address', type: 'text', index: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'paid_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expires_at', label: 'Held until', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'refundable', type: 'checkbox', defaultValue: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'refund_state', type: 'select', options: ['none', 'pending', 'refunded', 'failed'], defaultValue: 'none', admin: { readOnly: true } },
        { name: 'refund_id', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', access: { update: () => false } },
        {
          name: 'email',
          type: 'text',
          access: { update: () => false },
          admin: {
            description:
              'Payment requests: the shopper it is for. Only the signed-in shopper with this e-mail can see and pay it; left empty, the first signed-in shopper who opens the reference takes it.',
          },
        },
        { name: 'phone', type: 'text', access: { update: () => false } },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', admin: { readOnly: true } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    { name: 'details', label: 'Purchase details', type: 'json', admin: { readOnly: true } },
    { name: 'note', type: 'text', admin: { readOnly: true, description: 'The last thing that happened to it.' } },
    {
      name: 'staff_actions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/reservations/admin/ReservationActions#ReservationActions' } },
    },
  ],
}
