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
})
