/** Issue 32, "Mail a shopper can keep": the words and the branded HTML of each confirmation. */
import { describe, expect, it } from 'vitest'
import { buildLeadConfirmation, type ConfirmationInput } from '@/leads/delivery/confirmationMail'

const brand = { siteName: 'Sunshine Toyota', origin: 'https://www.sunshinetoyota.example', logoUrl: 'https://www.sunshinetoyota.example/api/media/file/logo.png', colour: '#c00000', textOnColour: '#ffffff' }
const car = { year: 2021, make: 'Toyota', model: 'Corolla' }
const mailCar = { price: '$24,990', photoUrl: 'https://www.sunshinetoyota.example/api/media/file/corolla.jpg', url: 'https://www.sunshinetoyota.example/cars/2021-toyota-corolla-stk1' }
const dealer = { name: 'Sunshine Toyota', locationName: 'Noosa', address: '1 Main Street, Noosa Heads QLD 4567', phone: '07 5400 1234', replyTo: 'sales@sunshine.test' }
const base: ConfirmationInput = { kind: 'enquiry', shopperName: 'Jane Citizen', siteName: 'Sunshine Toyota', car, dealer, brand, mailCar }

describe('a test drive confirmation', () => {
  it('repeats the chosen time in words', () => {
    const mail = buildLeadConfirmation({ ...base, kind: 'test-drive', testDriveWhen: 'Sunday 29 November 2026 at 10:00 am (AEST)' })
    expect(mail.text).toContain('Sunday 29 November 2026 at 10:00 am (AEST)')
    expect(mail.html).toContain('Sunday 29 November 2026 at 10:00 am (AEST)')
    expect(mail.text).toContain('will confirm the time with you')
  })
})

describe('a buy-online confirmation', () => {
  const mail = buildLeadConfirmation({
    ...base,
    kind: 'reservation',
    subcategory: 'Buy Online',
    receipt: ['Reference: R-1', 'Deposit for buying online paid: $500 AUD.'],
    purchaseChoices: ['Payment: Finance enquiry: our team contacts you with finance options', 'Handover: Pick up from the dealership', 'Trade-in: none'],
    invoice: ['Sunshine Toyota Pty Ltd', 'ABN 88 443 456 789', 'GST included: $45.45'],
  })
  it('has its own subject, not "We received your reservation"', () => {
    expect(mail.subject).toBe('Your online purchase of the 2021 Toyota Corolla: deposit received - Sunshine Toyota')
  })
  it('gives the chosen finance and pickup, the 48-hour money-back and 14-day return terms and the tax invoice', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Finance enquiry: our team contacts you with finance options')
      expect(part).toContain('Pick up from the dealership')
      expect(part).toContain('48-hour money-back guarantee')
      expect(part).toContain('14-day return policy')
      expect(part).toContain('at most 500 km driven;')
      expect(part).toContain('Tax invoice')
      expect(part).toContain('ABN 88 443 456 789')
    }
  })
  it('a reservation (not a purchase) leaves the purchase terms out', () => {
    const reserve = buildLeadConfirmation({ ...base, kind: 'reservation', subcategory: 'Reserve Online', receipt: ['Reference: R-2'], purchaseChoices: ['Payment: x'], invoice: ['Tax'] })
    expect(reserve.subject).toBe('Your reservation of the 2021 Toyota Corolla: deposit received - Sunshine Toyota')
    expect(reserve.text).not.toContain('money-back')
    expect(reserve.text).toContain('Tax invoice')
  })
})

describe('an accepted trade-in offer', () => {
  it('gives the amount, the car, what happens next and the terms', () => {
    const mail = buildLeadConfirmation({ ...base, kind: 'valuation', car: null, mailCar: undefined, tradeIn: { offer: '$18,500', car: '2018 Mazda 3 Maxx', details: ['Rego ABC123 (QLD)'], underFinance: true } })
    expect(mail.subject).toBe('Your trade-in offer of $18,500 for your 2018 Mazda 3 Maxx is accepted - Sunshine Toyota')
    expect(mail.text).toContain('What happens next')
    expect(mail.text).toContain('will call you to arrange a time to inspect your car')
    expect(mail.text).toContain('subject to an inspection of your car')
    expect(mail.text).toContain('Rego ABC123 (QLD)')
    expect(mail.text).toContain('under finance')
  })
})

describe('the branded HTML part', () => {
  const mail = buildLeadConfirmation(base)
  it("shows the site's logo on its colour, the car's photo, price and a link back, and the dealership's details", () => {
    expect(mail.html).toContain('<img src="https://www.sunshinetoyota.example/api/media/file/logo.png" alt="Sunshine Toyota"')
    expect(mail.html).toContain('background:#c00000')
    expect(mail.html).toContain('<img src="https://www.sunshinetoyota.example/api/media/file/corolla.jpg"')
    expect(mail.html).toContain('href="https://www.sunshinetoyota.example/cars/2021-toyota-corolla-stk1"')
    expect(mail.html).toContain('$24,990')
    expect(mail.html).toContain('1 Main Street, Noosa Heads QLD 4567')
    expect(mail.text).toContain('See the car: https://www.sunshinetoyota.example/cars/2021-toyota-corolla-stk1')
    expect(mail.text).toContain('1 Main Street, Noosa Heads QLD 4567')
  })
  it('uses inline styles only: no stylesheet, no script', () => {
    expect(mail.html).not.toMatch(/<style|<link|<script|class=/i)
  })
  it('leaves out relative links and images and an unsafe colour', () => {
    const odd = buildLeadConfirmation({ ...base, brand: { ...brand, logoUrl: '/logo.png', colour: 'red;background:url(x)' }, mailCar: { url: 'javascript:alert(1)', photoUrl: '//evil.example/x.png' } })
    expect(odd.html).not.toContain('javascript:')
    expect(odd.html).not.toContain('evil.example')
    expect(odd.html).not.toContain('/logo.png')
    expect(odd.html).not.toContain('url(x)')
    for (const [, url] of odd.html.matchAll(/(?:href|src)="([^"]+)"/g)) expect(url).toMatch(/^(https:\/\/|tel:)/)
  })
})
