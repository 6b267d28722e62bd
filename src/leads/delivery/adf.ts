/**
 * ADF 1.0 (Auto-lead Data Format) XML for dealer CRMs: one <prospect> with
 * requestdate, the vehicles (year, make, model, VIN, stock, price), the customer's contact, the
 * vendor (dealership) and the provider (the website). Pure: everything it needs is passed in.
 * Every value is XML-escaped, so a shopper's "<script>" arrives as text.
 *
 * Every document is valid against the ADF 1.0 DTD (tests/fixtures/adf-1.0.dtd, checked in
 * tests/unit/leads/adfDtd.test.ts), because CRMs that validate reject anything else:
 * - `prospect` has `vehicle+`: a lead always carries at least one vehicle (an empty "buy" one when
 *   the caller knows nothing), and a vehicle always has `year`, `make` and `model` (empty when unknown);
 * - `address` needs `street+`: it is written only with a street; a postcode alone goes into the
 *   customer's comments;
 * - `vendor` needs a `contact` and every `contact` needs `name+` and an e-mail or phone: the
 *   vendor's contact is always written (its name, else the vendor's name), and a contact with
 *   neither e-mail nor phone gets an empty `<phone/>` rather than none.
 */
import { escapeXml } from '@/lib/xml'

/** The DTD's values of vehicle@interest. */
export type AdfInterest = 'buy' | 'sell' | 'test-drive' | 'trade-in' | 'lease'

export type AdfVehicle = {
  interest: AdfInterest
  status?: 'new' | 'used'
  year?: number
  make?: string
  model?: string
  vin?: string
  stock?: string
  price?: number
  odometer?: number
  /** The shopper's budget (finance enquiry): written as finance/amount with limit "maximum". */
  budget?: number
  comments?: string
}

export type AdfInput = {
  leadId: string
  requestDate: Date
  category: string
  subcategory?: string | null
  customer: {
    firstName: string
    lastName?: string
    email: string
    phone: string
    /** Only with a street is an <address> written (the DTD requires street+). */
    street?: string
    city?: string
    postcode?: string
    comments?: string
  }
  /** In order; at least one is written even when this is empty. */
  vehicles: AdfVehicle[]
  vendor: { name: string; contactName?: string; phone?: string; email?: string; url?: string }
  provider: { name: string; service?: string; url?: string; email?: string }
}

const el = (name: string, value: unknown, attrs: Record<string, string> = {}): string => {
  if (value === undefined || value === null || value === '') return ''
  return required(name, value, attrs)
}

/** An element the DTD requires: written even when empty. */
const required = (name: string, value: unknown, attrs: Record<string, string> = {}): string => {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  return `<${name}${a}>${escapeXml(value ?? '')}</${name}>`
}

const known = (value: string | undefined | null): value is string => typeof value === 'string' && value.trim() !== ''

/** ADF's requestdate: ISO 8601 with an explicit offset. */
export function adfDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

/** "demo" cars are new-vehicle stock in ADF's vocabulary (status is new or used). */
export function adfVehicleStatus(carType: string | null | undefined): 'new' | 'used' | undefined {
  if (carType === 'used') return 'used'
  if (carType === 'new' || carType === 'demo') return 'new'
  return undefined
}

/** contact (name+, ((email, phone*) | phone+), address?): always valid, whatever is known. */
function contact(o: { names: string; email?: string; phones: string; address?: string; primary?: boolean }): string {
  const reach = known(o.email) ? required('email', o.email) + o.phones : o.phones || required('phone', '')
  return `<contact${o.primary ? ' primarycontact="1"' : ''}>${o.names}${reach}${o.address ?? ''}</contact>`
}

function vehicleXml(v: AdfVehicle): string {
  return (
    `<vehicle interest="${escapeXml(v.interest)}"${v.status ? ` status="${v.status}"` : ''}>` +
    required('year', v.year) +
    required('make', v.make) +
    required('model', v.model) +
    el('vin', v.vin) +
    el('stock', v.stock) +
    (v.odometer !== undefined ? el('odometer', v.odometer, { status: 'original', units: 'km' }) : '') +
    (v.price !== undefined ? el('price', v.price, { type: 'asking', currency: 'AUD' }) : '') +
    (v.budget !== undefined
      ? `<finance>${el('method', 'finance')}${el('amount', v.budget, { type: 'total', limit: 'maximum', currency: 'AUD' })}</finance>`
      : '') +
    el('comments', v.comments) +
    '</vehicle>'
  )
}

export function buildAdf(input: AdfInput): string {
  const { customer, vendor, provider } = input
  const names = customer.lastName
    ? el('name', customer.firstName, { part: 'first' }) + el('name', customer.lastName, { part: 'last' })
    : required('name', customer.firstName, { part: 'full' })
  const address = known(customer.street)
    ? `<address>${el('street', customer.street, { line: '1' })}${el('city', customer.city)}${el('postalcode', customer.postcode)}${el('country', 'AU')}</address>`
    : ''
  const postcodeNote = !address && known(customer.postcode) ? `Postcode: ${customer.postcode}` : undefined
  const vehicles = input.vehicles.length > 0 ? input.vehicles : [{ interest: 'buy' as const }]
  const comments = [input.category, input.subcategory, postcodeNote, customer.comments].filter(Boolean).join(' | ')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<?adf version="1.0"?>\n' +
    '<adf><prospect status="new">' +
    el('id', input.leadId, { sequence: '1', source: provider.name }) +
    required('requestdate', adfDate(input.requestDate)) +
    vehicles.map(vehicleXml).join('') +
    '<customer>' +
    contact({ names, email: customer.email, phones: el('phone', customer.phone, { type: 'voice' }), address, primary: true }) +
    el('comments', comments) +
    '</customer>' +
    '<vendor>' +
    required('vendorname', vendor.name) +
    el('url', vendor.url) +
    contact({ names: required('name', known(vendor.contactName) ? vendor.contactName : vendor.name, { part: 'full', type: 'business' }), email: vendor.email, phones: el('phone', vendor.phone) }) +
    '</vendor>' +
    '<provider>' +
    required('name', provider.name, { part: 'full' }) +
    el('service', provider.service) +
    el('url', provider.url) +
    el('email', provider.email) +
    '</provider>' +
    '</prospect></adf>\n'
  )
}
