import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_KM, coordinatesOf, formatDistanceKm, haversineKm, nearestTo, sortByDistance } from '@/rules/distance'

const brisbane = { lat: -27.4698, lng: 153.0251 }
const sydney = { lat: -33.8688, lng: 151.2093 }
const goldCoast = { lat: -28.0167, lng: 153.4 }

describe('haversineKm (SPEC.md §9: earth radius 6371 km)', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    // A quarter of a great circle: pole to equator = pi/2 * 6371.
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6)
  })

  it('gives Brisbane to Sydney as about 732 km, in either direction', () => {
    expect(haversineKm(brisbane, sydney)).toBeCloseTo(732.0, 0)
    expect(haversineKm(sydney, brisbane)).toBeCloseTo(haversineKm(brisbane, sydney), 9)
  })

  it('is 0 for the same point', () => {
    expect(haversineKm(brisbane, brisbane)).toBe(0)
  })
})

describe('sortByDistance', () => {
  const locations = [
    { name: 'Sydney', address: { lat: sydney.lat, long: sydney.lng } },
    { name: 'No map', address: { lat: null, long: null } },
    { name: 'Gold Coast', address: { lat: String(goldCoast.lat), long: String(goldCoast.lng) } },
    { name: 'Brisbane', address: { lat: brisbane.lat, long: brisbane.lng } },
  ]

  it('lists the nearest location first and those without coordinates last', () => {
    const sorted = sortByDistance(locations, { lat: -27.5, lng: 153.0 })
    expect(sorted.map((item) => item.location.name)).toEqual(['Brisbane', 'Gold Coast', 'Sydney', 'No map'])
    expect(sorted[3]?.distanceKm).toBeNull()
    expect(sorted[0]?.distanceKm).toBeLessThan(5)
  })

  it('sorts any items by the coordinates a reader gives (the nearest-dealer cards), ties in their original order', () => {
    const cards = [
      { id: 'syd', point: sydney },
      { id: 'none', point: null },
      { id: 'bne-sales', point: brisbane },
      { id: 'bne-service', point: brisbane },
      { id: 'gc', point: goldCoast },
    ]
    const sorted = sortByDistance(cards, { lat: -27.47, lng: 153.03 }, (card) => card.point)
    expect(sorted.map((item) => item.location.id)).toEqual(['bne-sales', 'bne-service', 'gc', 'syd', 'none'])
  })

  it('nearestTo: the nearest item with coordinates, or null when none has any', () => {
    const items = [{ id: 'a', point: null }, { id: 'syd', point: sydney }, { id: 'bne', point: brisbane }]
    expect(nearestTo(items, goldCoast, (item) => item.point)?.location.id).toBe('bne')
    expect(nearestTo(items, goldCoast, (item) => item.point)?.distanceKm).toBeGreaterThan(50)
    expect(nearestTo([{ point: null }], goldCoast, (item) => item.point)).toBeNull()
    expect(nearestTo([], goldCoast, () => null)).toBeNull()
  })

  it('reads lat and long given as strings and rejects out-of-range values', () => {
    expect(coordinatesOf({ lat: '-27.5', long: '153' })).toEqual({ lat: -27.5, lng: 153 })
    expect(coordinatesOf({ lat: '', long: '153' })).toBeNull()
    expect(coordinatesOf({ lat: 95, long: 153 })).toBeNull()
  })
})

describe('formatDistanceKm', () => {
  it.each([
    [12.345, '12.3 km'],
    [0, '0.0 km'],
    [0.04, '0.0 km'],
    [99.94, '99.9 km'],
    [99.96, '100 km'],
    [732.04, '732 km'],
    [1234.4, '1,234 km'],
  ])('%d -> %s', (km, expected) => {
    expect(formatDistanceKm(km)).toBe(expected)
  })

  it('returns "" for unknown distances', () => {
    expect(formatDistanceKm(null)).toBe('')
    expect(formatDistanceKm(Number.NaN)).toBe('')
    expect(formatDistanceKm(-1)).toBe('')
  })
})
