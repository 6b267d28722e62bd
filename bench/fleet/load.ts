/**
 * The page-view load through Varnish: autocannon at N connections, each request the next of a
 * precomputed list of (Host, path) draws, X-Cache counted from every answer; the edge's own
 * counters (varnishstat) are read before and after.
 */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import type { Varnish, VarnishStats } from './varnish'

export type LoadResult = {
  seconds: number
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  xCacheHits: number
  xCacheSeen: number
  edge: VarnishStats
}

type AutocannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number; duration: number }

export async function drivePages(varnish: Varnish, views: Array<{ host: string; path: string }>, options: { connections: number; seconds: number }): Promise<LoadResult> {
  let i = 0
  let xCacheHits = 0
  let xCacheSeen = 0
  const non2xxPaths = new Map<string, number>()
  /** A few of the pages answered with each non-2xx status (Host + path), to look into. */
  const examples = new Map<string, Set<string>>()
  const before = varnish.stats()
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url: varnish.origin,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>, context: { view?: { host: string; path: string } }) => {
              const view = views[i++ % views.length]
              context.view = view
              return { ...req, method: 'GET', path: view.path, headers: { ...(req.headers as object), host: view.host } }
            },
            onResponse: (status: number, _body: unknown, context: { view?: { host: string; path: string } }, headers: Record<string, string>) => {
              const cache = headers['x-cache'] ?? headers['X-Cache']
              if (cache) xCacheSeen++
              if (cache === 'HIT') xCacheHits++
              if (status >= 300) {
                non2xxPaths.set(String(status), (non2xxPaths.get(String(status)) ?? 0) + 1)
                const seen = examples.get(String(status)) ?? new Set<string>()
                if (seen.size < 5 && context.view) seen.add(`${context.view.host}${context.view.path}`)
                examples.set(String(status), seen)
              }
            },
          },
        ],
      },
      (error: Error | null, r: AutocannonResult) => (error ? reject(error) : resolve(r)),
    )
  })
  const after = varnish.stats()
  if (non2xxPaths.size > 0) {
    console.log(`  non-2xx answers by status: ${JSON.stringify(Object.fromEntries(non2xxPaths))}`)
    for (const [status, pages] of examples) console.log(`  ${status}, e.g. ${[...pages].join(', ')}`)
  }
  const edge: VarnishStats = {
    hits: after.hits - before.hits,
    misses: after.misses - before.misses,
    passes: after.passes - before.passes,
    backendRequests: after.backendRequests - before.backendRequests,
    requests: after.requests - before.requests,
  }
  return { seconds: options.seconds, requests: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, xCacheHits, xCacheSeen, edge }
}
