/**
 * A lead with its site, dealership, location and car, as delivery needs it (pure mapping from the
 * stored documents; no I/O). Shared by the e-mail, ADF and webhook builders.
 */
import type { AdfInput, AdfInterest, AdfVehicle } from './adf'
import { adfVehicleStatus } from './adf'
import type { Lead } from '@/payload-types'
import { isRecord } from '@/lib/guards'
import { locationTimeZone, type ZonedLocation } from '@/rules/timeZone'
import { testDriveWhen } from '@/rules/testDriveWhen'
import { leadSourceLines, leadTouchesSchema, type LeadTouches } from '@/rules/leadSource'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (isRecord(v) ? v : null)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined)
/** The parts of a stored location its zone depends on. */
const zonedLocation = (location: Obj | null): ZonedLocation | null => (location ? { timeZone: str(location.timeZone), address: { state: str(obj(location.address)?.state) } } : null)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export type LeadView = {
  id: string
  kind: string
  category: string
  subcategory?: string
  createdAt: Date
  name: string
  email: string
  phone: string
  fields: Obj
  /** Trade-in valuation: state, answers, offer, comparables, adjustments. */
  valuation?: Obj
  optIn: boolean
  additionalServices: string[]
  pageUrl?: string
  /** Where the shopper came from (issue 35 §4): the channel and the visit's touches, when tracked. */
  leadSource?: string
  touches?: LeadTouches
  /** Stored photo files (sell my car), by file name under the lead-photos folder. */
  photos: { filename: string }[]
  /** make: single-brand sites' make (sites.manufacturerName), the vehicle of interest of a lead without a car. */
  site: { name: string; slug?: string; make?: string }
  dealership?: { name: string; phone?: string; leadEmails: string[]; crmEmail?: string; webhookUrl?: string; webhookSecret?: string }
  location?: { name: string; phone?: string; leadEmails: string[] }
  /** The IANA zone of the lead's location (else the site's state): a test drive's time is read in it. */
  timeZone: string
  /** The car, or once it is deleted the snapshot kept on the lead (`deleted` then true). */
  vehicle?: { id: string; name?: string; year?: number; make?: string; model?: string; vin?: string; stocknum?: string; price?: number; carType?: string; deleted?: boolean }
}

type LeadVehicle = NonNullable<LeadView['vehicle']>

/** The lead's car: the linked car, else the snapshot written when the car was deleted. */
function leadVehicle(linked: Obj | null, snapshot: Obj | null): LeadVehicle | undefined {
  const car = linked ?? (snapshot && snapshot.car_id != null ? snapshot : null)
  if (!car) return undefined
  return {
    id: String(linked ? car.id : car.car_id),
    name: str(car.name),
    year: num(car.year),
    make: str(car.make),
    model: str(car.model),
    vin: str(car.vin),
    stocknum: str(car.stocknum),
    price: num(car.price),
    carType: str(car.car_type),
    ...(linked ? {} : { deleted: true }),
  }
}

const emails = (rows: unknown): string[] =>
  Array.isArray(rows) ? rows.map((r) => str(obj(r)?.email)?.trim()).filter((e): e is string => Boolean(e)) : []

/** From a lead read at depth 1 (relations populated); tolerant of missing or oddly typed values. */
export function toLeadView(lead: Lead | Obj): LeadView {
  const doc = obj(lead) ?? {}
  const site = obj(doc.site)
  const dealership = obj(doc.dealership)
  const location = obj(doc.location)
  const vehicle = obj(doc.vehicle)
  return {
    id: String(doc.id),
    kind: str(doc.kind) ?? 'enquiry',
    category: str(doc.category) ?? 'General Enquiry',
    subcategory: str(doc.subcategory),
    createdAt: new Date(str(doc.createdAt) ?? Date.now()),
    name: str(doc.name) ?? '',
    email: str(doc.email) ?? '',
    phone: str(doc.phone) ?? '',
    fields: obj(doc.fields) ?? {},
    valuation: obj(doc.valuation) ?? undefined,
    optIn: doc.opt_in !== false,
    additionalServices: Array.isArray(doc.additional_services) ? doc.additional_services.map(String) : [],
    pageUrl: str(doc.page_url),
    leadSource: str(doc.lead_source),
    touches: leadTouchesSchema.safeParse(doc.lead_touches).data,
    photos: Array.isArray(doc.photos)
      ? doc.photos.map((p) => str(obj(p)?.filename)).filter((f): f is string => Boolean(f)).map((filename) => ({ filename }))
      : [],
    site: { name: str(site?.name) ?? 'Website', slug: str(site?.slug), make: str(site?.manufacturerName)?.trim() },
    dealership: dealership
      ? {
          name: str(dealership.name) ?? '',
          phone: str(dealership.phone),
          leadEmails: emails(dealership.leadEmails),
          crmEmail: str(dealership.crmEmail)?.trim(),
          webhookUrl: str(dealership.webhookUrl)?.trim(),
          webhookSecret: str(dealership.webhookSecret),
        }
      : undefined,
    location: location
      ? { name: str(location.name) ?? '', phone: str(obj(location.contact_detail)?.phone), leadEmails: emails(location.leadEmails) }
      : undefined,
    vehicle: leadVehicle(vehicle, obj(doc.vehicle_snapshot)),
    timeZone: locationTimeZone(zonedLocation(location), str(site?.defaultState)),
  }
}

