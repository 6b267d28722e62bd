import { describe, expect, it } from 'vitest'
import { buildLeadMail } from '@/leads/delivery/leadMail'
import { leadRecipients, toAdfInput, toLeadView } from '@/leads/delivery/leadView'
import { csvCell, leadCsvHeader, leadCsvRow } from '@/leads/leadsCsv'
import { webhookSignature } from '@/leads/delivery/channelSend'
import crypto from 'node:crypto'

const doc = {
  id: 7,
  kind: 'enquiry',
  category: 'General Enquiry',
  subcategory: 'Career Enquiry',
  createdAt: '2026-11-23T00:00:00.000Z',
  name: 'Jane <img src=x onerror=alert(1)>',
  email: 'jane@example.com',
  phone: '0412345678',
  fields: { message: '<script>alert(1)</script>\nSecond line', rego: 'ABC123', opt_in: true, check_options: { 'Tint (check_option)': true } },
  opt_in: true,
  additional_services: ['Tint'],
  site: { id: 1, name: 'Sunshine Toyota', slug: 'sunshine-toyota' },
  dealership: { id: 2, name: 'Sunshine Toyota', leadEmails: [{ email: 'sales@sunshine.test' }], crmEmail: 'crm@sunshine.test' },
  location: { id: 3, name: 'Service Centre', leadEmails: [{ email: 'service@sunshine.test' }] },
  vehicle: { id: 4, name: '2021 Toyota Corolla', year: 2021, make: 'Toyota', model: 'Corolla', stocknum: 'U1', car_type: 'demo', price: 30000 },
}

describe('lead e-mail', () => {
  it('escapes shopper text in the HTML part and keeps it as typed in the text part', () => {
    const mail = buildLeadMail(toLeadView(doc))
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.text).toContain('Message: <script>alert(1)</script>')
    expect(mail.text).toContain('Rego: ABC123')
    expect(mail.text).toContain('Additional services: Tint')
  })
  it('has a one-line subject naming the site, the category and the car', () => {
    const subject = buildLeadMail(toLeadView({ ...doc, name: 'Jane\r\nBcc: evil@example.com' })).subject
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toContain('Sunshine Toyota: Career Enquiry from Jane')
    expect(subject).toContain('2021 Toyota Corolla')
  })
  it("goes to the location's addresses when it has some, else the dealership's", () => {
    expect(leadRecipients(toLeadView(doc))).toEqual(['service@sunshine.test'])
    expect(leadRecipients(toLeadView({ ...doc, location: { id: 3, name: 'x', leadEmails: [] } }))).toEqual(['sales@sunshine.test'])
    expect(leadRecipients(toLeadView({ ...doc, dealership: null, location: null }))).toEqual([])
  })
  it('maps the car to ADF (demo is new stock)', () => {
    expect(toAdfInput(toLeadView(doc)).vehicles).toMatchObject([{ interest: 'buy', status: 'new', make: 'Toyota', stock: 'U1', price: 30000 }])
    const sell = toAdfInput(toLeadView({ ...doc, kind: 'sell-my-car', fields: { make: 'Mazda', model: 'CX-5', year: 2018, odometer: 85000 } }))
    // With a stock car on the lead the shopper's car is a trade-in against it (issue 19).
    expect(sell.vehicles).toMatchObject([{ interest: 'buy', stock: 'U1' }, { interest: 'trade-in', status: 'used', make: 'Mazda', odometer: 85000 }])
    const sellOnly = toAdfInput(toLeadView({ ...doc, vehicle: null, kind: 'sell-my-car', fields: { make: 'Mazda', model: 'CX-5', year: 2018, odometer: 85000 } }))
    expect(sellOnly.vehicles).toMatchObject([{ interest: 'sell', status: 'used', make: 'Mazda', odometer: 85000 }])
  })
})

describe('CSV export and webhook signature', () => {
  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+61 412')).toBe("'+61 412")
    expect(leadCsvRow(doc).split(',')[0]).toBe('7')
  })
  it('has a lead_source column with where the lead came from (issue 35 §4)', () => {
    const header = leadCsvHeader().split(',')
    const row = leadCsvRow({ ...doc, lead_source: 'Google Ads' }).split(',')
    expect(row[header.indexOf('lead_source')]).toBe('Google Ads')
  })
  it('signs the body with HMAC-SHA256 of the secret', () => {
    const expected = crypto.createHmac('sha256', 'k').update('{"a":1}').digest('hex')
    expect(webhookSignature('k', '{"a":1}')).toBe(`sha256=${expected}`)
  })
})

describe("a test drive's chosen time for the dealer (issue 32)", () => {
  const testDrive = (location: Record<string, unknown>, bookingDate: string) =>
    toLeadView({ ...doc, kind: 'test-drive', category: 'Test Drive', subcategory: undefined, fields: { booking_date: bookingDate }, site: { ...doc.site, defaultState: 'qld' }, location: { ...doc.location, ...location } })

  it("is in words in the location's zone in the e-mail and the ADF comments, never the raw value", () => {
    const lead = testDrive({ address: { state: 'nsw' } }, '2026-11-29T10:00')
    const mail = buildLeadMail(lead)
    expect(mail.text).toContain('Test Drive Booking Date: Sunday 29 November 2026 at 10:00 am (AEDT)')
    expect(mail.text).not.toContain('2026-11-29T10:00')
    expect(toAdfInput(lead).customer.comments).toContain('Test Drive Booking Date: Sunday 29 November 2026 at 10:00 am (AEDT)')
  })
  it("follows the location's own zone, else the site's state", () => {
    expect(buildLeadMail(testDrive({ timeZone: 'Australia/Perth' }, '2026-11-29T10:00')).text).toContain('10:00 am (AWST)')
    expect(buildLeadMail(testDrive({}, '2026-11-29T10:00')).text).toContain('10:00 am (AEST)')
  })
  it('keeps a value that is not a time as the shopper sent it', () => {
    expect(buildLeadMail(testDrive({}, 'any weekday morning')).text).toContain('Test Drive Booking Date: any weekday morning')
  })
})
