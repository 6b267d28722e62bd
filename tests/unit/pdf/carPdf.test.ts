import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PENDING_COMMENTS, carPdfContent, futureDate, pdfSpecs } from '@/vehicle/pdf/carPdfContent'
import { pdfSafeText, renderCarPdf } from '@/vehicle/pdf/renderCarPdf'
import { carPdfPath, downloadErrorMessage, pdfFileName } from '@/vehicle/pdf/download'
import { pdfPlace } from '@/vehicle/carPdfService'
import { toPdfJpeg } from '@/vehicle/pdf/mainPhoto'
import { pdfText, pdfTitle } from '../../support/pdfText'

const now = Date.UTC(2026, 10, 23)
const car = {
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  car_type: 'used',
  status: 'in_stock',
  price: 28990,
  before_price: 31990,
  km: 41250,
  stocknum: 'ST1',
  vin: 'null',
  colour: '',
  simple_transmission: 'Automatic',
  regplate: '123ABC',
  rego_expiry: '2027-03-12T00:00:00.000Z',
  dealercomments: 'One owner.|Full service history.||',
}
const options = { url: 'http://sunshine-toyota.localhost:3000/cars/corolla', siteName: 'Sunshine Toyota', place: { locationName: 'Sunshine Toyota Sales', address: '1 Main St, Brisbane, QLD 4000', phone: '07 3000 0000' }, now }

describe('car PDF content', () => {
  it('name, price as the card shows it with the "Was" line, comments split at |', () => {
    const c = carPdfContent(car, options)
    expect(c.title).toBe('2022 Toyota Corolla Ascent Sport')
    expect(c.price).toEqual({ text: '$28,990', wasLine: 'Was $31,990, now:' })
    expect(c.comments).toEqual(['One owner.', 'Full service history.'])
    expect(c.place.phone).toBe('07 3000 0000')
  })

  it('no price shows the no-price text; no comments show the pending text (SPEC.md §8)', () => {
    const c = carPdfContent({ ...car, price: 0, before_price: null, dealercomments: ' | ' }, { ...options, priceSettings: { noPriceText: 'Call us' } })
    expect(c.price).toEqual({ text: 'Call us', wasLine: null })
    expect(c.comments).toEqual([PENDING_COMMENTS])
  })

  it('spec rows with empty, null or "null" values are hidden; rego expiry only when in the future', () => {
    const specs = Object.fromEntries(pdfSpecs(car, now))
    expect(specs).toMatchObject({ Condition: 'Used', Odometer: '41,250 km', Transmission: 'Automatic', 'Stock number': 'ST1', Rego: '123ABC (Expires on 12/03/2027)' })
    expect(specs).not.toHaveProperty('VIN')
    expect(specs).not.toHaveProperty('Colour')
    expect(Object.fromEntries(pdfSpecs({ ...car, rego_expiry: '2025-01-01' }, now)).Rego).toBe('123ABC')
    expect(futureDate('not a date', now)).toBeNull()
  })

  it('caravan dimensions in metres (feet × 0.3048)', () => {
    const specs = Object.fromEntries(pdfSpecs({ item_type: 'caravan', caravan: { body_length: 20, body_width: 7.5, tare_weight: 2200, sleeps: 4 } }, now))
    expect(specs).toMatchObject({ Length: '6.10 m', Width: '2.29 m', 'Tare weight': '2,200 kg', Sleeps: '4' })
  })
})

describe('rendered PDF', () => {
  it('is a real PDF titled with the car name that says the name, price, specs, comments, location, phone and URL', async () => {
    const photo = await toPdfJpeg(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).webp().toBuffer())
    expect(photo?.subarray(0, 2).toString('hex')).toBe('ffd8') // JPEG
    const pdf = await renderCarPdf(carPdfContent(car, options), { photo, compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfTitle(pdf)).toBe('2022 Toyota Corolla Ascent Sport')
    const text = pdfText(pdf)
    for (const expected of ['2022 Toyota Corolla Ascent Sport', '$28,990', 'Was $31,990, now:', '41,250 km', 'One owner.', 'Full service history.', 'Sunshine Toyota Sales', 'Phone: 07 3000 0000', 'http://sunshine-toyota.localhost:3000/cars/corolla']) {
      expect(text).toContain(expected)
    }
    expect(pdf.toString('latin1')).toContain('/Subtype /Image')
  })

  it('text the standard fonts cannot draw is dropped, never an error', async () => {
    expect(pdfSafeText('Café – “great” 🚗 车')).toBe('Café – “great”  ')
    const pdf = await renderCarPdf(carPdfContent({ ...car, dealercomments: '🚗🚗 </script> 车' }, options), { photo: Buffer.from('not an image'), compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('an unreadable photo source converts to null', async () => {
    expect(await toPdfJpeg(Buffer.from('nope'))).toBeNull()
  })
})

describe('PDF download helpers', () => {
  it('{slug}.pdf at /cars/{slug}/pdf', () => {
    expect(carPdfPath('2022-toyota-corolla')).toBe('/cars/2022-toyota-corolla/pdf')
    expect(pdfFileName('2022-toyota-corolla')).toBe('2022-toyota-corolla.pdf')
    expect(pdfFileName('a"b\r\nc')).toBe('a-b-c.pdf')
    expect(pdfFileName('')).toBe('vehicle.pdf')
  })

  it('the alert says the server message, else a plain one (SPEC.md §8)', () => {
    expect(downloadErrorMessage(404, { message: 'This vehicle could not be found.' })).toBe('This vehicle could not be found.')
    expect(downloadErrorMessage(500, null)).toBe('The PDF could not be downloaded (error 500).')
  })

  it('phone: the location phone when the site shows it, else the site phone, else none', () => {
    const vehicle = { location: { name: 'Yard', contact_detail: { phone: '02 1111 1111' }, address: { city: 'Newcastle', state: 'nsw', postcode: '2300' } } }
    expect(pdfPlace({ phone: '1300 000 000', settings: { phoneNumbersShown: ['location', 'site'] } } as never, vehicle)).toEqual({
      locationName: 'Yard',
      address: 'Newcastle, NSW 2300',
      phone: '02 1111 1111',
    })
    expect(pdfPlace({ phone: '1300 000 000', settings: {} } as never, vehicle).phone).toBe('1300 000 000')
    expect(pdfPlace({ phone: null, settings: { phoneNumbersShown: ['site'] } } as never, vehicle).phone).toBeNull()
  })
})
