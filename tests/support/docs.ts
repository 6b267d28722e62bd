/**
 * Typed fixture factories: one per collection, each returning a document of the generated
 * payload-types shape with the required fields filled in, so a test names only the fields it is
 * about and fixtures do not churn when a collection gains a field.
 */
import type { Dealership, HolidayHour, Location, Manufacturer, Media, Offer, Review, Site, Vehicle } from '@/payload-types'

const STAMP = '2026-01-01T00:00:00.000Z'
const stamps = { createdAt: STAMP, updatedAt: STAMP }

export function siteDoc(over: Partial<Site> = {}): Site {
  return { id: 1, name: 'Sunshine Toyota', slug: 'sunshine-toyota', ...stamps, ...over }
}

export function mediaDoc(over: Partial<Media> = {}): Media {
  return { id: 1, alt: '', ...stamps, ...over }
}

export function manufacturerDoc(over: Partial<Manufacturer> = {}): Manufacturer {
  return { id: 1, name: 'Toyota', slug: 'toyota', ...stamps, ...over }
}

export function dealershipDoc(over: Partial<Dealership> = {}): Dealership {
  return { id: 1, name: 'Sunshine Toyota', slug: 'sunshine-toyota', ...stamps, ...over }
}

export function locationDoc(over: Partial<Location> = {}): Location {
  return { id: 1, name: 'Sales', dealership: 1, ...stamps, ...over }
}

export function holidayHourDoc(over: Partial<HolidayHour> = {}): HolidayHour {
  return { id: 1, name: 'Christmas Day', date: '2026-12-25T00:00:00.000Z', status: 'Closed', department: 'all', ...stamps, ...over }
}

export function offerDoc(over: Partial<Offer> = {}): Offer {
  return { id: 1, name: 'Offer', ...stamps, ...over }
}

export function reviewDoc(over: Partial<Review> = {}): Review {
  return { id: 1, customer_name: 'Sam Lee', rating: 5, review_date: '2026-01-01T00:00:00.000Z', ...stamps, ...over }
}

export function vehicleDoc(over: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 1,
    dealership: 1,
    stocknum: 'S1',
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    item_type: 'car',
    status: 'in_stock',
    ...stamps,
    ...over,
  }
}
