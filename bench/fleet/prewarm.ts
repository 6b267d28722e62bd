/**
 * Pre-warming the edge: every page of the URL set asked once through Varnish, a few at a time, as
 * an operator warms the edge from the sites' sitemaps after a deploy. With a day's edge lifetime
 * and exact purges, a warm edge then answers the long tail of a thousand sites from cache; a cold
 * one sends every first view to the origin (the cold run's misses are compulsory).
 */
import { request } from './http'
import type { SitePages } from './urlSet'
import type { Varnish } from './varnish'

export type Prewarm = { pages: number; seconds: number; perSecond: number; connections: number; failed: number; statuses: Record<string, number> }

export async function prewarmEdge(varnish: Varnish, sites: SitePages[], options: { connections: number }): Promise<Prewarm> {
  const pages = sites.flatMap((site) => site.paths.map((path) => ({ host: site.host, path })))
  const statuses: Record<string, number> = {}
  let next = 0
  let failed = 0
  const started = performance.now()
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!
      const answer = await request(varnish.origin, page.path, { host: page.host, headers: { 'accept-encoding': 'gzip, deflate, br' }, timeoutMs: 30_000 }).catch(() => null)
      if (!answer) failed++
      else statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker))
  const seconds = (performance.now() - started) / 1000
  return { pages: pages.length, seconds, perSecond: pages.length / seconds, connections: options.connections, failed, statuses }
}
