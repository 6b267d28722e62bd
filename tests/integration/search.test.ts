/**
 * Inventory search end to end on PostgreSQL (issue 4 "Tests: integration"): a vehicle created
 * through the Local API reaches the index through the queued `syncVehicle` job and is searchable
 * through the search endpoint within seconds; one sold 4 days ago is not (default site: 3 days);
 * updates and deletes follow; sites never see each other's stock.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { embeddedEngine, ensureLoaded, resetEmbedded } from '../../src/search/embedded'
import { createSearchHandler } from '../../src/search/algoliaProtocolHandler'
import { runSearchJobs } from '../../src/search/jobs'
import { getSearchIndex, searchMode } from '../../src/search/provider'
import { getSiteScope } from '../../src/data/sites'

let payload: Payload
let f: TwoSites
const DAY = 86_400

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  resetEmbedded()
})

function handler() {
  return createSearchHandler({
    resolveSite: (slug) => getSiteScope(slug),
    index: () => getSearchIndex(payload),
    rateLimit: false,
  })
}

async function search(siteSlug: string, params: Record<string, unknown>) {
  const res = await handler()(
    new Request(`http://localhost/api/search/${siteSlug}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 100, ...params } }] }),
    }),
    [siteSlug, '1', 'indexes', '*', 'queries'],
  )
  expect(res.status).toBe(200)
  const body = (await res.json()) as { results: Array<{ hits: Array<Record<string, unknown>>; nbHits: number }> }
  return body.results[0]
}

/** Run the queued index jobs and search until `done` holds (at most ~10 s). */
async function eventually(siteSlug: string, params: Record<string, unknown>, done: (ids: string[]) => boolean) {
  const deadline = Date.now() + 10_000
  let ids: string[] = []
  while (Date.now() < deadline) {
    await runSearchJobs(payload)
    ids = (await search(siteSlug, params)).hits.map((h) => String(h.objectID))
    if (done(ids)) return ids
    await new Promise((r) => setTimeout(r, 200))
  }
  return ids
}

async function createVehicle(data: Record<string, unknown>) {
  return payload.create({
    collection: 'vehicles' as never,
    data: {
      dealership: f.a.dealership.id,
      location: f.a.location.id,
      stocknum: unique('STK'),
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      year: 2023,
      car_type: 'used',
      status: 'in_stock',
      price: 54_990,
      km: 12_000,
      simple_body: 'Ute',
      show_on_dealer_website: true,
      ...data,
    } as never,
    overrideAccess: true,
  }) as unknown as Promise<{ id: number; site?: unknown }>
}

