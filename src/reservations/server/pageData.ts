/**
 * What the checkout and confirmation pages read: the site, the car as it is now (uncached:
 * a car reserved a second ago must not be offered again) and the provider's mode.
 */
import 'server-only'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { payloadClient } from '@/data/payload'
import type { Reservation, Site, Vehicle } from '@/payload-types'
import { docOf } from '@/lib/relations'
import { featureShown } from '@/rules/shopperFeatures'
import { findListedVehicle, payloadVehicleSource } from '@/data/listedVehicleLookup'
import { paymentProvider } from '@/payments/provider'
import { paymentsModeNow } from '@/payments/mode'
import { enforceGate } from '@/accounts/serverGate'
import { heldByCheckoutMessage } from '@/rules/checkoutLimits'
import { paymentRequestAccess } from '@/rules/paymentRequestAccess'
import { timeZoneForState } from '@/rules/timeZone'
import { REFERENCE_PATTERN } from '../reference'
import { settlePayment } from './service'
import { checkoutLimitsNow, pendingHold } from './openCheckouts'

export async function loadCheckout(siteKey: string, carSegment: string, opts: { feature: 'reservation' | 'onlinePurchase'; path: string; back: string }) {
  const site = await getSite(siteKey)
  // No payments on this server (rules/paymentsMode): no button leads here, and the address answers 404.
  if (!site || !featureShown(site.settings ?? {}, opts.feature) || paymentsModeNow() === 'refused') notFound()
  const customer = await enforceGate(site, 'checkout', opts.path, opts.back)
  const payload = await payloadClient()
  const vehicle = await findListedVehicle(site, carSegment, payloadVehicleSource(payload, 1))
  const provider = paymentProvider(payload)
  // Another shopper is paying for the car: say until when (their own tab may be the one reloading, so the form stays).
  const hold = vehicle ? await pendingHold(payload, vehicle.id, checkoutLimitsNow()) : null
  const heldNotice = hold && (hold.customerId === null || hold.customerId !== customer?.id) ? heldByCheckoutMessage(hold.freeAt, timeZoneForState(site.defaultState)) : null
  return { site, vehicle, customer, heldNotice, provider: { name: provider.name, testMode: provider.testMode, publishableKey: provider.publishableKey } }
}

/**
 * Whose confirmation this is: a checkout's (R- references: the car pages' confirmations) or a
 * dealer's payment request's (P-: only the signed-in shopper it is for, rules/paymentRequestAccess;
 * to anyone else it does not exist).
 */
export type ConfirmationViewer = { kind: 'checkout' } | { kind: 'payment'; customer: { id: number; email: string } | null }

export async function loadConfirmation(site: Site, reference: string | undefined, viewer: ConfirmationViewer = { kind: 'checkout' }): Promise<(Reservation & { vehicle: Vehicle | null }) | null> {
  if (!reference || !REFERENCE_PATTERN.test(reference)) return null
  const payload = await payloadClient()
  const kind = viewer.kind === 'payment' ? { equals: 'payment' } : { not_equals: 'payment' }
  const found = await payload.find({ collection: 'reservations', where: { and: [{ reference: { equals: reference } }, { site: { equals: site.id } }, { kind }] }, depth: 1, limit: 1, overrideAccess: true })
  let r = found.docs[0]
  if (!r) return null
  if (viewer.kind === 'payment') {
    const customerId = r.customer === null || r.customer === undefined ? null : typeof r.customer === 'object' ? r.customer.id : r.customer
    if (!viewer.customer || paymentRequestAccess({ email: r.email, customerId }, viewer.customer) !== 'allowed') return null
  }
  // Back from Stripe before its webhook: ask Stripe, and apply what it says through the same
  // idempotent path the webhook takes (the webhook, arriving later, then changes nothing).
  if (r.provider === 'stripe' && r.payment_id && (r.payment_state === 'requires_payment' || r.payment_state === 'processing')) {
    const provider = paymentProvider(payload)
    const intent = await provider.retrieveIntent(r.payment_id).catch(() => null)
    if (intent?.state === 'succeeded') {
      await settlePayment(payload, provider, { eventId: `reconcile-${intent.id}`, intentId: intent.id, event: 'succeed' })
      r = (await payload.findByID({ collection: 'reservations', id: r.id, depth: 1, overrideAccess: true })) as Reservation
    }
  }
  return { ...r, vehicle: docOf(r.vehicle) }
}
