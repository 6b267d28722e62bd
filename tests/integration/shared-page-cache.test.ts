/**
 * The shared page cache (src/cache/sharedPageCache.ts) on real PostgreSQL, as two app instances
 * see it: an entry written by one is served by the other; a tag expired on one expires the other's
 * in-memory copy (through the NOTIFY, and through the poll when the notice is missed, and again
 * after the database cut the LISTEN connection); the table stays bounded; another build never
 * sees this build's entries.
 */
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSharedStore, sharedCacheSettings } from '../../src/cache/sharedPageCache'

type Store = {
  instanceId: string
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: any; lastModified: number } | null>
  set(key: string, value: unknown, ctx?: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  evict(): Promise<void>
  ready(): Promise<boolean>
  pollTags(): Promise<void>
  listener?: { ready: Promise<void>; isConnected(): boolean }
  front: { size: number }
  close(): Promise<void>
}

const url = () => process.env.DATABASE_URL!
const stores: Store[] = []
let admin: pg.Client

function store(options: { buildId?: string; listen?: boolean; settings?: Record<string, number> } = {}): Store {
  const s = createSharedStore({
    connectionString: url(),
    maxMemoryBytes: 10 * 1024 * 1024,
    buildId: options.buildId ?? 'build-1',
    settings: { ...sharedCacheSettings({}), ...options.settings },
    listen: options.listen ?? true,
  }) as Store
  stores.push(s)
  return s
}

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
})
const pageCtx = { kind: 'APP_PAGE', cacheControl: { revalidate: 300, expire: 3600 } }

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`never happened: ${what}`)
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url() })
  await admin.connect()
})
afterEach(async () => {
  while (stores.length) await stores.pop()!.close()
})
afterAll(async () => {
  await admin.end()
})

