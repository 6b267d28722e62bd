import { describe, expect, it } from 'vitest'
import { GEOCODE_NOT_FOUND_MESSAGE, centreOf, isGeocodablePostcode, isInAustralia, pointFromGeocodeAnswer, validPoint } from '@/rules/geocoding'
import { normalisePostcode } from '@/rules/postcode'

describe('geocoding rules', () => {
  it('SPEC §8: the geocoder finding nothing is "Invalid postcode"', () => {
    expect(GEOCODE_NOT_FOUND_MESSAGE).toBe('Invalid postcode')
  })

  it('validPoint refuses missing, non-numeric and out-of-range coordinates', () => {
    expect(validPoint(-27.47, 153.02)).toEqual({ lat: -27.47, lng: 153.02 })
    expect(validPoint('-27.47', ' 153.02 ')).toEqual({ lat: -27.47, lng: 153.02 })
    expect(validPoint(90, 180)).toEqual({ lat: 90, lng: 180 })
    for (const [lat, lng] of [[91, 0], [-90.01, 0], [0, 180.5], [0, -181], [NaN, 0], [0, Infinity], ['x', 1], [null, 1], [undefined, 1], ['', 1]]) {
      expect(validPoint(lat, lng)).toBeNull()
    }
  })

  it('isInAustralia: the mainland, Tasmania, Norfolk and Christmas Islands are in; (0, 0), London and Auckland are not', () => {
    for (const point of [{ lat: -27.47, lng: 153.02 }, { lat: -43.5, lng: 147 }, { lat: -29.04, lng: 167.95 }, { lat: -10.49, lng: 105.6 }, { lat: -12.46, lng: 130.84 }]) {
      expect(isInAustralia(point)).toBe(true)
    }
    for (const point of [{ lat: 0, lng: 0 }, { lat: 51.5, lng: -0.12 }, { lat: -36.85, lng: 174.76 }]) {
      expect(isInAustralia(point)).toBe(false)
    }
  })

  it('postcodes: exactly 4 digits after removing typed separators', () => {
    expect(normalisePostcode(' 4,000 ')).toBe('4000')
    expect(normalisePostcode(4000)).toBe('4000')
    expect(normalisePostcode(null)).toBe('')
    expect(isGeocodablePostcode('0800')).toBe(true)
    for (const value of ['', '400', '40000', '4o00', '-400', '4.5e3', {}]) expect(isGeocodablePostcode(value)).toBe(false)
  })

  it('pointFromGeocodeAnswer reads results[0].geometry.location (SPEC §7) and refuses points outside Australia', () => {
    expect(pointFromGeocodeAnswer({ results: [{ geometry: { location: { lat: -27.4, lng: 153 } } }, { geometry: { location: { lat: -33, lng: 151 } } }] })).toEqual({ lat: -27.4, lng: 153 })
    for (const body of [null, 'x', {}, { results: [] }, { results: [null] }, { results: [{ geometry: {} }] }, { results: [{ geometry: { location: { lat: 40.7, lng: -74 } } }] }]) {
      expect(pointFromGeocodeAnswer(body)).toBeNull()
    }
  })

  it('centreOf averages the valid Australian points only', () => {
    expect(centreOf([{ lat: -27, lng: 153 }, { lat: -28, lng: 152 }, { lat: 0, lng: 0 }, { lat: 'x', lng: 1 }])).toEqual({ lat: -27.5, lng: 152.5 })
    expect(centreOf([{ lat: 0, lng: 0 }])).toBeNull()
  })
})
