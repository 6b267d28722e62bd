/**
 * Issue 19 item 5: every ADF document validates against the ADF 1.0 DTD (a copy is kept in
 * tests/fixtures/adf-1.0.dtd), checked with libxml2's DTD validation (libxml2-wasm, no native build),
 * for every lead kind × with/without a car × with/without a postcode × with/without vendor contact.
 */
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { dtdErrors } from '../../support/adfDtd'
import { buildAdf } from '@/leads/delivery/adf'
import { toAdfInput, toLeadView } from '@/leads/delivery/leadView'
import { LEAD_FORM_KINDS, type LeadFormKind } from '@/forms/schemas'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, ignoreDeclaration: true, isArray: (name) => name === 'vehicle' })

/** What each form sends (src/forms/schemas.ts), the postcode only where the form has one. */
function formFields(kind: LeadFormKind, postcode: boolean): Record<string, unknown> {
  const pc = postcode ? { postcode: '4000' } : {}
  switch (kind) {
    case 'enquiry':
      return { message: 'Is it available?', ...pc }
    case 'contact':
      return { last_name: 'Citizen', message: 'Call me', ...pc }
    case 'test-drive':
      return { booking_date: '2026-12-01T10:00', ...pc }
    case 'request-photos':
      return { photos_request: 'Please send photos', ...pc }
    case 'service':
      return { vehicle: '2018 Mazda 3', rego: 'ABC123', services: ['Logbook service'], ...pc }
    case 'sell-my-car':
      return { rego: 'XYZ789', make: 'Holden', model: 'Commodore', year: 2015, odometer: 120000, ...pc }
    case 'finance':
      return { vehiclePriceBudget: 30000, car_type: 'used', ...pc }
  }
}

function lead(kind: LeadFormKind, o: { car: boolean; postcode: boolean; vendorContact: boolean }) {
  return {
    id: 7,
    kind,
    category: kind === 'sell-my-car' ? 'Sell My Car' : 'General Enquiry',
    createdAt: '2026-11-23T01:02:03.000Z',
    name: 'Jane',
    email: 'jane@example.com',
    phone: '0412345678',
    fields: formFields(kind, o.postcode),
    site: { name: 'Sunshine Toyota', slug: 'sunshine-toyota', manufacturerName: 'Toyota' },
    dealership: o.vendorContact
      ? { name: 'Sunshine Toyota Pty Ltd', phone: '07 3000 0000', leadEmails: [{ email: 'sales@sunshine.example' }] }
      : { name: 'Sunshine Toyota Pty Ltd', leadEmails: [] },
    location: o.vendorContact ? { name: 'Sunshine Toyota Brisbane', contact_detail: { phone: '07 3000 0001' }, leadEmails: [] } : undefined,
    vehicle: o.car ? { id: 9, name: '2019 Toyota Corolla', year: 2019, make: 'Toyota', model: 'Corolla', vin: 'JTDBR32E720123456', stocknum: 'U1234', price: 24990, car_type: 'used' } : undefined,
    page_url: 'http://sunshine-toyota.localhost/cars/x',
  }
}

const MATRIX = LEAD_FORM_KINDS.flatMap((kind) =>
  [true, false].flatMap((car) => [true, false].flatMap((postcode) => [true, false].map((vendorContact) => ({ kind, car, postcode, vendorContact })))),
)

describe('ADF 1.0 documents validate against the DTD', () => {
  it.each(MATRIX)('$kind, car $car, postcode $postcode, vendor contact $vendorContact', async (c) => {
    const xml = buildAdf(toAdfInput(toLeadView(lead(c.kind, c))))
    expect(await dtdErrors(xml)).toEqual([])
  })

  it('the validator does reject an invalid document (prospect without vehicle)', async () => {
    const xml =
      '<?xml version="1.0"?><adf><prospect><requestdate>x</requestdate><customer><contact><name>a</name><phone>1</phone></contact></customer>' +
      '<vendor><vendorname>v</vendorname><contact><name>v</name><phone>1</phone></contact></vendor></prospect></adf>'
    expect((await dtdErrors(xml)).join('\n')).toMatch(/prospect/)
  })

  it('a lead without a car and a site without a make, a customer without phone or e-mail: still valid', async () => {
    const l = { ...lead('enquiry', { car: false, postcode: false, vendorContact: false }), site: { name: 'Outdoor World' }, dealership: undefined, email: '', phone: '', name: '' }
    expect(await dtdErrors(buildAdf(toAdfInput(toLeadView(l))))).toEqual([])
  })

  it('a lead whose car was deleted describes the car from its snapshot, still valid (issue 31 §6)', async () => {
    const snapshot = { car_id: 9, name: '2019 Toyota Corolla', year: 2019, make: 'Toyota', model: 'Corolla', vin: 'JTDBR32E720123456', stocknum: 'U1234', price: 24990, car_type: 'used', slug: 'x', deleted_at: '2026-12-06T10:00:00.000Z' }
    const l = { ...lead('enquiry', { car: false, postcode: true, vendorContact: true }), vehicle: null, vehicle_snapshot: snapshot }
    const xml = buildAdf(toAdfInput(toLeadView(l)))
    expect(await dtdErrors(xml)).toEqual([])
    expect(xml).toContain('<stock>U1234</stock>')
    expect(xml).toContain('<vin>JTDBR32E720123456</vin>')
    expect(xml).toContain('<model>Corolla</model>')
  })
})