describe('search index sync (embedded engine)', () => {
  it('runs in embedded mode here', () => {
    expect(searchMode()).toBe('embedded')
  })

  it('makes a new vehicle searchable once its queued job runs, and keeps a car sold 4 days ago out', async () => {
    await ensureLoaded(payload) // the index is live before the vehicles exist
    const model = unique('Landcruiser').replace(/-/g, '')
    const now = Math.floor(Date.now() / 1000)
    const listed = await createVehicle({ model })
    const soldRecently = await createVehicle({ model, status: 'sold', sold_date_timestamp: now - 2 * DAY })
    const soldLongAgo = await createVehicle({ model, status: 'sold', sold_date_timestamp: now - 4 * DAY })
    const hidden = await createVehicle({ model, show_on_dealer_website: false })

    const ids = await eventually(f.a.site.slug as string, { query: model }, (found) => found.includes(String(listed.id)))
    expect(ids.sort()).toEqual([String(listed.id), String(soldRecently.id)].sort())
    expect(ids).not.toContain(String(soldLongAgo.id))
    expect(ids).not.toContain(String(hidden.id))

    // the record carries the SPEC.md Car fields the cards read
    const record = embeddedEngine().getObject(listed.id)!
    expect(record).toMatchObject({
      objectID: String(listed.id),
      make: 'Toyota',
      model,
      dealership_id: f.a.dealership.id,
      dealership_slug: f.a.dealership.slug,
      location_id: f.a.location.id,
      site_id: f.a.site.id,
      body: 'ute',
      show_on_dealer_website: true,
    })
    expect(typeof record.created_at).toBe('number')
    // the car sold 4 days ago is in the index, only the site's base filter hides it
    expect(embeddedEngine().getObject(soldLongAgo.id)).toMatchObject({ status: 'sold', sold_date_timestamp: now - 4 * DAY })

    // another site never sees it
    expect((await search(f.b.site.slug as string, { query: model })).nbHits).toBe(0)
  })

  it("publishes a car's registration plate and market data only where the site turns them on, and re-indexes the site when it does (issue 19, item 4)", async () => {
    await ensureLoaded(payload)
    const model = unique('Prado').replace(/-/g, '')
    const car = await createVehicle({ model, regplate: '777XYZ', autograb_data: { state_average_market_price: 61000, average_market_price: 60500 } })
    await eventually(f.a.site.slug as string, { query: model }, (found) => found.includes(String(car.id)))
    const hit = async () => (await search(f.a.site.slug as string, { query: model })).hits.find((h) => String(h.objectID) === String(car.id))!
    const before = await hit()
    expect(before).toBeDefined()
    expect(before).not.toHaveProperty('regplate')
    expect(before).not.toHaveProperty('autograb_data')

    const site = await payload.findByID({ collection: 'sites', id: f.a.site.id, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { ...site.settings, searchShowsRego: true, searchShowsMarketData: true } }, overrideAccess: true })
    const deadline = Date.now() + 10_000
    let after = await hit()
    while (Date.now() < deadline && !after.regplate) {
      await runSearchJobs(payload)
      after = await hit()
    }
    expect(after).toMatchObject({ regplate: '777XYZ', autograb_data: { state_average_market_price: 61000, average_market_price: 60500 } })

    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { ...site.settings, searchShowsRego: false, searchShowsMarketData: false } }, overrideAccess: true })
    await runSearchJobs(payload)
    expect(await hit()).not.toHaveProperty('regplate')
  })

  it('reaches a loaded index only through the queued syncVehicle job', async () => {
    await ensureLoaded(payload)
    const model = unique('Tundra').replace(/-/g, '')
    const v = (await payload.create({
      collection: 'vehicles' as never,
      data: { dealership: f.a.dealership.id, stocknum: unique('STK'), make: 'Toyota', model, status: 'in_stock', show_on_dealer_website: true } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })) as unknown as { id: number }
    await runSearchJobs(payload)
    expect(embeddedEngine().getObject(v.id)).toBeUndefined()
    expect((await search(f.a.site.slug as string, { query: model })).nbHits).toBe(0)
    await payload.jobs.queue({ task: 'syncVehicle', input: { id: v.id } } as never)
    expect(await runSearchJobs(payload)).toBeGreaterThanOrEqual(1)
    expect((await search(f.a.site.slug as string, { query: model })).hits.map((h) => String(h.objectID))).toEqual([String(v.id)])
  })

  it('follows updates (marked sold, hidden) and deletes', async () => {
    await ensureLoaded(payload)
    const model = unique('Patrol').replace(/-/g, '')
    const a = await createVehicle({ model })
    const b = await createVehicle({ model })
    const c = await createVehicle({ model })
    const all = [a, b, c].map((v) => String(v.id)).sort()
    expect((await eventually(f.a.site.slug as string, { query: model }, (ids) => ids.length === 3)).sort()).toEqual(all)

    await payload.update({ collection: 'vehicles' as never, id: a.id, data: { status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) - 5 * DAY } as never, overrideAccess: true })
    await payload.update({ collection: 'vehicles' as never, id: b.id, data: { show_on_dealer_website: false } as never, overrideAccess: true })
    await payload.delete({ collection: 'vehicles' as never, id: c.id, overrideAccess: true })
    const after = await eventually(f.a.site.slug as string, { query: model }, (ids) => ids.length === 0)
    expect(after).toEqual([])
    expect(embeddedEngine().getObject(c.id)).toBeUndefined()

    // marking a car sold now keeps it listed (sold within 3 days), with sold_date_timestamp stamped
    await payload.update({ collection: 'vehicles' as never, id: b.id, data: { show_on_dealer_website: true, status: 'sold' } as never, overrideAccess: true })
    const sold = await eventually(f.a.site.slug as string, { query: model }, (ids) => ids.includes(String(b.id)))
    expect(sold).toEqual([String(b.id)])
    expect(embeddedEngine().getObject(b.id)).toMatchObject({ sold: true, status: 'sold' })
  })

  it('loads the index lazily from the database in a fresh process', async () => {
    resetEmbedded() // as after a server restart: empty and not loaded
    const model = unique('Hiace').replace(/-/g, '')
    const v = await createVehicle({ model, simple_body: 'Van' })
    const result = await search(f.a.site.slug as string, { query: model }) // no jobs run: the first search loads
    expect(result.hits.map((h) => String(h.objectID))).toEqual([String(v.id)])
    await runSearchJobs(payload) // drain
  })
})