describe('shared page cache', () => {
  it('serves on one instance the page another instance rendered, Buffers and Maps intact', async () => {
    const a = store()
    const b = store()
    await a.set('/$r/site-a/about', page('<h1>About</h1>', ['site:1']), pageCtx)
    const hit = await b.get('/$r/site-a/about', pageCtx)
    expect(hit?.value.html).toBe('<h1>About</h1>')
    expect(Buffer.isBuffer(hit?.value.rscData)).toBe(true)
    expect(hit?.value.rscData.toString()).toBe('rsc:<h1>About</h1>')
    expect(hit?.value.segmentData.get('/_tree').toString()).toBe('tree')
    expect(await b.get('/$r/site-b/about', pageCtx)).toBeNull()
  })

  it("a tag expired on one instance expires the other's in-memory copy, and only pages with that tag", async () => {
    const a = store()
    const b = store()
    await Promise.all([a.listener!.ready, b.listener!.ready])
    await a.set('/$r/one', page('one', ['site:1', 'site:1:pages']), pageCtx)
    await a.set('/$r/two', page('two', ['site:2']), pageCtx)
    expect((await b.get('/$r/one', pageCtx))?.value.html).toBe('one') // now in B's front cache
    expect((await b.get('/$r/two', pageCtx))?.value.html).toBe('two')
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag(['site:1'], { expire: 0 })
    await eventually(async () => (await b.get('/$r/one', pageCtx)) === null, "B drops site 1's page")
    expect((await b.get('/$r/two', pageCtx))?.value.html).toBe('two')
    const rows = await admin.query(`SELECT key FROM next_cache.entries WHERE key LIKE 'build-1:/$r/%'`)
    expect(rows.rows.map((r) => r.key)).toEqual(['build-1:/$r/two'])
    // A page rendered after the expiry is served again.
    await a.set('/$r/one', page('one, edited', ['site:1']), pageCtx)
    expect((await b.get('/$r/one', pageCtx))?.value.html).toBe('one, edited')
  })

  it('data entries answer to their own and soft tags', async () => {
    const a = store()
    const b = store()
    await Promise.all([a.listener!.ready, b.listener!.ready])
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['site:7:pages'], softTags: ['_N_T_/layout'] }
    await a.set('data-key', { kind: 'FETCH', data: { body: '"x"', headers: {}, status: 200, url: '' }, revalidate: 3600, tags: ['site:7:pages'] }, fetchCtx)
    expect((await b.get('data-key', { kind: 'FETCH', tags: ['site:7:pages'], softTags: ['_N_T_/layout'] }))?.value.data.body).toBe('"x"')
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag('_N_T_/layout', { expire: 0 })
    await eventually(async () => (await b.get('data-key', { kind: 'FETCH', tags: ['site:7:pages'], softTags: ['_N_T_/layout'] })) === null, 'B drops the data entry')
  })

  it('an instance that missed the notice catches up by its poll', async () => {
    const a = store()
    const deaf = store({ listen: false, settings: { tagPollMs: 200 } })
    await a.set('/$r/poll', page('poll', ['site:9']), pageCtx)
    expect((await deaf.get('/$r/poll', pageCtx))?.value.html).toBe('poll')
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag('site:9', { expire: 0 })
    await eventually(async () => (await deaf.get('/$r/poll', pageCtx)) === null, 'the poll expires the page')
  })

  it('reconnects after the database cut its LISTEN connection, and notices flow again', async () => {
    const a = store()
    const b = store()
    await Promise.all([a.listener!.ready, b.listener!.ready])
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'dealer-platform-notices'")
    await eventually(async () => !b.listener!.isConnected(), 'B notices the lost connection')
    await eventually(async () => b.listener!.isConnected(), 'B reconnects')
    await a.set('/$r/after-cut', page('x', ['site:11']), pageCtx)
    expect(await b.get('/$r/after-cut', pageCtx)).not.toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag('site:11', { expire: 0 })
    await eventually(async () => (await b.get('/$r/after-cut', pageCtx)) === null, 'B drops the page after reconnecting')
  })

  it('stays bounded: a crawl of made-up paths keeps at most maxEntries rows; oversized entries stay in memory', async () => {
    await admin.query('TRUNCATE next_cache.entries')
    const a = store({ settings: { maxEntries: 20, maxEntryBytes: 4096 } })
    for (let i = 0; i < 60; i++) await a.set(`/$r/made-up-${i}`, page(`404 ${i}`, ['site:1']), pageCtx)
    await a.evict()
    const { rows } = await admin.query('SELECT key FROM next_cache.entries')
    expect(rows.length).toBe(20)
    // the most recently written survive
    expect(rows.map((r) => r.key)).toContain('build-1:/$r/made-up-59')
    await a.set('/$r/huge', page('x'.repeat(10_000), ['site:1']), pageCtx)
    expect((await admin.query(`SELECT 1 FROM next_cache.entries WHERE key = 'build-1:/$r/huge'`)).rowCount).toBe(0)
    expect((await a.get('/$r/huge', pageCtx))?.value.html).toHaveLength(10_000)
  })

  it("another build never serves this build's pages", async () => {
    const a = store({ buildId: 'build-1' })
    const next = store({ buildId: 'build-2' })
    await a.set('/$r/home', page('old build', ['site:1']), pageCtx)
    expect(await next.get('/$r/home', pageCtx)).toBeNull()
  })

  it('serves from memory when the database cannot answer, without an error', async () => {
    const broken = createSharedStore({
      connectionString: 'postgres://nobody:wrong@127.0.0.1:1/none',
      maxMemoryBytes: 1024 * 1024,
      buildId: 'b',
      settings: { ...sharedCacheSettings({}), queryTimeoutMs: 500 },
      listen: false,
    }) as Store
    stores.push(broken)
    await broken.set('/$r/x', page('x', ['site:1']), pageCtx)
    expect((await broken.get('/$r/x', pageCtx))?.value.html).toBe('x')
    expect(await broken.get('/$r/y', pageCtx)).toBeNull()
    await broken.revalidateTag('site:1', { expire: 0 })
  })
})