/** A test drive's chosen time in words in the location's zone, else as the shopper sent it. */
export function bookingDateText(lead: Pick<LeadView, 'timeZone'>, value: unknown): string | undefined {
  return testDriveWhen(value, lead.timeZone) ?? str(value)
}

/** The location's own lead addresses, else the dealership's. */
export function leadRecipients(lead: LeadView): string[] {
  if (lead.location && lead.location.leadEmails.length > 0) return lead.location.leadEmails
  return lead.dealership?.leadEmails ?? []
}

/**
 * The ADF vehicles of a lead: the interest follows the lead kind, and a lead without a
 * car describes the vehicle of interest from its form, else the site's make.
 * - sell-my-car: the shopper's car, interest "sell"; with a stock car it is a "trade-in" against it
 *   (the stock car first, interest "buy");
 * - test-drive: the car (or the site's make), interest "test-drive";
 * - finance: the car (or the site's make and the wanted new/used), the budget as a maximum amount;
 * - service: ADF has no service interest, so the DTD's default "buy" with the shopper's car as typed
 *   (vehicle text, rego) in the vehicle's comments;
 * - enquiry, contact, request-photos: the car (or the site's make), interest "buy".
 */
function adfVehicles(lead: LeadView): AdfVehicle[] {
  const f = lead.fields
  const interest: AdfInterest = lead.kind === 'test-drive' ? 'test-drive' : 'buy'
  const car = lead.vehicle
  const wanted: AdfVehicle = car
    ? {
        interest,
        status: adfVehicleStatus(car.carType),
        year: car.year,
        make: car.make,
        model: car.model,
        vin: car.vin,
        stock: car.stocknum,
        price: car.price,
      }
    : { interest, status: lead.kind === 'finance' ? adfVehicleStatus(str(f.car_type)) : undefined, make: lead.site.make }
  if (lead.kind === 'sell-my-car') {
    const own: AdfVehicle = {
      interest: car ? 'trade-in' : 'sell',
      status: 'used',
      year: num(f.year),
      make: str(f.make),
      model: str(f.model),
      odometer: num(f.odometer),
      comments: str(f.rego) && `Rego ${str(f.rego)}`,
    }
    return car ? [{ ...wanted, interest: 'buy' }, own] : [own]
  }
  if (lead.kind === 'valuation') {
    // Trade-in valuation: the shopper's car, "sell" from /sell-my-car, else "trade-in";
    // the car being bought (car_id) first, interest "buy".
    const v = lead.valuation
    const offer = num(v?.offer_price)
    const told = [
      str(f.rego) && `Rego ${str(f.rego)}${str(f.regoState) ? ` (${str(f.regoState)})` : ''}`,
      str(f.variant) && `Variant ${str(f.variant)}`,
      offer !== undefined ? `Online offer $${offer.toLocaleString('en-AU')}${v?.accepted === true ? ' (accepted)' : ''}` : str(v?.message),
    ].filter(Boolean).join('; ')
    const own: AdfVehicle = {
      interest: str(v?.mode) === 'sell' ? 'sell' : 'trade-in',
      status: 'used',
      year: num(f.year),
      make: str(f.make),
      model: str(f.model),
      odometer: num(f.odometer),
      price: offer,
      comments: told || undefined,
    }
    return car ? [{ ...wanted, interest: 'buy' }, own] : [own]
  }
  if (lead.kind === 'finance') return [{ ...wanted, budget: num(f.vehiclePriceBudget) }]
  if (lead.kind === 'service') {
    const told = [str(f.vehicle) && `Service vehicle: ${str(f.vehicle)}`, str(f.rego) && `Rego ${str(f.rego)}`].filter(Boolean).join('; ')
    return [{ ...wanted, comments: told || undefined }]
  }
  return [wanted]
}

export function toAdfInput(lead: LeadView, providerName = 'Dealer Platform'): AdfInput {
  const f = lead.fields
  const bookingDate = bookingDateText(lead, f.booking_date)
  const comments = [
    str(f.message),
    str(f.photos_request),
    bookingDate && `Test Drive Booking Date: ${bookingDate}`,
    lead.additionalServices.length ? `Additional services: ${lead.additionalServices.join(', ')}` : undefined,
    ...leadSourceLines(lead.touches),
  ]
    .filter(Boolean)
    .join('\n')
  return {
    leadId: lead.id,
    requestDate: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    customer: { firstName: lead.name, lastName: str(f.last_name), email: lead.email, phone: lead.phone, postcode: str(f.postcode), comments },
    vehicles: adfVehicles(lead),
    // The vendor's contact (the DTD requires one): the location's (else the dealership's) name, its
    // phone and the first address the dealer's leads go to.
    vendor: {
      name: lead.dealership?.name || lead.site.name,
      contactName: lead.location?.name,
      phone: lead.location?.phone ?? lead.dealership?.phone,
      email: leadRecipients(lead)[0],
    },
    // The CRM's lead source: the website, and the channel the shopper came from when tracked.
    provider: { name: `${providerName} (${lead.site.name})${lead.leadSource ? `: ${lead.leadSource}` : ''}`, service: lead.category, url: lead.pageUrl },
  }
}
