/**
 * ADF 1.0 (Auto-lead Data Format) XML for dealer CRMs (issue 10 "Delivery"): one <prospect> with
 * requestdate, the vehicle (year, make, model, VIN, stock, price), the customer's contact, the
 * vendor (dealership) and the provider (the website). Pure: everything it needs is passed in.
 * Every value is XML-escaped, so a shopper's "<script>" arrives as text.
 */
import { escapeXml } from './xml'

export type AdfInterest = 'buy' | 'sell' | 'test-drive' | 'trade-in' | 'lease'

export type AdfInput = {
  leadId: string
  requestDate: Date
  category: string
  subcategory?: string | null
  interest: AdfInterest
  customer: { firstName: string; lastName?: string; email: string; phone: string; postcode?: string; comments?: string }
  vehicle?: {
    status?: 'new' | 'used'
    year?: number
    make?: string
    model?: string
    vin?: string
    stock?: string
    price?: number
    odometer?: number
    comments?: string
  }
  vendor: { name: string; contactName?: string; phone?: string; email?: string }
  provider: { name: string; service?: string; url?: string; email?: string }
}

const el = (name: string, value: unknown, attrs: Record<string, string> = {}): string => {
  if (value === undefined || value === null || value === '') return ''
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  return `<${name}${a}>${escapeXml(value)}</${name}>`
}

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

export function buildAdf(input: AdfInput): string {
  const { customer, vehicle, vendor, provider } = input
  const names = customer.lastName
    ? el('name', customer.firstName, { part: 'first' }) + el('name', customer.lastName, { part: 'last' })
    : el('name', customer.firstName, { part: 'full' })
  const address = customer.postcode ? `<address>${el('postalcode', customer.postcode)}${el('country', 'AU')}</address>` : ''
  const vehicleXml = vehicle
    ? `<vehicle interest="${escapeXml(input.interest)}"${vehicle.status ? ` status="${vehicle.status}"` : ''}>` +
      el('year', vehicle.year) +
      el('make', vehicle.make) +
      el('model', vehicle.model) +
      el('vin', vehicle.vin) +
      el('stock', vehicle.stock) +
      (vehicle.odometer !== undefined ? el('odometer', vehicle.odometer, { status: 'original', units: 'km' }) : '') +
      (vehicle.price !== undefined ? el('price', vehicle.price, { type: 'asking', currency: 'AUD' }) : '') +
      el('comments', vehicle.comments) +
      '</vehicle>'
    : ''
  const comments = [input.category, input.subcategory, customer.comments].filter(Boolean).join(' | ')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<?adf version="1.0"?>\n' +
    '<adf><prospect status="new">' +
    el('id', input.leadId, { sequence: '1', source: provider.name }) +
    el('requestdate', adfDate(input.requestDate)) +
    vehicleXml +
    '<customer><contact primarycontact="1">' +
    names +
    el('email', customer.email) +
    el('phone', customer.phone, { type: 'voice' }) +
    address +
    '</contact>' +
    el('comments', comments) +
    '</customer>' +
    '<vendor>' +
    el('vendorname', vendor.name) +
    (vendor.contactName || vendor.phone || vendor.email
      ? `<contact>${el('name', vendor.contactName || vendor.name, { part: 'full' })}${el('email', vendor.email)}${el('phone', vendor.phone)}</contact>`
      : '') +
    '</vendor>' +
    '<provider>' +
    el('name', provider.name, { part: 'full' }) +
    el('service', provider.service) +
    el('url', provider.url) +
    el('email', provider.email) +
    '</provider>' +
    '</prospect></adf>\n'
  )
}
