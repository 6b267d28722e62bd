/**
 * Issue 32 "A group's cars show the switchboard": a multi-dealership group that shows location
 * numbers gives, for one car, the number of the location that holds it, and the car page (phone
 * reveal, sticky Call), the PDF, /success (the lead form's car) and the shopper's e-mail agree on it.
 */
import { describe, expect, it } from 'vitest'
import { carPhone } from '@/rules/phoneReveal'
import { vehicleView } from '@/vehicle/vehicleView'
import { pdfPlace } from '@/vehicle/carPdfService'
import { dealerContact } from '@/mail/shopperMail'
import type { Location, Site, Vehicle } from '@/payload-types'
import { site as fixtureSite, vehicle as fixtureVehicle } from '../../support/vehicleFixture'

const NOW = Date.UTC(2026, 10, 23)
const group = (shown: Array<'site' | 'location' | 'car'> | undefined): Site => ({
  ...fixtureSite,
  phone: '02 9555 0200',
  settings: { ...fixtureSite.settings, phoneNumbersShown: shown },
})
const sydney = { id: 11, name: 'Harbour Mazda Sydney', contact_detail: { phone: '02 9555 0210' }, address: { city: 'Camperdown', state: 'nsw', postcode: '2050' } } as unknown as Location
const brisbane = { id: 12, name: 'Harbour Ford Brisbane', contact_detail: { phone: '07 3555 0240' }, address: { city: 'Annerley', state: 'qld', postcode: '4103' } } as unknown as Location
const noPhoneYard = { id: 13, name: 'Yard', contact_detail: {}, address: { city: 'Auburn', state: 'nsw', postcode: '2144' } } as unknown as Location
const carAt = (location: Location, dealershipPhone: string | null = null): Vehicle => ({
  ...fixtureVehicle,
  location,
  dealership: { id: 5, name: 'Harbour Used Cars', slug: 'harbour-used-cars', phone: dealershipPhone } as never,
})

/** Every place that shows a number for this car. */
function numbers(vehicle: Vehicle, site: Site) {
  const view = vehicleView(vehicle, site, NOW)
  const location = vehicle.location as Location
  const mail = dealerContact({
    site,
    dealership: vehicle.dealership as never,
    location: { name: location.name, phone: location.contact_detail?.phone },
    carNumber: view.leadCar.phone,
  })
  return { page: view.phone, success: view.leadCar.phone ?? null, pdf: pdfPlace(site, vehicle).phone, mail: mail.phone ?? null }
}

describe('carPhone: the one number for a car', () => {
  it("gives the location's number when the site shows location numbers, else the site's", () => {
    expect(carPhone({ shown: ['location'], location: '02 9555 0210', dealership: '02 1', site: '02 9555 0200' })).toBe('02 9555 0210')
    expect(carPhone({ shown: ['site'], location: '02 9555 0210', site: '02 9555 0200' })).toBe('02 9555 0200')
    expect(carPhone({ shown: ['location'], location: '  ', dealership: '02 9555 0299', site: '02 9555 0200' })).toBe('02 9555 0299')
    expect(carPhone({ shown: ['location'], location: null, dealership: null, site: '02 9555 0200' })).toBeNull()
  })
})

describe('one number for one car on the page, /success, the PDF and the e-mail', () => {
  it("a group showing location numbers: a Sydney car gives Sydney's number, a Brisbane car Brisbane's (not the switchboard)", () => {
    const site = group(['location'])
    expect(numbers(carAt(sydney), site)).toEqual({ page: '02 9555 0210', success: '02 9555 0210', pdf: '02 9555 0210', mail: '02 9555 0210' })
    expect(numbers(carAt(brisbane), site)).toEqual({ page: '07 3555 0240', success: '07 3555 0240', pdf: '07 3555 0240', mail: '07 3555 0240' })
  })

  it("a site showing its own number: every place gives the site's number, the e-mail too", () => {
    expect(numbers(carAt(sydney), group(['site']))).toEqual({ page: '02 9555 0200', success: '02 9555 0200', pdf: '02 9555 0200', mail: '02 9555 0200' })
    expect(numbers(carAt(sydney), group(undefined))).toEqual({ page: '02 9555 0200', success: '02 9555 0200', pdf: '02 9555 0200', mail: '02 9555 0200' })
  })

  it("a location without a number: the dealership's, on the PDF as on the page", () => {
    expect(numbers(carAt(noPhoneYard, '02 9555 0299'), group(['location', 'site']))).toEqual({ page: '02 9555 0299', success: '02 9555 0299', pdf: '02 9555 0299', mail: '02 9555 0299' })
  })
})
