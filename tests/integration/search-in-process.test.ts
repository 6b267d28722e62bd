/**
 * Issue 7, defect 14: server components read the search index in process, with the site's base
 * filter: the budget block's price range and the search pages' facet values see only their own
 * site's stock, and no HTTP request is made (fetch is made to fail here).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { resetEmbedded } from '../../src/search/embedded'
import { runSearchJobs } from '../../src/search/jobs'
import { clearSearchResultsCache, facetValues, getPriceStats, searchVehicles } from '../../src/data/search'
import { getSiteSearchConfig } from '../../src/search/siteSearchConfig'
import { readDealershipSlugs } from '../../src/data/sites'

let payload: Payload
let f: TwoSites
const fetchSpy = vi.fn(async () => {
  throw new Error('no HTTP in server components')
})

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  resetEmbedded({ records: [], loaded: true })
  clearSearchResultsCache()
  const car = (site: TwoSites['a'], make: string, price: number) =>
    payload.create({
      collection: 'vehicles' as never,
      data: {
        dealership: site.dealership.id,
        location: site.location.id,
        stocknum: unique('INP'),
        make,
        model: 'Model',
        year: 2024,
        car_type: 'new',
        status: 'in_stock',
        price,
        show_on_dealer_website: true,
      } as never,
      overrideAccess: true,
    })
  await car(f.a, 'Subaru', 41_000)
  await car(f.a, 'Subaru', 45_500)
  await car(f.b, 'Volvo', 99_000)
  await runSearchJobs(payload)
  vi.stubGlobal('fetch', fetchSpy)
})

afterAll(() => {
  vi.unstubAllGlobals()
})

describe('server components read the index in process', () => {
  it('answers a multi-query with the site base filter; null for an unknown site', async () => {
    const res = await searchVehicles(f.a.site.slug as string, [{ indexName: 'Car_production', hitsPerPage: 50 }])
    const makes = (res!.results[0] as unknown as { hits: Array<{ make: string }> }).hits.map((h) => h.make)
    expect(makes.sort()).toEqual(['Subaru', 'Subaru'])
    expect(await searchVehicles('no-such-site', [{ indexName: 'Car_production' }])).toBeNull()
  })

  it('gives the budget block its own site price range and the search page its own makes', async () => {
    const configA = await getSiteSearchConfig(f.a.site, { dealershipSlugs: await readDealershipSlugs(payload, f.a.site.id) })
    const configB = await getSiteSearchConfig(f.b.site, { dealershipSlugs: await readDealershipSlugs(payload, f.b.site.id) })
    expect(await getPriceStats(configA, 'car')).toEqual({ min: 41_000, max: 45_500 })
    expect(await getPriceStats(configB, 'car')).toEqual({ min: 99_000, max: 99_000 })
    expect(await facetValues(configA, 'make')).toEqual({ Subaru: 2 })
    expect(await facetValues(configB, 'make')).toEqual({ Volvo: 1 })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('reuses the results of the same request (keys in any order) for a short while, never across sites', async () => {
    clearSearchResultsCache()
    const query = (slug: string, request: Record<string, unknown>) => searchVehicles(slug, [request])
    const first = await query(f.a.site.slug as string, { indexName: 'Car_production', hitsPerPage: 5, query: '' })
    const again = await query(f.a.site.slug as string, { query: '', hitsPerPage: 5, indexName: 'Car_production' })
    expect(again).toBe(first)
    const other = await query(f.b.site.slug as string, { indexName: 'Car_production', hitsPerPage: 5, query: '' })
    expect(other).not.toBe(first)
    expect((other!.results[0] as unknown as { hits: Array<{ make: string }> }).hits.map((h) => h.make)).toEqual(['Volvo'])
  })
})
