/**
 * Search endpoint latency at fleet scale. On the embedded engine: distinct multi-queries (never
 * asked before, so no cache answers them) sent one at a time straight to an instance; the time is
 * the client's (HTTP included) and the engine's own `processingTimeMS`. Through Varnish for
 * repeated queries: the same few search answers asked again and again at the edge, both as the
 * search endpoint (a POST: Varnish passes it, the instance's front store answers the repeat) and
 * as a search answer page (`/search/…`, a GET the edge keeps; `/cars?query=…` is private, no-store).
 */
import { prng } from '../../seed/random'
import { searchBody } from './instances'
import { percentile, request } from './http'
import type { SitePages } from './urlSet'

export type Latency = { count: number; p50: number; p95: number; max: number }
export type SearchLatencies = { engineHttp: Latency; engineProcessing: Latency; edgePost: Latency; edgePage: Latency; edgePageHits: number; errors: number }

const WORDS = ['', 'toyota', 'corolla', 'hilux', 'rav4', 'auto', 'white', 'diesel', 'sedan', 'ute', 'mazda', 'ford ranger']
const MAKES = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Jayco']

/**
 * The i-th new query of the mix (a word, a make refinement on some, a price floor never asked
 * before, page 1 or 2): never the same body twice, so no cache answers it.
 */
export function newQueryParams(rng: ReturnType<typeof prng>, i: number): Record<string, unknown> {
  return { query: rng.pick(WORDS), ...(rng.chance(0.4) ? { facetFilters: [[`make:${rng.pick(MAKES)}`]] } : {}), numericFilters: [`price>=${1000 + i}`], page: rng.int(0, 1) }
}

const latency = (values: number[]): Latency => ({ count: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: values.length ? Math.max(...values) : NaN })
const slugOf = (host: string) => host.split('.')[0]

export async function measureSearch(options: { instance: string; edge: string; sites: SitePages[]; queries: number; repeats: number }): Promise<SearchLatencies> {
  const rng = prng(20261206)
  const http: number[] = []
  let errors = 0
  const processing: number[] = []
  for (let i = 0; i < options.queries; i++) {
    const site = options.sites[rng.int(0, options.sites.length - 1)]
    const res = await request(options.instance, `/api/search/${slugOf(site.host)}/1/indexes/*/queries`, { host: site.host, method: 'POST', body: searchBody(newQueryParams(rng, i)) }).catch(() => null)
    if (res?.status !== 200) {
      errors++
      continue
    }
    http.push(res.ms)
    const first = (JSON.parse(res.body) as { results?: Array<{ processingTimeMS?: number }> }).results?.[0]
    if (typeof first?.processingTimeMS === 'number') processing.push(first.processingTimeMS)
  }
  const post: number[] = []
  const page: number[] = []
  let hits = 0
  const repeated = options.sites.slice(0, 5)
  for (let round = 0; round <= options.repeats; round++) {
    for (const site of repeated) {
      const body = searchBody({ query: 'toyota' })
      const p = await request(options.edge, `/api/search/${slugOf(site.host)}/1/indexes/*/queries`, { host: site.host, method: 'POST', body }).catch(() => null)
      const g = await request(options.edge, site.paths.find((p) => p.startsWith('/search/')) ?? '/search/used-cars', { host: site.host }).catch(() => null)
      if (round === 0) continue // the first ask fills the caches
      if (p?.status === 200) post.push(p.ms)
      else errors++
      if (g?.status === 200) page.push(g.ms)
      else errors++
      if (g?.headers['x-cache'] === 'HIT') hits++
    }
  }
  return { engineHttp: latency(http), engineProcessing: latency(processing.length ? processing : [NaN]), edgePost: latency(post), edgePage: latency(page), edgePageHits: hits, errors }
}
