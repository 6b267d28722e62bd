/**
 * GET /api/map-tiles (src/locations/mapTileStatus.ts): whether the map's tile server answers, probed once
 * per TTL on the server, so a browser that cannot load tiles is never sent to try.
 */
import { describe, expect, it } from 'vitest'
import { createTileStatus, createTileStatusHandler, tileStatusSettings } from '@/locations/mapTileStatus'

describe('map tile status', () => {
  it('a tile server that answers is available; one that fails or errors is not, and the route still answers 200', async () => {
    const up = createTileStatus({ fetch: async () => new Response('png', { status: 200 }) })
    const down = createTileStatus({ fetch: async () => new Response('busy', { status: 503 }) })
    const offline = createTileStatus({
      fetch: async () => {
        throw new TypeError('fetch failed: getaddrinfo ENOTFOUND tile.openstreetmap.org')
      },
    })
    expect(await up()).toBe(true)
    expect(await down()).toBe(false)
    expect(await offline()).toBe(false)
    const res = await createTileStatusHandler(offline)()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ available: false })
  })

  it('one probe answers every request until its TTL has passed; concurrent requests share it', async () => {
    let probes = 0
    let clock = 0
    const available = createTileStatus({
      fetch: async () => {
        probes++
        return new Response('png', { status: probes === 1 ? 200 : 500 })
      },
      ttlMs: 1000,
      now: () => clock,
    })
    expect(await Promise.all([available(), available(), available()])).toEqual([true, true, true])
    clock = 999
    expect(await available()).toBe(true)
    expect(probes).toBe(1)
    clock = 1000
    expect(await available()).toBe(false)
    expect(probes).toBe(2)
  })

  it('a probe that hangs gives up after the timeout', async () => {
    const available = createTileStatus({
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    })
    expect(await available()).toBe(false)
  })

  it('settings come from the environment with defaults', () => {
    expect(tileStatusSettings({})).toEqual({ timeoutMs: 3000, ttlMs: 300_000 })
    expect(tileStatusSettings({ MAP_TILES_CHECK_TIMEOUT_MS: '500', MAP_TILES_CHECK_TTL_SECONDS: '60' })).toEqual({ timeoutMs: 500, ttlMs: 60_000 })
    expect(tileStatusSettings({ MAP_TILES_CHECK_TIMEOUT_MS: 'soon' })).toEqual({ timeoutMs: 3000, ttlMs: 300_000 })
  })
})
