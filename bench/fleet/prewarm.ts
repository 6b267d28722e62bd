/**
 * Pre-warming the edge: every page of the URL set asked once through Varnish, a few at a time, as
 * an operator warms the edge from the sites' sitemaps after a deploy. With a day's edge lifetime
 * and exact purges, a warm edge then answers the long tail of a thousand sites from cache; a cold
 * one sends every first view to the origin (the cold run's misses are compulsory).
 */
import { request, sleep } from './http'
import type { SitePages } from './urlSet'
import type { Varnish } from './varnish'

export type Prewarm = { pages: number; seconds: number; perSecond: number; connections: number; failed: number; statuses: Record<string, number>; idleSeconds?: number }

/** A page the edge could not fetch (a 5xx, a timeout) is asked again after this pause, this many times. */
const RETRY_PAUSE_MS = 2000
const TRIES = 4

/**
 * Waits until each instance answers its liveness at once again (after the cold run, renders that
 * Varnish started go on after the load stops, and the probe marks an instance sick meanwhile).
 */
export async function untilIdle(origins: string[], options: { limitMs: number }): Promise<number> {
  const started = performance.now()
  for (const origin of origins) {
    let quick = 0
    while (quick < 3 && performance.now() - started < options.limitMs) {
      const answer = await request(origin, '/api/health/live', { timeoutMs: 10_000 }).catch(() => null)
      quick = answer?.status === 200 && answer.ms < 200 ? quick + 1 : 0
      await sleep(1000)
    }
  }
  // Varnish's probe needs its window (5 probes, 5 s apart) of good answers to call them healthy.
  await sleep(16_000)
  return (performance.now() - started) / 1000
}

export async function prewarmEdge(varnish: Varnish, sites: SitePages[], options: { connections: number }): Promise<Prewarm> {
  const pages = sites.flatMap((site) => site.paths.map((path) => ({ host: site.host, path })))
  const statuses: Record<string, number> = {}
  let next = 0
  let failed = 0
  const started = performance.now()
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!
      let answer: Awaited<ReturnType<typeof request>> | null = null
      for (let tried = 1; tried <= TRIES; tried++) {
        answer = await request(varnish.origin, page.path, { host: page.host, headers: { 'accept-encoding': 'gzip, deflate, br' }, timeoutMs: 30_000 }).catch(() => null)
        if (answer && answer.status < 500) break
        if (tried < TRIES) await sleep(RETRY_PAUSE_MS)
      }
      if (!answer) failed++
      else statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker))
  const seconds = (performance.now() - started) / 1000
  return { pages: pages.length, seconds, perSecond: pages.length / seconds, connections: options.connections, failed, statuses }
}
