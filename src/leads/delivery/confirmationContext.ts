/**
 * What the branded confirmation needs beyond the lead (issue 32, mail), read from the documents:
 * the site's look and origin (its first domain), the car's photo, price and page as absolute URLs
 * on that origin, the place's address and zone, the test drive's time in words, the buyer's
 * choices, the tax invoice and an accepted trade-in offer. Plain values for ./confirmationMail.ts.
 */
import type { Payload, Where } from 'payload'
import type { Dealership, Lead, Location, Media, Site, Vehicle } from '@/payload-types'
import { docOf, submittedId } from '@/lib/relations'
import { isRecord } from '@/lib/guards'
import { priceDisplay } from '@/rules/priceDisplay'
import { invoiceDate, taxInvoiceLines } from '@/rules/taxInvoice'
import { testDriveWhen } from '@/rules/testDriveWhen'
import { locationTimeZone } from '@/rules/timeZone'
import { absoluteImageUrl, absoluteUrl, siteOrigin } from '@/seo/siteOrigin'
import type { ConfirmationInput, TradeInAccepted } from './confirmationMail'
import type { MailBrand, MailCar } from '../../mail/mailLayout'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (isRecord(v) ? v : null)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined)
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`

async function mediaUrl(payload: Payload, value: Media | number | null | undefined): Promise<string | undefined> {
  const id = submittedId(value)
  const media = docOf(value) ?? (id === null ? null : await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true }))
  return str(media?.url)
}

async function brandOf(payload: Payload, site: Site, origin: string): Promise<MailBrand> {
  const logo = await mediaUrl(payload, site.branding?.logo)
  return { siteName: site.name, origin, logoUrl: absoluteImageUrl(origin, logo) ?? undefined, colour: site.branding?.primaryColour, textOnColour: site.branding?.textOnPrimary }
}

/** The car's first photo, its price as its page shows it, and its page. */
async function carOf(payload: Payload, site: Site, origin: string, vehicle: Vehicle): Promise<Omit<MailCar, 'title'>> {
  const first = (vehicle.images ?? []).find((entry) => entry && (entry.image || entry.url))
  const photo = first ? ((await mediaUrl(payload, first.image)) ?? str(first.url)) : undefined
  const s = site.settings ?? {}
  const price = priceDisplay(vehicle, { showSubscriptions: s.subscriptionsShown === true, noPriceText: s.noPriceText })
  return { photoUrl: absoluteImageUrl(origin, photo) ?? undefined, price: price.text, url: absoluteUrl(origin, `/cars/${encodeURIComponent(str(vehicle.slug) ?? String(vehicle.id))}`) }
}

/** "12 Main Street, Noosa Heads QLD 4567". */
function addressOf(location: Pick<Location, 'address'> | null | undefined): string | undefined {
  const a = location?.address
  if (!a) return undefined
  const town = [str(a.city), str(a.state)?.toUpperCase(), str(a.postcode)].filter(Boolean).join(' ')
  return [str(a.street), town].filter(Boolean).join(', ') || undefined
}

/** An accepted online offer (nothing for any other valuation state). */
function tradeInOf(valuation: Obj | undefined, fields: Obj): TradeInAccepted | null {
  if (!valuation || valuation.state !== 'accepted' || typeof valuation.offer_price !== 'number') return null
  const car = obj(valuation.car) ?? {}
  const answers = obj(valuation.answers) ?? {}
  const rego = str(car.rego)
  const odometer = typeof answers.odometer === 'number' ? answers.odometer : Number(fields.odometer)
  return {
    offer: dollars(valuation.offer_price),
    car: [str(car.year), str(car.make), str(car.model), str(car.variant)].filter(Boolean).join(' ') || 'car',
    details: [rego ? `Rego ${rego}${str(car.regoState) ? ` (${str(car.regoState)!.toUpperCase()})` : ''}` : undefined, Number.isFinite(odometer) ? `Odometer ${odometer.toLocaleString('en-AU')} km` : undefined].filter((l): l is string => Boolean(l)),
    underFinance: answers.underFinance === true,
  }
}

/** A paid reservation's tax invoice (settle.ts records the amount and time as `fields.invoice`). */
function invoiceOf(fields: Obj, site: Site, dealership: Dealership | null, timeZone: string): string[] | undefined {
  const invoice = obj(fields.invoice)
  const cents = Number(invoice?.amount_cents)
  const paidAt = new Date(str(invoice?.paid_at) ?? NaN)
  if (!invoice || !Number.isFinite(cents) || cents <= 0 || Number.isNaN(paidAt.getTime())) return undefined
  return taxInvoiceLines({
    businessName: str(dealership?.companyName) ?? str(site.companyName) ?? str(dealership?.name) ?? site.name,
    abn: dealership?.abn,
    date: invoiceDate(paidAt, timeZone),
    reference: str(fields.reference),
    description: str(invoice.description) ?? 'Payment',
    amountCents: cents,
  })
}

/** The dealership's primary visible location (the place a lead without one is about), or null. */
async function primaryLocation(payload: Payload, dealershipId: number | null): Promise<Location | null> {
  if (dealershipId === null) return null
  const where: Where = { and: [{ dealership: { equals: dealershipId } }, { visible: { not_equals: false } }] }
  const found = await payload.find({ collection: 'locations', where, sort: ['-primary', 'id'], limit: 1, depth: 0, overrideAccess: true })
  return found.docs.at(0) ?? null
}

export type ConfirmationExtras = Pick<ConfirmationInput, 'brand' | 'mailCar' | 'testDriveWhen' | 'purchaseChoices' | 'invoice' | 'tradeIn'> & { address?: string }

/** Everything beyond the lead's words and the dealer's contact, for one lead read at depth 1. */
export async function confirmationExtras(payload: Payload, lead: Lead, site: Site): Promise<ConfirmationExtras> {
  const origin = siteOrigin(site)
  const fields = obj(lead.fields) ?? {}
  const vehicleId = submittedId(lead.vehicle)
  const vehicle = vehicleId === null ? null : await payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 1, overrideAccess: true, disableErrors: true })
  const location = docOf(lead.location) ?? docOf(vehicle?.location ?? null) ?? (await primaryLocation(payload, submittedId(lead.dealership)))
  const timeZone = locationTimeZone(location, site.defaultState)
  const choices = Array.isArray(fields.purchase_choices) ? fields.purchase_choices.filter((l): l is string => typeof l === 'string') : []
  return {
    brand: await brandOf(payload, site, origin),
    mailCar: vehicle ? await carOf(payload, site, origin, vehicle) : undefined,
    address: addressOf(location),
    testDriveWhen: lead.kind === 'test-drive' ? (testDriveWhen(fields.booking_date, timeZone) ?? str(fields.booking_date)) : undefined,
    purchaseChoices: choices,
    invoice: invoiceOf(fields, site, docOf(lead.dealership), timeZone),
    tradeIn: lead.kind === 'valuation' ? tradeInOf(obj(lead.valuation) ?? undefined, fields) : null,
  }
}
