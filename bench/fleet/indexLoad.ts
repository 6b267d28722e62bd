/**
 * The embedded index's start-up load alone, on a generated fleet (`npm run bench:fleet --
 * --generate-only` first): boots Payload in this process on the fleet's PostgreSQL and object
 * store, reads every car into records (`loadAllRecords`, what an instance's first search waits
 * for) and loads them into an engine, and prints the time, cars per second and this process's
 * resident memory (before, after, peak). Payload and the engine only: a production instance adds
 * Next.js's own (docs/performance.md "Fleet").
 *
 *   node --import tsx bench/fleet/indexLoad.ts --vehicles 25000
 *
 * Then FLEET_SEARCH_QUERIES (300) distinct search-page queries (the bench's mix: a word, a make
 * refinement on some, a price floor never asked before) on random fleet sites, scoped with each
 * site's real base filter (`siteMultiSearch`, as the search endpoint does), one at a time in this
 * process: the engine's own time at this scale, without HTTP or page renders beside it.
 *
 * Ports: FLEET_PG_PORT (58210), FLEET_S3_PORT (FLEET_PORT + 8). Stops what it starts.
 */
import { startFleetStack } from './stack'
import { FLEET_SECRET } from './generate'
import { percentile } from './http'
import { SEARCH_PAGE_PARAMS } from './instances'
import { newQueryParams } from './searchLatency'
import { prng } from '../../seed/random'

const argv = process.argv.slice(2)
const VEHICLES = Number((argv.includes('--vehicles') ? argv[argv.indexOf('--vehicles') + 1] : undefined) || 250_000)
const PORT = Number(process.env.FLEET_PORT || 3331)
const QUERIES = Number(process.env.FLEET_SEARCH_QUERIES || 300)
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

const stack = await startFleetStack({ vehicles: VEHICLES, pgPort: Number(process.env.FLEET_PG_PORT || 58210), s3Port: Number(process.env.FLEET_S3_PORT || PORT + 8) })
let code = 0
try {
  Object.assign(process.env, stack.s3Env, { DATABASE_URL: stack.databaseUrl, PAYLOAD_SECRET: FLEET_SECRET, SEARCH_PROVIDER: 'embedded' })
  const { bootPayload, closePayload } = await import('../../scripts/lib/payload')
  const { loadAllRecords } = await import('../../src/search/readVehicleRecords')
  const { createEngine } = await import('../../src/search/engine')
  const { engineSettings, INDEX_NAME } = await import('../../src/search/index')
  const { siteMultiSearch } = await import('../../src/search/siteQuery')
  const payload = await bootPayload({ onInit: false })
  try {
    global.gc?.()
    const before = process.memoryUsage().rss
    const heapBefore = process.memoryUsage().heapUsed
    const started = performance.now()
    const records = await loadAllRecords(payload)
    const readSeconds = (performance.now() - started) / 1000
    if (process.env.FLEET_SHOW_RECORD) console.log(JSON.stringify(records[Number(process.env.FLEET_SHOW_RECORD)], null, 1))
    global.gc?.()
    const heapRecords = process.memoryUsage().heapUsed
    const engine = createEngine({ ...engineSettings(), filterCacheSize: 512 })
    engine.replaceAll(records)
    // An instance builds every index before it counts as loaded (src/search/embedded.ts).
    const warmStarted = performance.now()
    engine.warm()
    const warmSeconds = (performance.now() - warmStarted) / 1000
    const { nbHits } = engine.search(INDEX_NAME, { query: '', facets: ['make', 'model', 'body'], hitsPerPage: 24 })
    const totalSeconds = (performance.now() - started) / 1000
    global.gc?.()
    const after = process.memoryUsage().rss
    const heapEngine = process.memoryUsage().heapUsed
    console.log(
      `• Index load: ${records.length.toLocaleString('en')} cars read in ${readSeconds.toFixed(1)} s (${Math.round(records.length / readSeconds).toLocaleString('en')} cars/s), ` +
        `engine loaded, its indexes built (${warmSeconds.toFixed(1)} s) and searched (${nbHits.toLocaleString('en')} hits) at ${totalSeconds.toFixed(1)} s; resident memory ${mb(before)} MB before, ${mb(after)} MB after, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB` +
        (global.gc ? `; heap ${mb(heapBefore)} MB before, ${mb(heapRecords)} MB with the records, ${mb(heapEngine)} MB with the engine` : ''),
    )
    // New queries on random fleet sites, scoped as the search endpoint scopes them.
    const { docs: sites } = await payload.find({ collection: 'sites', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const { docs: dealerships } = await payload.find({ collection: 'dealerships', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const slugsOf = new Map<number, string[]>()
    for (const d of dealerships) {
      const siteId = typeof d.site === 'object' && d.site ? d.site.id : d.site
      if (typeof siteId === 'number' && d.slug) slugsOf.set(siteId, [...(slugsOf.get(siteId) ?? []), d.slug])
    }
    const index = { multiSearch: async (requests: Parameters<typeof engine.multiSearch>[0]) => engine.multiSearch({ requests }) } as unknown as Parameters<typeof siteMultiSearch>[0]
    const rng = prng(20261206)
    const later: number[] = []
    const engineTimes: number[] = []
    const firstPerSite: number[] = []
    const seen = new Set<number>()
    for (let i = 0; i < QUERIES; i++) {
      const site = sites[rng.int(0, sites.length - 1)]!
      const dealershipSlugs = slugsOf.get(site.id) ?? []
      const params = { ...SEARCH_PAGE_PARAMS, ...newQueryParams(rng, i) }
      const t0 = performance.now()
      const { results } = await siteMultiSearch(index, { site, dealershipSlugs }, { requests: [{ indexName: INDEX_NAME, params }] })
      const ms = performance.now() - t0
      ;(seen.has(site.id) ? later : firstPerSite).push(ms)
      seen.add(site.id)
      engineTimes.push((results[0] as { processingTimeMS?: number }).processingTimeMS ?? NaN)
    }
    const all = [...later, ...firstPerSite]
    const f = (values: number[], p: number) => (values.length ? percentile(values, p).toFixed(1) : '–')
    console.log(
      `• ${QUERIES} new scoped queries on ${seen.size} sites, in process: p50 ${f(all, 50)} ms, p95 ${f(all, 95)} ms, max ${Math.max(...all).toFixed(1)} ms` +
        ` (a site's first query p50 ${f(firstPerSite, 50)} ms, p95 ${f(firstPerSite, 95)} ms; its later ones p95 ${f(later, 95)} ms); engine's processingTimeMS p95 ${f(engineTimes, 95)} ms`,
    )
  } finally {
    await closePayload(payload)
  }
} catch (error) {
  console.error('✖ Index load failed:', error)
  code = 1
} finally {
  await stack.stop()
}
process.exit(code)
