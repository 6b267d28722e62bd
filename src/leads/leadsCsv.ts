/** Leads as CSV (pure): quoted cells, and a leading ' on cells a spreadsheet would run as a formula. */
import type { Lead } from '@/payload-types'
import { isRecord } from '@/lib/guards'

type Obj = Record<string, unknown>

export const LEAD_CSV_COLUMNS = [
  'id', 'createdAt', 'kind', 'category', 'subcategory', 'name', 'email', 'phone', 'dealership', 'location', 'vehicle',
  'opt_in', 'additional_services', 'message', 'page_url', 'lead_source', 'delivery_status', 'last_error',
] as const

export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

const label = (v: unknown) => (isRecord(v) ? (v.name ?? v.id) : v)
/** A deleted car's snapshot kept on the lead, e.g. "2021 Ford Ranger XLT (deleted, stock A123)". */
const snapshotLabel = (v: unknown) => {
  const s = isRecord(v) ? v : null
  if (!s || s.car_id == null) return undefined
  return `${String(s.name ?? s.car_id)} (deleted${s.stocknum ? `, stock ${String(s.stocknum)}` : ''})`
}

export function leadCsvRow(lead: Lead | Obj): string {
  const doc: Obj = { ...lead }
  const fields = isRecord(doc.fields) ? doc.fields : {}
  const row: Record<(typeof LEAD_CSV_COLUMNS)[number], unknown> = {
    id: doc.id,
    createdAt: doc.createdAt,
    kind: doc.kind,
    category: doc.category,
    subcategory: doc.subcategory,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    dealership: label(doc.dealership),
    location: label(doc.location),
    vehicle: label(doc.vehicle) ?? snapshotLabel(doc.vehicle_snapshot),
    opt_in: doc.opt_in ? 'yes' : 'no',
    additional_services: doc.additional_services,
    message: fields.message,
    page_url: doc.page_url,
    // Where the shopper came from (issue 35 §4): "Google Ads", "Organic search", ...
    lead_source: doc.lead_source,
    delivery_status: doc.delivery_status,
    last_error: doc.last_error,
  }
  return LEAD_CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')
}

export const leadCsvHeader = () => LEAD_CSV_COLUMNS.join(',')