describe('ADF carries where the lead came from (issue 35 §4)', () => {
  const touches = { first: { utm_source: 'google', gclid: 'G-1<&>', landing_path: '/', at: '2026-12-06T10:00:00.000Z' }, last: { landing_path: '/cars/x', at: '2026-12-06T10:05:00.000Z' } }

  it.each(LEAD_FORM_KINDS)('%s: the source is in the provider name and the customer comments, and the document stays valid', async (kind) => {
    const l = { ...lead(kind, { car: true, postcode: true, vendorContact: true }), lead_source: 'Google Ads', lead_touches: touches }
    const xml = buildAdf(toAdfInput(toLeadView(l)))
    expect(await dtdErrors(xml)).toEqual([])
    const p = parser.parse(xml).adf.prospect
    expect(p.provider.name['#text']).toBe('Dealer Platform (Sunshine Toyota): Google Ads')
    expect(p.customer.comments).toContain('Source: Google Ads')
    expect(p.customer.comments).toContain('First touch: Google Ads (utm_source=google, gclid)')
  })

  it('a lead without a kept source says nothing about one', () => {
    const p = parser.parse(buildAdf(toAdfInput(toLeadView(lead('enquiry', { car: false, postcode: false, vendorContact: true }))))).adf.prospect
    expect(p.provider.name['#text']).toBe('Dealer Platform (Sunshine Toyota)')
    expect(String(p.customer.comments)).not.toContain('Source:')
  })
})

describe('ADF vehicles follow the lead kind', () => {
  const vehicles = (kind: LeadFormKind, car: boolean) =>
    parser.parse(buildAdf(toAdfInput(toLeadView(lead(kind, { car, postcode: true, vendorContact: true }))))).adf.prospect.vehicle as Record<string, unknown>[]

  it('an enquiry without a car asks to buy the site’s make', () => {
    expect(vehicles('enquiry', false)).toMatchObject([{ '@interest': 'buy', make: 'Toyota' }])
  })
  it('a car enquiry describes the car to buy', () => {
    expect(vehicles('enquiry', true)).toMatchObject([{ '@interest': 'buy', '@status': 'used', year: '2019', make: 'Toyota', model: 'Corolla', stock: 'U1234' }])
  })
  it('a test drive is interest test-drive, with or without a car', () => {
    expect(vehicles('test-drive', true)).toMatchObject([{ '@interest': 'test-drive', model: 'Corolla' }])
    expect(vehicles('test-drive', false)).toMatchObject([{ '@interest': 'test-drive', make: 'Toyota' }])
  })
  it('sell my car describes the shopper’s car to sell; with a stock car it is a trade-in against that car', () => {
    expect(vehicles('sell-my-car', false)).toMatchObject([{ '@interest': 'sell', '@status': 'used', year: '2015', make: 'Holden', model: 'Commodore' }])
    expect(vehicles('sell-my-car', true)).toMatchObject([
      { '@interest': 'buy', model: 'Corolla' },
      { '@interest': 'trade-in', '@status': 'used', make: 'Holden', model: 'Commodore' },
    ])
  })
  it('a finance enquiry without a car: the site’s make, the wanted status and the budget as a maximum amount', () => {
    expect(vehicles('finance', false)).toMatchObject([
      { '@interest': 'buy', '@status': 'used', make: 'Toyota', finance: { method: 'finance', amount: { '#text': '30000', '@limit': 'maximum', '@currency': 'AUD' } } },
    ])
  })
  it('a service booking carries the shopper’s car as told (vehicle text and rego)', () => {
    expect(vehicles('service', false)[0]!.comments).toContain('2018 Mazda 3')
    expect(vehicles('service', false)[0]!.comments).toContain('ABC123')
  })
})
