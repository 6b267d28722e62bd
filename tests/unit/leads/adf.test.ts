import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { adfDate, adfVehicleStatus, buildAdf, type AdfInput } from '@/leads/delivery/adf'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, ignoreDeclaration: true, ignorePiTags: false })

const input: AdfInput = {
  leadId: '42',
  requestDate: new Date('2026-11-23T01:02:03.456Z'),
  category: 'General Enquiry',
  subcategory: 'Career Enquiry',
  customer: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '4000', comments: 'Is it <b>available</b> & "ready"?' },
  vehicles: [{ interest: 'buy', status: 'used', year: 2019, make: 'Toyota', model: 'Corolla', vin: 'JTDBR32E720123456', stock: 'U1234', price: 24990 }],
  vendor: { name: 'Sunshine Toyota', contactName: 'Sunshine Sales', phone: '07 3000 0000' },
  provider: { name: 'Dealer Platform', service: 'Website enquiry', url: 'http://sunshine-toyota.localhost/cars/x' },
}

describe('ADF 1.0 XML (parser round trip)', () => {
  it('has the ADF structure: prospect, requestdate, vehicle, customer contact, vendor, provider', () => {
    const xml = buildAdf(input)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    const doc = parser.parse(xml)
    const p = doc.adf.prospect
    expect(p['@status']).toBe('new')
    expect(p.id['#text']).toBe('42')
    expect(p.requestdate).toBe('2026-11-23T01:02:03+00:00')
    expect(p.vehicle).toMatchObject({ '@interest': 'buy', '@status': 'used', year: '2019', make: 'Toyota', model: 'Corolla', vin: 'JTDBR32E720123456', stock: 'U1234' })
    expect(p.vehicle.price).toMatchObject({ '#text': '24990', '@type': 'asking', '@currency': 'AUD' })
    expect(p.customer.contact.name).toEqual([
      { '#text': 'Jane', '@part': 'first' },
      { '#text': 'Citizen', '@part': 'last' },
    ])
    expect(p.customer.contact.email).toBe('jane@example.com')
    expect(p.customer.contact.phone['#text']).toBe('0412345678')
    // Issue 19: the DTD's address needs a street, so a postcode alone goes into the comments (was <address><postalcode>).
    expect(p.customer.contact.address).toBeUndefined()
    expect(p.customer.comments).toContain('Postcode: 4000')
    expect(p.vendor.vendorname).toBe('Sunshine Toyota')
    expect(p.vendor.contact).toMatchObject({ name: { '#text': 'Sunshine Sales' }, phone: '07 3000 0000' })
    expect(p.provider.name['#text']).toBe('Dealer Platform')
    expect(p.provider.url).toBe('http://sunshine-toyota.localhost/cars/x')
  })
  it('escapes markup so the shopper text comes back exactly as typed', () => {
    const evil = '</comments><script>alert("x")</script>&amp;'
    const xml = buildAdf({ ...input, customer: { ...input.customer, firstName: evil, lastName: undefined, comments: evil } })
    expect(xml).not.toContain('<script>')
    const p = parser.parse(xml).adf.prospect
    expect(p.customer.contact.name['#text']).toBe(evil)
    expect(p.customer.comments).toBe(`General Enquiry | Career Enquiry | Postcode: 4000 | ${evil}`)
  })
  it('drops characters XML cannot carry and leaves out absent values (the DTD-required ones stay, empty)', () => {
    const xml = buildAdf({ ...input, vehicles: [], customer: { ...input.customer, postcode: undefined, comments: 'a\u0000b\u001Fc' } })
    const p = parser.parse(xml).adf.prospect
    // Issue 19: prospect needs vehicle+ and vehicle needs year, make, model (was: no <vehicle> at all).
    expect(p.vehicle).toMatchObject({ '@interest': 'buy', year: '', make: '', model: '' })
    expect(p.vehicle.vin).toBeUndefined()
    expect(p.customer.comments).toBe('General Enquiry | Career Enquiry | abc')
  })
  it('maps car types to ADF status and formats dates', () => {
    expect(adfVehicleStatus('demo')).toBe('new')
    expect(adfVehicleStatus('used')).toBe('used')
    expect(adfVehicleStatus(undefined)).toBeUndefined()
    expect(adfDate(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05+00:00')
  })
})
