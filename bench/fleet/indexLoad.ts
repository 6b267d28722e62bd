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
 * Ports: FLEET_PG_PORT (58210), FLEET_S3_PORT (FLEET_PORT + 8). Stops what it starts.
 */
import { startFleetStack } from './stack'
import { FLEET_SECRET } from './generate'

const argv = process.argv.slice(2)
const VEHICLES = Number((argv.includes('--vehicles') ? argv[argv.indexOf('--vehicles') + 1] : undefined) || 250_000)
const PORT = Number(process.env.FLEET_PORT || 3331)
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

const stack = await startFleetStack({ vehicles: VEHICLES, pgPort: Number(process.env.FLEET_PG_PORT || 58210), s3Port: Number(process.env.FLEET_S3_PORT || PORT + 8) })
let code = 0
try {
  Object.assign(process.env, stack.s3Env, { DATABASE_URL: stack.databaseUrl, PAYLOAD_SECRET: FLEET_SECRET, SEARCH_PROVIDER: 'embedded' })
  const { bootPayload, closePayload } = await import('../../scripts/lib/payload')
  const { loadAllRecords } = await import('../../src/search/readVehicleRecords')
  const { createEngine } = await import('../../src/search/engine')
  const { engineSettings, INDEX_NAME } = await import('../../src/search/index')
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
    // The first search builds the engine's indexes (an instance's start waits for it too).
    const { nbHits } = engine.search(INDEX_NAME, { query: '', facets: ['make', 'model', 'body'], hitsPerPage: 24 })
    const totalSeconds = (performance.now() - started) / 1000
    global.gc?.()
    const after = process.memoryUsage().rss
    const heapEngine = process.memoryUsage().heapUsed
    console.log(
      `• Index load: ${records.length.toLocaleString('en')} cars read in ${readSeconds.toFixed(1)} s (${Math.round(records.length / readSeconds).toLocaleString('en')} cars/s), ` +
        `engine loaded and searched (${nbHits.toLocaleString('en')} hits) at ${totalSeconds.toFixed(1)} s; resident memory ${mb(before)} MB before, ${mb(after)} MB after, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB` +
        (global.gc ? `; heap ${mb(heapBefore)} MB before, ${mb(heapRecords)} MB with the records, ${mb(heapEngine)} MB with the engine` : ''),
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
