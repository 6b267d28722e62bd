/**
 * The Algolia adapter (src/search/algolia.ts) against a fake requester: no network. Checks the
 * calls algoliasearch v5 makes for settings, writes and searches, and the secured key's embedded
 * base filter.
 */
import { createHmac } from 'node:crypto'
import { algoliasearch } from 'algoliasearch'
import { describe, expect, it } from 'vitest'
import { algoliaConfigFromEnv, createAlgoliaSearchIndex, decodeSecuredKey, generateSecuredApiKey, SECURED_KEY_TTL_SECONDS } from '@/search/algolia'
import { searchMode } from '@/search/provider'

type Sent = { method: string; path: string; body: any; headers: Record<string, string> }

function fakeRequester() {
  const sent: Sent[] = []
  let task = 100
  const requester = {
    async send(request: { method: string; url: string; data?: string; headers: Record<string, string> }) {
      const url = new URL(request.url)
      const body = request.data ? JSON.parse(String(request.data)) : undefined
      sent.push({ method: request.method, path: decodeURIComponent(url.pathname), body, headers: request.headers })
      const reply = (content: unknown) => ({ status: 200, isTimedOut: false, content: JSON.stringify(content) })
      const path = decodeURIComponent(url.pathname)
      if (/\/task\/\d+$/.test(path)) return reply({ status: 'published', pendingTask: false })
      if (path.endsWith('/settings')) return reply({ taskID: ++task, updatedAt: '2026-01-01T00:00:00Z' })
      if (path.endsWith('/batch')) return reply({ taskID: ++task, objectIDs: body.requests.map((r: any) => r.body.objectID) })
      if (path.endsWith('/operation')) return reply({ taskID: ++task, updatedAt: '2026-01-01T00:00:00Z' })
      if (path === '/1/indexes/*/queries') return reply({ results: body.requests.map(() => ({ hits: [], nbHits: 0 })) })
      return { status: 404, isTimedOut: false, content: JSON.stringify({ message: `unexpected ${path}`, status: 404 }) }
    },
  }
  return { sent, requester }
}

const config = { appId: 'APPID', searchKey: 'search-key-123', adminKey: 'admin-key-456', indexName: 'Car_production' }

function adapter() {
  const fake = fakeRequester()
  const index = createAlgoliaSearchIndex(config, { clientOptions: { requester: fake.requester as never } })
  return { ...fake, index }
}

describe('mode selection', () => {
  it('is algolia only when all three variables are set', () => {
    expect(searchMode({ ALGOLIA_APP_ID: 'a', ALGOLIA_SEARCH_KEY: 'b', ALGOLIA_ADMIN_KEY: 'c' } as never)).toBe('algolia')
    expect(searchMode({ ALGOLIA_APP_ID: 'a', ALGOLIA_SEARCH_KEY: 'b' } as never)).toBe('embedded')
    expect(searchMode({} as never)).toBe('embedded')
    expect(algoliaConfigFromEnv({ ALGOLIA_APP_ID: 'a', ALGOLIA_SEARCH_KEY: 'b', ALGOLIA_ADMIN_KEY: 'c', ALGOLIA_INDEX: 'Car_dev' } as never)).toEqual({
      appId: 'a',
      searchKey: 'b',
      adminKey: 'c',
      indexName: 'Car_dev',
    })
  })
})

