/**
 * GET /api/map-tiles: can the OpenStreetMap tile server be reached? The location map
 * (src/locations/ui/LocationMap.tsx) asks before it draws tiles, so an offline or
 * firewalled deployment shows the address fallback without the browser logging a failed image
 * load for every tile (issue 36: a console error costs the location page Lighthouse's best
 * practices score).
 *
 * One probe (a GET of the zoom-0 tile, `MAP_TILES_CHECK_TIMEOUT_MS`, default 3000 ms) answers
 * every request for `MAP_TILES_CHECK_TTL_SECONDS` (default 300); concurrent requests share it.
 * Always 200 `{ available }`: a tile server that is down is an answer, not an error. The browser
 * may keep the answer for a minute.
 */
const TILE_PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png'

export type TileStatusOptions = {
  fetch?: typeof fetch
  probeUrl?: string
  timeoutMs?: number
  ttlMs?: number
  now?: () => number
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw)
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** The settings from the environment (README.md Configuration). */
export function tileStatusSettings(env: Record<string, string | undefined> = process.env): Pick<TileStatusOptions, 'timeoutMs' | 'ttlMs'> {
  return {
    timeoutMs: positive(env.MAP_TILES_CHECK_TIMEOUT_MS, 3000),
    ttlMs: positive(env.MAP_TILES_CHECK_TTL_SECONDS, 300) * 1000,
  }
}

/** A cached reachability check of the tile server. */
export function createTileStatus({ fetch: fetcher = fetch, probeUrl = TILE_PROBE_URL, timeoutMs = 3000, ttlMs = 300_000, now = Date.now }: TileStatusOptions = {}) {
  let last: { available: boolean; at: number } | null = null
  let pending: Promise<boolean> | null = null

  async function probe(): Promise<boolean> {
    try {
      const res = await fetcher(probeUrl, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'user-agent': 'dealer-platform map tile check' },
      })
      await res.body?.cancel().catch(() => undefined)
      return res.ok
    } catch {
      return false
    }
  }

  return function available(): Promise<boolean> {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.available)
    pending ??= probe().then((value) => {
      last = { available: value, at: now() }
      pending = null
      return value
    })
    return pending
  }
}

/** The route handler: 200 `{ available }`, kept by the browser for a minute. */
export function createTileStatusHandler(available: () => Promise<boolean>) {
  return async function GET(): Promise<Response> {
    return new Response(JSON.stringify({ available: await available() }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=60' },
    })
  }
}
