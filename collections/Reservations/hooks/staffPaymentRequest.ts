import type { CollectionBeforeChangeHook } from 'payload'
import { newReference } from '@/reservations/reference'
import { stripeConfigFromEnv } from '@/payments/provider'

/**
 * Staff create only payment requests (/online-payment): whatever the form sends, a new row made in
 * the admin is a "payment" the shopper pays against its P- reference; everything but the amount,
 * description and contact is set here. The checkout service creates its rows with
 * `context.reservationService`.
 */
export const staffPaymentRequest: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation !== 'create' || context?.reservationService) return data
  return {
    ...data,
    kind: 'payment',
    status: 'requested',
    payment_state: 'requires_payment',
    provider: stripeConfigFromEnv() ? 'stripe' : 'test',
    reference: newReference('P'),
    vehicle: null,
    payment_id: null,
    client_key: null,
    refund_state: 'none',
    refundable: true,
    currency: 'aud',
  }
}