describe('Algolia adapter', () => {
  it('pushes settings to the primary index, then to each sort replica', async () => {
    const { sent, index } = adapter()
    await index.pushSettings()
    const settings = sent.filter((s) => s.method === 'PUT')
    expect(settings.map((s) => s.path)).toEqual([
      '/1/indexes/Car_production/settings',
      '/1/indexes/Car_production_latest/settings',
      '/1/indexes/Car_production_price_desc/settings',
      '/1/indexes/Car_production_price_asc/settings',
    ])
    const primary = settings[0].body
    expect(primary.searchableAttributes).toEqual(['make', 'model', 'badge', 'series', 'year', 'colour', 'stocknum', 'body'])
    expect(primary.customRanking).toEqual(['desc(custom_rank)'])
    expect(primary.replicas).toEqual(['Car_production_latest', 'Car_production_price_desc', 'Car_production_price_asc'])
    for (const facet of ['make', 'model', 'badge', 'year', 'price', 'km', 'body', 'simple_fuel', 'simple_transmission', 'simple_drive', 'colour', 'seats', 'location_name', 'state', 'car_type', 'tag', 'item_type', 'dealership_slug', 'status']) {
      expect(primary.attributesForFaceting.some((a: string) => a === facet || a === `searchable(${facet})`), facet).toBe(true)
    }
    for (const filterOnly of ['show_on_dealer_website', 'stocknum', 'sold_date_timestamp', 'site_id']) {
      expect(primary.attributesForFaceting).toContain(`filterOnly(${filterOnly})`)
    }
    expect(settings[1].body.ranking[0]).toBe('desc(created_at)')
    expect(settings[2].body.ranking[0]).toBe('desc(sort_price)')
    expect(settings[3].body.ranking[0]).toBe('asc(sort_price)')
    // the replicas are only configured after the primary's task has been published
    const firstWait = sent.findIndex((s) => /\/task\//.test(s.path))
    expect(firstWait).toBeGreaterThan(0)
    expect(firstWait).toBeLessThan(sent.indexOf(settings[1]))
    // writes use the admin key
    expect(settings[0].headers['x-algolia-api-key']).toBe('admin-key-456')
  })

  it('saves and deletes objects in batches on the primary index', async () => {
    const { sent, index } = adapter()
    await index.saveObjects([{ objectID: '1', make: 'Toyota' }, { objectID: '2', make: 'Kia' }])
    await index.deleteObjects([3, '4'])
    await index.saveObjects([])
    await index.deleteObjects([])
    const batches = sent.filter((s) => s.path === '/1/indexes/Car_production/batch')
    expect(batches).toHaveLength(2)
    expect(batches[0].body.requests).toEqual([
      { action: 'addObject', body: { objectID: '1', make: 'Toyota' } },
      { action: 'addObject', body: { objectID: '2', make: 'Kia' } },
    ])
    expect(batches[1].body.requests).toEqual([
      { action: 'deleteObject', body: { objectID: '3' } },
      { action: 'deleteObject', body: { objectID: '4' } },
    ])
  })

  it('replaces all objects through a temporary index, keeping settings', async () => {
    const { sent, index } = adapter()
    await index.replaceAll([{ objectID: '1' }])
    const ops = sent.filter((s) => s.path.endsWith('/operation'))
    expect(ops[0].body).toMatchObject({ operation: 'copy', scope: ['settings', 'rules', 'synonyms'] })
    expect(ops[0].body.destination).toMatch(/^Car_production_tmp_\d+$/)
    expect(ops.at(-1)!.body).toEqual({ operation: 'move', destination: 'Car_production' })
    expect(sent.some((s) => /Car_production_tmp_\d+\/batch$/.test(s.path))).toBe(true)
  })

  it('searches with the search-only key', async () => {
    const { sent, index } = adapter()
    const res = await index.multiSearch([{ indexName: 'Car_production', query: 'hilux' }])
    expect(res.results).toHaveLength(1)
    const q = sent.find((s) => s.path === '/1/indexes/*/queries')!
    expect(q.body.requests).toEqual([{ indexName: 'Car_production', query: 'hilux' }])
    expect(q.headers['x-algolia-api-key']).toBe('search-key-123')
  })

  it('makes a secured key that embeds the site\'s base filter, indices and expiry', () => {
    const { index } = adapter()
    const filter = '(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1) AND show_on_dealer_website:true AND site_id = 1'
    const now = Date.parse('2026-03-10T12:00:00Z')
    const key = index.securedKeyForSite(filter, { now })
    const { hmac, restrictions } = decodeSecuredKey(key)
    expect(restrictions.get('filters')).toBe(filter)
    expect(Number(restrictions.get('validUntil'))).toBe(now / 1000 + SECURED_KEY_TTL_SECONDS)
    expect(restrictions.get('restrictIndices')).toBe('Car_production,Car_production_latest,Car_production_price_desc,Car_production_price_asc')
    // signed with the search key, so Algolia can verify it and the browser cannot alter it
    const query = Buffer.from(key, 'base64').toString('utf8').slice(64)
    expect(hmac).toBe(createHmac('sha256', 'search-key-123').update(query).digest('hex'))
  })

  it('computes the same key as algoliasearch\'s own helper', () => {
    const restrictions = { filters: 'a:b AND c > 1', validUntil: 123, restrictIndices: ['x', 'y'] }
    const client = algoliasearch('APPID', 'k') as unknown as { generateSecuredApiKey(a: unknown): string }
    expect(generateSecuredApiKey('parent', restrictions)).toBe(client.generateSecuredApiKey({ parentApiKey: 'parent', restrictions }))
  })
})
