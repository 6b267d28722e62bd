import { describe, expect, it } from 'vitest'
import {
  addressLines,
  departmentHours,
  directionsUrl,
  locationPagePath,
  mapView,
  telHref,
  toOpeningHourEntries,
  todaysHours,
  type OpeningDay,
} from '@/rules/locationHours'
import type { Location } from '@/payload-types'
import { locationDoc } from '../../../support/docs'

type Days = OpeningDay[]
const weekdays = (open: string, close: string): Days =>
  (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'Open', open, close }))

const address: Location['address'] = { street: '1 Harbour Rd', city: 'Brisbane', state: 'qld', postcode: '4000', lat: -27.47, long: 153.02 }

const sales = locationDoc({
  id: 1,
  name: 'Harbour Ford Sales',
  slug: 'harbour-ford',
  location_type: 'sales',
  address,
  opening_hours: [{ department: 'sales', days: [...weekdays('08:30', '17:30'), { weekday: '6', status: 'Open', open: '09:00', close: '16:00' }] }],
})
const service = locationDoc({
  id: 2,
  name: 'Harbour Ford Service',
  slug: 'harbour-ford-service',
  location_type: 'service',
  address: { ...address, street: '1 Harbour Rd.' },
  opening_hours: [{ department: 'service', days: weekdays('07:30', '17:00') }],
})
const elsewhere = locationDoc({ id: 3, name: 'Parts', location_type: 'parts', address: { ...address, street: '9 Other St' } })

describe('departmentHours (SPEC.md §2: a department selector when one address hosts several departments)', () => {
  it('gives one department for a location alone', () => {
    const hours = departmentHours(sales)
    expect(hours.map((h) => h.department)).toEqual(['sales'])
    expect(hours[0]!.rows).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { label: 'Sat', hours: '9:00am - 4:00pm' },
      { label: 'Sun', hours: 'Closed' },
    ])
  })

  it('adds the departments of other locations at the same address', () => {
    const hours = departmentHours(sales, [sales, service, elsewhere])
    expect(hours.map((h) => [h.department, h.label, h.locationId])).toEqual([
      ['sales', 'Sales', '1'],
      ['service', 'Service', '2'],
    ])
    expect(hours[1]!.rows[0]).toEqual({ label: 'Mon-Fri', hours: '7:30am - 5:00pm' })
  })

  it('reads several departments stored on one location, in the order sales, service, parts', () => {
    const both = locationDoc({
      id: 5,
      name: 'Both',
      opening_hours: [
        { department: 'service', days: weekdays('07:00', '15:00') },
        { department: 'sales', days: weekdays('09:00', '17:00') },
      ],
    })
    expect(departmentHours(both).map((h) => h.department)).toEqual(['sales', 'service'])
  })

  it('gives nothing for a location with no stored hours', () => {
    expect(departmentHours(locationDoc({ id: 9, name: 'Empty' }))).toEqual([])
  })
})

describe('todaysHours', () => {
  it("uses the location's own department and its state's time zone", () => {
    // 2026-03-13 is a Friday in Brisbane; 2026-03-13T15:00Z is Saturday 1am in Brisbane.
    expect(todaysHours(sales, new Date('2026-03-13T01:00:00Z'))).toEqual({ label: 'Fri', hours: '8:30am - 5:30pm' })
    expect(todaysHours(sales, new Date('2026-03-13T15:00:00Z'))).toEqual({ label: 'Sat', hours: '9:00am - 4:00pm' })
    expect(todaysHours(sales, new Date('2026-03-15T01:00:00Z'))).toEqual({ label: 'Sun', hours: 'Closed' })
    expect(todaysHours(locationDoc({ id: 1, name: 'x' }), new Date())).toBeNull()
  })

  it("uses the location's own time zone over its state's", () => {
    // 2026-03-13T15:00Z is Saturday 1am in Brisbane but still Friday 11pm in Perth.
    const inPerth = { ...sales, timeZone: 'Australia/Perth' as const }
    expect(todaysHours(inPerth, new Date('2026-03-13T15:00:00Z'))).toEqual({ label: 'Fri', hours: '8:30am - 5:30pm' })
  })

  it('turns stored weekday text into numbers', () => {
    expect(toOpeningHourEntries([{ weekday: '3', status: 'Open' }])).toEqual([{ weekday: 3, status: 'Open' }])
    // A weekday outside '0'..'6' (bad imported data) is dropped rather than shown on a wrong day.
    expect(toOpeningHourEntries([{ weekday: 'x', status: 'Open' } as unknown as OpeningDay])).toEqual([])
  })
})

describe('location display helpers', () => {
  it('formats address lines, tel links and the page path', () => {
    expect(addressLines(address)).toEqual(['1 Harbour Rd', 'Brisbane QLD 4000'])
    expect(addressLines(undefined)).toEqual([])
    expect(telHref('(07) 3000 1234')).toBe('tel:0730001234')
    expect(telHref('+61 7 3000 1234')).toBe('tel:+61730001234')
    expect(telHref('')).toBeNull()
    expect(locationPagePath({ slug: 'harbour-ford' })).toBe('/contact-us/harbour-ford')
    expect(locationPagePath({ slug: '' })).toBeNull()
  })

  it('links Get Directions to place_url, else a maps search for the address', () => {
    expect(directionsUrl({ name: 'X', address: { ...address, place_url: 'https://maps.google.com/?cid=1' } })).toBe('https://maps.google.com/?cid=1')
    expect(directionsUrl({ name: 'X', address: { ...address, place_url: 'javascript:alert(1)' } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' + encodeURIComponent('X, 1 Harbour Rd, Brisbane QLD 4000'),
    )
    expect(directionsUrl({ name: 'X', address: { lat: -27, long: 153 } })).toContain(encodeURIComponent('-27,153'))
    expect(directionsUrl({ name: 'X', address: undefined })).toBeNull()
  })

  it('takes the map centre and zoom from config, else the address', () => {
    expect(mapView({ address, map: { zoom: 13, centreLat: -27.5, centreLong: 153.1 } })).toEqual({ lat: -27.5, lng: 153.1, zoom: 13 })
    expect(mapView({ address, map: undefined })).toEqual({ lat: -27.47, lng: 153.02, zoom: null })
    expect(mapView({ address: { street: 'x' } })).toBeNull()
  })

})
