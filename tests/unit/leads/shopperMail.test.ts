import { describe, expect, it } from 'vitest'
import { carTitle, cleanEmail, dealerContact, shopperFrom } from '@/mail/shopperMail'
import { buildLeadConfirmation } from '@/leads/delivery/confirmationMail'

describe('shopperFrom (issue 18: mail to shoppers speaks as the dealer)', () => {
  it("is the site's name at the site's sender address", () => {
    expect(shopperFrom({ name: 'Sunshine Toyota', settings: { senderEmail: 'hello@sunshinetoyota.com.au' } }, 'leads@platform.test')).toEqual({
      name: 'Sunshine Toyota',
      address: 'hello@sunshinetoyota.com.au',
    })
  })

  it("falls back to the platform address (MAIL_FROM) when the site sets none or an invalid one", () => {
    expect(shopperFrom({ name: 'Harbour Mazda', settings: {} }, 'leads@platform.test')).toEqual({ name: 'Harbour Mazda', address: 'leads@platform.test' })
    expect(shopperFrom({ name: 'Harbour Mazda', settings: { senderEmail: 'not an address' } }, 'leads@platform.test').address).toBe('leads@platform.test')
  })

  it('keeps the display name to one header-safe line', () => {
    expect(shopperFrom({ name: 'Evil "Dealer"\r\nBcc: x@y.z <a>' }, 'a@b.test').name).toBe('Evil Dealer Bcc: x@y.z a')
    expect(shopperFrom({ name: '  ' }, 'a@b.test').name).toBe('Website')
  })
})

describe('dealerContact', () => {
  const site = { name: 'Sunshine Toyota', phone: '07 5400 0000', email: 'info@sunshine.test' }
  const dealership = { name: 'Sunshine Toyota Noosa', phone: '07 5400 9999' }

  it("replies to the lead's location and gives its phone", () => {
    expect(dealerContact({ site, dealership, location: { name: 'Noosa Sales', phone: '07 5400 1234', email: 'sales@noosa.test' } })).toEqual({
      name: 'Sunshine Toyota Noosa',
      locationName: 'Noosa Sales',
      phone: '07 5400 1234',
      replyTo: 'sales@noosa.test',
    })
  })

  it("falls back to the dealership's phone, its other locations' e-mail, then the site's", () => {
    expect(dealerContact({ site, dealership, location: null, dealershipLocations: [{ name: 'A' }, { name: 'B', email: 'b@noosa.test', phone: '07 1111 1111' }] })).toEqual({
      name: 'Sunshine Toyota Noosa',
      phone: '07 5400 9999',
      replyTo: 'b@noosa.test',
    })
    expect(dealerContact({ site, dealership: null })).toEqual({ name: 'Sunshine Toyota', phone: '07 5400 0000', replyTo: 'info@sunshine.test' })
    expect(dealerContact({ site: { name: 'X' } })).toEqual({ name: 'X', phone: undefined, replyTo: undefined })
  })
})

describe('buildLeadConfirmation', () => {
  const dealer = { name: 'Sunshine Toyota', phone: '07 5400 1234', replyTo: 'sales@sunshine.test' }

  it('names the car (year make model), the dealership and its phone number', () => {
    const mail = buildLeadConfirmation({ kind: 'test-drive', shopperName: 'Jane Citizen', siteName: 'Sunshine Toyota', car: { year: 2021, make: 'Toyota', model: 'Corolla', name: '2021 Toyota Corolla Ascent Sport' }, dealer })
    expect(mail.subject).toBe('We have received your request to test drive the 2021 Toyota Corolla - Sunshine Toyota')
    expect(mail.text).toContain('Hi Jane,')
    expect(mail.text).toContain('Thank you for your request to test drive the 2021 Toyota Corolla. Sunshine Toyota has received it')
    expect(mail.text).toContain('call Sunshine Toyota on 07 5400 1234')
    expect(mail.html).toMatch(/<a href="tel:0754001234"[^>]*>07 5400 1234<\/a>/)
  })

  it('words each lead form and leaves the car out when none is attached', () => {
    expect(buildLeadConfirmation({ kind: 'request-photos', siteName: 'S', car: { year: 2020, make: 'Mazda', model: 'CX-5' }, dealer }).subject).toBe(
      'We have received your request for more photos of the 2020 Mazda CX-5 - Sunshine Toyota',
    )
    expect(buildLeadConfirmation({ kind: 'test-drive', siteName: 'S', dealer }).subject).toBe('We have received your test drive request - Sunshine Toyota')
    expect(buildLeadConfirmation({ kind: 'enquiry', siteName: 'S', car: { year: 2020, make: 'Mazda', model: 'CX-5' }, dealer }).subject).toBe('We have received your enquiry about the 2020 Mazda CX-5 - Sunshine Toyota')
    const enquiry = buildLeadConfirmation({ kind: 'enquiry', siteName: 'S', dealer: { name: 'Sunshine Toyota' } })
    expect(enquiry.subject).toBe('We have received your enquiry - Sunshine Toyota')
    expect(enquiry.text).toContain('Hi there,')
    expect(enquiry.text).not.toContain('call')
  })

  it('escapes shopper and dealer text in the HTML part', () => {
    const mail = buildLeadConfirmation({ kind: 'enquiry', shopperName: '<img src=x onerror=alert(1)>', siteName: 'S', dealer: { name: 'A & B <Motors>' } })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('A &amp; B &lt;Motors&gt;')
  })

  it('builds the car title from year make model, else the name', () => {
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Corolla' })).toBe('2021 Toyota Corolla')
    expect(carTitle({ name: 'Jayco Starcraft' })).toBe('Jayco Starcraft')
    expect(carTitle(undefined)).toBeUndefined()
  })

  it('accepts only real addresses', () => {
    expect(cleanEmail(' a@b.test ')).toBe('a@b.test')
    expect(cleanEmail('a@b')).toBeUndefined()
    expect(cleanEmail('x <a@b.test>')).toBeUndefined()
  })
})
