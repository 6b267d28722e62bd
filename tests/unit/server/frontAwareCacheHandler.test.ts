/**
 * Next's page cache handler (src/server/frontAwareCacheHandler.ts): Next's default handler, whose
 * tag expiries also go on the expiry bus, so the front in the server edge drops its pages. Fails
 * when the default handler it extends no longer has the `revalidateTag` it wraps.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import FrontAwareCacheHandler from '@/server/frontAwareCacheHandler'
import { onExpiry, type CacheExpiry } from '@/cache/expiryBus'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('front-aware cache handler', () => {
  it('extends Next’s default handler, whose revalidateTag(tags, durations) it wraps', () => {
    const Default = (fileSystemCache as unknown as { default?: unknown }).default ?? fileSystemCache
    expect(Object.getPrototypeOf(FrontAwareCacheHandler)).toBe(Default)
    const wrapped = (Default as { prototype: { revalidateTag?: unknown } }).prototype.revalidateTag
    expect(typeof wrapped).toBe('function')
    expect((wrapped as (...args: unknown[]) => unknown).length).toBe(2)
  })

  it('publishes each tag expiry on the expiry bus, after Next’s own handler applied it', async () => {
    const heard: CacheExpiry[] = []
    stops.push(onExpiry((expiry) => heard.push(expiry)))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-aware-'))
    try {
      const handler = new (FrontAwareCacheHandler as unknown as new (ctx: object) => { revalidateTag(tags: string | string[], durations?: object): Promise<void> })({
        serverDistDir: dir,
        revalidatedTags: [],
      })
      await handler.revalidateTag('site:7')
      await handler.revalidateTag(['vehicles', 'site:8'])
      expect(heard).toEqual([
        { tags: ['site:7'], origin: 'next-cache' },
        { tags: ['vehicles', 'site:8'], origin: 'next-cache' },
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("hands a page's cache tags to the edge in x-edge-cache-tags, on the answer of a fresh render and of a stored copy", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-aware-'))
    type Entry = { kind: string; html: string; headers: Record<string, string>; status: number; rscData?: Buffer; segmentData?: Map<string, Buffer> }
    try {
      const handler = new (FrontAwareCacheHandler as unknown as new (ctx: object) => {
        set(key: string, data: Entry, ctx: object): Promise<void>
        get(key: string, ctx: object): Promise<{ value: Entry } | null>
      })({ serverDistDir: dir, revalidatedTags: [], maxMemoryCacheSize: 10 * 1024 * 1024 })
      const headers = { 'x-next-cache-tags': '_N_T_/layout,site:1,site:1:vehicle:corolla' }
      const entry: Entry = { kind: 'APP_PAGE', html: '<p>car</p>', headers, status: 200, rscData: Buffer.from('rsc'), segmentData: new Map() }
      await handler.set('/s~sunshine/cars/corolla', entry, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 3600 } })
      // The very object Next sends the fresh render's answer from.
      expect(headers).toMatchObject({ 'x-edge-cache-tags': '_N_T_/layout,site:1,site:1:vehicle:corolla' })
      const stored = await handler.get('/s~sunshine/cars/corolla', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
      expect(stored).not.toBeNull()
      expect(stored?.value.headers['x-edge-cache-tags']).toBe('_N_T_/layout,site:1,site:1:vehicle:corolla')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
