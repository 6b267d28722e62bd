/** GET /api/geocode bad input and answers, through the real route module and the bundled table. */
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/api/geocode/route'
import { createGeocodeHandler } from '@/locations/geocodeEndpoint'
import { GeocodeError } from '@/locations/geo/types'

const get = (query: string, handler: (request: Request) => Promise<Response> = GET) => handler(new Request(`http://group.localhost/api/geocode${query}`))

describe('GET /api/geocode', () => {
  it('answers a known postcode with its point', async () => {
    const response = await get('?postcode=4000')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ postcode: '4000' })
    expect(body.lat).toBeCloseTo(-27.47, 1)
    expect(body.lng).toBeCloseTo(153.02, 1)
    expect(response.headers.get('cache-control')).toContain('max-age=86400')
  })

  it.each([['', 'no postcode'], ['?postcode=', 'empty'], ['?postcode=400', '3 digits'], ['?postcode=40000', '5 digits'], ['?postcode=abcd', 'letters'], ['?postcode=SW1A%201AA', 'a UK postcode'], ['?postcode=' + '9'.repeat(5000), 'a huge value'], ['?postcode=%E0%A4%A', 'a malformed escape']])(
    '400 with the SPEC §5 message for %s (%s)',
    async (query) => {
      const response = await get(query)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Invalid postcode. Please enter a 4-digit number.', field: 'postcode' })
    },
  )

  it.each(['0000', '0001', '5999', '8888'])('404 "Invalid postcode" (SPEC §8) for %s, which no Australian locality has', async (postcode) => {
    const response = await get(`?postcode=${postcode}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Invalid postcode', field: 'postcode' })
  })

  it('503, not 500, when no geocoder can answer', async () => {
    const handler = createGeocodeHandler({
      geocoder: () => ({
        name: 'down',
        geocodePostcode: async () => {
          throw new GeocodeError('unavailable')
        },
      }),
    })
    const response = await get('?postcode=4000', handler)
    expect(response.status).toBe(503)
    expect((await response.json()).error).toMatch(/unavailable/)
  })

  it('429 past the rate limit', async () => {
    const handler = createGeocodeHandler({
      geocoder: () => ({ name: 'fake', geocodePostcode: async (postcode) => ({ postcode, lat: -27, lng: 153, source: 'fake' }) }),
      rateLimit: { points: 2, durationSeconds: 60 },
    })
    // A separate bucket key space: the same client, fresh limiter settings.
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await get('?postcode=4000', handler)).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })
})
