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
import { findListedVehicle, payloadVehicleSource } from '@/data/listedVehicle'
import { paymentProvider } from '@/payments/provider'
import { enforceGate } from '@/accounts/serverGate'
import { REFERENCE_PATTERN } from './reference'
import { settlePayment } from './service'

export async function loadCheckout(siteKey: string, carSegment: string, opts: { feature: 'reservation' | 'onlinePurchase'; path: string; back: string }) {
  const site = await getSite(siteKey)
  if (!site || !featureShown(site.settings ?? {}, opts.feature)) notFound()
  const customer = await enforceGate(site, 'checkout', opts.path, opts.back)
  const payload = await payloadClient()
  const vehicle = await findListedVehicle(site, carSegment, payloadVehicleSource(payload, 1))
  const provider = paymentProvider(payload)
  return { site, vehicle, customer, provider: { name: provider.name, testMode: provider.testMode, publishableKey: provider.publishableKey } }
}

export async function loadConfirmation(site: Site, reference: string | undefined): Promise<(Reservation & { vehicle: Vehicle | null }) | null> {
  if (!reference || !REFERENCE_PATTERN.test(reference)) return null
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'reservations', where: { and: [{ reference: { equals: reference } }, { site: { equals: site.id } }] }, depth: 1, limit: 1, overrideAccess: true })
  let r = found.docs[0]
  if (!r) return null
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

export function providerTestMode(): Promise<boolean> {
  return payloadClient().then((p) => paymentProvider(p).testMode)
}
