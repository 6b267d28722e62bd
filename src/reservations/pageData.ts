/**
 * What the checkout and confirmation pages read (issue 21): the site, the car as it is now (uncached:
 * a car reserved a second ago must not be offered again) and the provider's mode.
 */
import 'server-only'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { payloadClient } from '@/lib/payload'
import type { Reservation, Site, Vehicle } from '@/payload-types'
import { featureShown } from '@/rules/shopperFeatures'
import { findListedVehicle, payloadVehicleSource } from '@/site/listedVehicle'
import { paymentProvider } from '@/payments/provider'
import { enforceGate } from '@/accounts/serverGate'
import { REFERENCE_PATTERN } from './reference'

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
  const r = found.docs[0]
  if (!r) return null
  return { ...r, vehicle: r.vehicle && typeof r.vehicle === 'object' ? r.vehicle : null }
}

export function providerTestMode(): Promise<boolean> {
  return payloadClient().then((p) => paymentProvider(p).testMode)
}
