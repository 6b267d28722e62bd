/**
 * One expiry path: the hooks publish each expiry once on the bus, Next's cache subscribes once per
 * process (however many copies of the hooks' module Next bundles), and a vehicle save expires the
 * car's own page at once and its site's lists once the search index has the change.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidated: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void revalidated.push(tag) }))
const afterCallbacks: Array<() => Promise<void>> = []
vi.mock('next/server', () => ({ after: (fn: () => Promise<void>) => void afterCallbacks.push(fn) }))

import { onExpiry, publishExpiry, type CacheExpiry } from '@/cache/expiryBus'
import { expireTags } from '@/cache/revalidate'
import { revalidateVehicle, revalidateVehicleAfterDelete } from '../../../collections/Vehicles/hooks/revalidate'
import { subscribeNextCache } from '@/cache/nextCacheExpiry'
import { expireSearchPagesAfterSync } from '../../../collections/Vehicles/hooks/expireSearchPages'
import { noteIndexChanged } from '@/search/indexChanges'

const flush = () => new Promise((r) => setTimeout(r, 0))
type HookArgs = Parameters<typeof revalidateVehicle>[0]
const saved = (doc: Record<string, unknown>, previousDoc?: Record<string, unknown>) => ({ doc, previousDoc }) as unknown as HookArgs

let published: CacheExpiry[] = []
let stop: () => void
beforeEach(() => {
  process.env.NEXT_RUNTIME = 'nodejs'
  revalidated.length = 0
  afterCallbacks.length = 0
  published = []
  stop = onExpiry((e) => void published.push(e))
})
afterEach(() => {
  stop()
  delete process.env.NEXT_RUNTIME
})

describe("Next's cache on the expiry bus", () => {
  it('expires each tag of a local expiry once, even with several copies of the subscriber module', async () => {
    subscribeNextCache()
    vi.resetModules()
    const copy = await import('@/cache/nextCacheExpiry')
    copy.subscribeNextCache()
    expireTags(['site:1', 'site:1:pages', 'site:1'])
    await flush()
    expect(published).toEqual([{ tags: ['site:1', 'site:1:pages'], origin: 'local' }])
    expect(revalidated).toEqual(['site:1', 'site:1:pages'])
  })

  it("leaves other instances' expiries, its own handler's echo and non-Next processes alone", async () => {
    expireTags(['warm-up'])
    await flush()
    revalidated.length = 0
    publishExpiry({ tags: ['site:2'], origin: 'peer' })
    // Next's cache handler echoing the tags it has just applied: applying them again would expire
    // them a second time (and record them on the request once more).
    publishExpiry({ tags: ['site:4'], origin: 'next-cache' })
    delete process.env.NEXT_RUNTIME
    expireTags(['site:3'])
    await flush()
    expect(revalidated).toEqual([])
  })
})

describe('a vehicle save', () => {
  const car = { id: 5, site: 1, slug: '2020-kia-rio' }

  it("expires the car's own pages at once (old and new slug), the lists not yet", async () => {
    revalidateVehicle(saved({ ...car, slug: '2020-kia-rio-s' }, car))
    await flush()
    expect(published).toEqual([{ tags: ['site:1:vehicle:2020-kia-rio-s', 'site:1:vehicle:2020-kia-rio'], origin: 'local' }])
    expect(revalidated).not.toContain('site:1:vehicles')
  })

  it("expires the site's lists once, when the index has the change", async () => {
    await expireSearchPagesAfterSync(saved({ ...car, site: 2 }, car))
    expect(afterCallbacks).toHaveLength(1)
    const running = afterCallbacks[0]!()
    await flush()
    expect(published).toEqual([])
    noteIndexChanged()
    await running
    expect(published).toEqual([{ tags: ['site:2:vehicles', 'site:1:vehicles'], origin: 'local' }])
    expect(revalidated).toEqual(['site:2:vehicles', 'site:1:vehicles'])
  })

  it("a delete expires the car's page at once", async () => {
    revalidateVehicleAfterDelete({ doc: car } as unknown as Parameters<typeof revalidateVehicleAfterDelete>[0])
    await flush()
    expect(published).toEqual([{ tags: ['site:1:vehicle:2020-kia-rio'], origin: 'local' }])
  })
})
