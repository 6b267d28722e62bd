/**
 * A lead with its site, dealership, location and car, as delivery needs it (pure mapping from the
 * stored documents; no I/O). Shared by the e-mail, ADF and webhook builders.
 */
import type { AdfInput, AdfInterest } from './adf'
import { adfVehicleStatus } from './adf'
import type { Lead } from '@/payload-types'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' ? (v as Obj) : null)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined)
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
  optIn: boolean
  additionalServices: string[]
  pageUrl?: string
  /** Stored photo files (sell my car), by file name under the lead-photos folder. */
  photos: { filename: string }[]
  site: { name: string; slug?: string }
  dealership?: { name: string; phone?: string; leadEmails: string[]; crmEmail?: string; webhookUrl?: string; webhookSecret?: string }
  location?: { name: string; phone?: string; leadEmails: string[] }
  vehicle?: { id: string; name?: string; year?: number; make?: string; model?: string; vin?: string; stocknum?: string; price?: number; carType?: string }
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
    optIn: doc.opt_in !== false,
    additionalServices: Array.isArray(doc.additional_services) ? doc.additional_services.map(String) : [],
    pageUrl: str(doc.page_url),
    photos: Array.isArray(doc.photos)
      ? doc.photos.map((p) => str(obj(p)?.filename)).filter((f): f is string => Boolean(f)).map((filename) => ({ filename }))
      : [],
    site: { name: str(site?.name) ?? 'Website', slug: str(site?.slug) },
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
    vehicle: vehicle
      ? {
          id: String(vehicle.id),
          name: str(vehicle.name),
          year: num(vehicle.year),
          make: str(vehicle.make),
          model: str(vehicle.model),
          vin: str(vehicle.vin),
          stocknum: str(vehicle.stocknum),
          price: num(vehicle.price),
          carType: str(vehicle.car_type),
        }
      : undefined,
  }
}

/** The location's own lead addresses, else the dealership's. */
export function leadRecipients(lead: LeadView): string[] {
  if (lead.location && lead.location.leadEmails.length > 0) return lead.location.leadEmails
  return lead.dealership?.leadEmails ?? []
}

const INTEREST: Record<string, AdfInterest> = { 'test-drive': 'test-drive', 'sell-my-car': 'sell' }

export function toAdfInput(lead: LeadView, providerName = 'Dealer Platform'): AdfInput {
  const f = lead.fields
  const ownCar = lead.kind === 'sell-my-car'
  const comments = [str(f.message), str(f.photos_request), str(f.booking_date) && `Test Drive Booking Date: ${str(f.booking_date)}`, lead.additionalServices.length ? `Additional services: ${lead.additionalServices.join(', ')}` : undefined]
    .filter(Boolean)
    .join('\n')
  return {
    leadId: lead.id,
    requestDate: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    interest: INTEREST[lead.kind] ?? 'buy',
    customer: { firstName: lead.name, lastName: str(f.last_name), email: lead.email, phone: lead.phone, postcode: str(f.postcode), comments },
    vehicle: ownCar
      ? { status: 'used', year: num(f.year), make: str(f.make), model: str(f.model), odometer: num(f.odometer), comments: str(f.rego) && `Rego ${str(f.rego)}` }
      : lead.vehicle
        ? {
            status: adfVehicleStatus(lead.vehicle.carType),
            year: lead.vehicle.year,
            make: lead.vehicle.make,
            model: lead.vehicle.model,
            vin: lead.vehicle.vin,
            stock: lead.vehicle.stocknum,
            price: lead.vehicle.price,
          }
        : undefined,
    vendor: { name: lead.dealership?.name || lead.site.name, contactName: lead.location?.name, phone: lead.location?.phone ?? lead.dealership?.phone },
    provider: { name: `${providerName} (${lead.site.name})`, service: lead.category, url: lead.pageUrl },
  }
}
