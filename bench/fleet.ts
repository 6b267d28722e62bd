/**
 * `npm run bench:fleet`: the platform at fleet scale (issue 34 section 3). Generates (once, kept
 * under .data/fleet/<vehicles>) 1,000 dealer sites and the asked number of cars by bulk SQL, then
 * starts two production instances on that one PostgreSQL with CACHE_SHARED=postgres, object
 * storage (s3rver) and the Varnish purge, Varnish (deploy/varnish/default.vcl, round robin) in front,
 * and measures: each instance's start (ready, then its embedded index loaded) and resident memory;
 * search endpoint p50/p95 on the embedded engine and repeated through Varnish; page views at 200
 * connections through Varnish after an uncounted warm-up (sites and pages drawn Zipf 1.0); 100
 * price edits through the admin API during the load (save to new price at the edge, stale answers
 * after it). The page views run on the cold edge (a 20 s warm-up, then the measured minute); with
 * FLEET_PREWARM=1 they run again after every page of the URL set was asked once (a deploy's
 * warm-up from the sitemaps), on the warm edge, with the price edits there (on this 2-core machine
 * the pre-warm alone would take about an hour: docs/performance.md "Fleet"). Prints one table
 * against the targets with the load average. Every process it starts
 * (instances, PostgreSQL, s3rver, varnishd) is stopped on every exit path, Ctrl-C included.
 *
 *   npx next build && npm run bench:fleet -- --vehicles 25000
 *
 * Needs a production build (it builds nothing). Options: --vehicles (default 250000; each scale
 * is generated once), --generate-only (make the data, measure nothing), --start-only (start one
 * instance: its start and memory only). Environment: FLEET_SECONDS (60), FLEET_WARMUP_SECONDS (20),
 * FLEET_CONNECTIONS (200), FLEET_EDITS (100), FLEET_SEARCH_QUERIES (300), FLEET_PORT (3331: the
 * instances on it and the next port, Varnish on +2), FLEET_S3_PORT (FLEET_PORT + 8), FLEET_PG_PORT (58210),
 * FLEET_DIR, FLEET_START_LIMIT_SECONDS (900), FLEET_PREWARM (1: the warm-edge run, the edits on it; default
 * off, the edits run on the cold edge), FLEET_PREWARM_CONNECTIONS (8). Not a test: the figures depend on the machine
 * (docs/performance.md "Fleet").
 */
import pg from 'pg'
import { productionBuildId } from '../scripts/lib/benchServer'
import { prng } from '../seed/random'
import { ensureFleet } from './fleet/generate'
import { residentMb, startInstance, type Instance } from './fleet/instances'
import { drivePages, type LoadResult } from './fleet/load'
import { prewarmEdge, untilIdle, type Prewarm } from './fleet/prewarm'
import { runPriceEdits, signIn, type EditTarget } from './fleet/priceEdits'
import { fleetReport } from './fleet/report'
import { measureSearch } from './fleet/searchLatency'
import { startFleetStack } from './fleet/stack'
import { drawViews, fleetPages } from './fleet/urlSet'
import { startVarnish } from './fleet/varnish'

const argv = process.argv.slice(2)
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
const VEHICLES = Number(option('--vehicles') || process.env.FLEET_VEHICLES || 250_000)
const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const SECONDS = num('FLEET_SECONDS', 60)
const WARMUP = num('FLEET_WARMUP_SECONDS', 20)
const CONNECTIONS = num('FLEET_CONNECTIONS', 200)
const EDITS = num('FLEET_EDITS', 100)
const QUERIES = num('FLEET_SEARCH_QUERIES', 300)
const PORT = num('FLEET_PORT', 3331)
const PG_PORT = num('FLEET_PG_PORT', 58210)
const PREWARM = process.env.FLEET_PREWARM === '1'
const PREWARM_CONNECTIONS = num('FLEET_PREWARM_CONNECTIONS', 8)

const stops: Array<() => Promise<void>> = []
let cleaning: Promise<void> | undefined
const cleanup = () => (cleaning ??= (async () => {
  for (const stop of stops.reverse()) await stop().catch((e) => console.error('Cleanup step failed:', e))
})())
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the instances, Varnish, s3rver and PostgreSQL…`)
    void cleanup().finally(() => process.exit(130))
  })
}

async function editTargets(client: pg.Client, sites: Awaited<ReturnType<typeof fleetPages>>): Promise<EditTarget[]> {
  const targets: EditTarget[] = []
  for (const site of sites.slice(0, 10)) {
    for (const path of site.paths.filter((p) => p.startsWith('/cars/')).slice(0, 10)) {
      const slug = decodeURIComponent(path.slice('/cars/'.length))
      const { rows } = await client.query<{ id: number; price: string }>('select id, price from vehicles where slug = $1 and price is not null and offer_price is null', [slug])
      if (rows[0]) targets.push({ id: rows[0].id, host: site.host, path, price: Number(rows[0].price) })
    }
  }
  return targets
}

async function main(): Promise<void> {
  if (!argv.includes('--generate-only') && !productionBuildId('bench:fleet')) return void (process.exitCode = 1)
  const ports = { pgPort: PG_PORT, s3Port: num('FLEET_S3_PORT', PORT + 8) }
  const generated = await ensureFleet(VEHICLES, ports)
  console.log(`• Fleet: ${generated.sites} sites, ${generated.vehicles.toLocaleString('en')} cars (demo seed ${generated.seedSeconds.toFixed(0)} s, bulk SQL ${generated.cloneSeconds.toFixed(1)} s, ${generated.at})`)
  if (argv.includes('--generate-only')) return
  const stack = await startFleetStack({ vehicles: VEHICLES, ...ports })
  stops.push(stack.stop)
  const varnish = await startVarnish({ port: PORT + 2, backends: [PORT, PORT + 1] })
  stops.push(varnish.stop)
  const env = { ...stack.s3Env, DATABASE_URL: stack.databaseUrl, EDGE_PURGE: 'varnish', EDGE_PURGE_VARNISH_URLS: `${varnish.origin}/` }
  const instances: Instance[] = []
  for (const port of [PORT, PORT + 1]) {
    console.log(`• Starting instance ${instances.length + 1} on port ${port}`)
    const instance = await startInstance({ port, env, site: 'sunshine-toyota', onSpawned: (stop) => stops.push(stop) })
    instances.push(instance)
    console.log(`  ready in ${instance.readySeconds.toFixed(1)} s, index loaded in ${instance.indexSeconds.toFixed(1)} s, ${residentMb(instance.child).toFixed(0)} MB resident (log ${instance.log})`)
    if (argv.includes('--start-only')) return // one instance's start and memory only (the slow part at 250,000 cars on a busy machine)
  }
  const rssAfterStart = instances.map((i) => residentMb(i.child))
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  stops.push(() => client.end())
  const sites = await fleetPages(client)
  const urlSetSize = sites.reduce((n, s) => n + s.paths.length, 0)
  console.log(`• URL set: ${urlSetSize.toLocaleString('en')} pages on ${sites.length} sites`)
  console.log(`• Search: ${QUERIES} new queries on the embedded engine, then repeats through Varnish`)
  const search = await measureSearch({ instance: instances[0].origin, edge: varnish.origin, sites, queries: QUERIES, repeats: 10 })
  const views = drawViews(sites, 300_000, prng(34).next)
  // Signed in before the load: under 200 connections of misses a sign-in can wait past its timeout.
  const targets = await editTargets(client, sites)
  const token = await signIn(instances[0].origin, process.env.SEED_ADMIN_EMAIL || 'admin@example.com', process.env.SEED_ADMIN_PASSWORD || 'demo-admin-2026')
  const editRun = () => runPriceEdits(targets, { edits: EDITS, workers: 2, gapMs: Math.max(0, (SECONDS * 1000 * 2) / EDITS - 1000), api: instances[0].origin, edge: varnish.origin, token })
  // The cold edge: as the issue asks, a 20 s warm-up, then the measured minute.
  console.log(`• Warm-up: ${WARMUP} s at ${CONNECTIONS} connections (not counted)`)
  await drivePages(varnish, views, { connections: CONNECTIONS, seconds: WARMUP })
  console.log(`• Load on the cold edge: ${SECONDS} s at ${CONNECTIONS} connections through Varnish${PREWARM ? '' : `, ${EDITS} price edits meanwhile`}`)
  let editsStarted = Date.now()
  const coldViews = views.slice(150_000).concat(views.slice(0, 150_000))
  const [load, coldEdits] = await Promise.all([drivePages(varnish, coldViews, { connections: CONNECTIONS, seconds: SECONDS }), PREWARM ? null : editRun()])
  let edits = coldEdits
  let editSeconds = (Date.now() - editsStarted) / 1000
  // The warm edge: every page of the URL set asked once (a deploy's warm-up from the sitemaps),
  // then the same minute again with the price edits.
  let warm: { prewarm: Prewarm; load: LoadResult } | undefined
  if (PREWARM) {
    console.log('• Waiting for the instances to finish the cold run\'s renders (liveness answered at once again)')
    const idleSeconds = await untilIdle(instances.map((i) => i.origin), { limitMs: 600_000 })
    console.log(`  idle after ${idleSeconds.toFixed(0)} s`)
    console.log(`• Pre-warming the edge: ${urlSetSize.toLocaleString('en')} pages once each, ${PREWARM_CONNECTIONS} at a time`)
    const prewarm = { ...(await prewarmEdge(varnish, sites, { connections: PREWARM_CONNECTIONS })), idleSeconds }
    console.log(`  ${prewarm.pages.toLocaleString('en')} pages in ${prewarm.seconds.toFixed(0)} s (${prewarm.perSecond.toFixed(1)}/s), statuses ${JSON.stringify(prewarm.statuses)}, ${prewarm.failed} failed`)
    console.log(`• Load on the warm edge: ${SECONDS} s at ${CONNECTIONS} connections through Varnish, ${EDITS} price edits meanwhile`)
    editsStarted = Date.now()
    const [warmLoad, warmEdits] = await Promise.all([drivePages(varnish, coldViews, { connections: CONNECTIONS, seconds: SECONDS }), editRun()])
    editSeconds = (Date.now() - editsStarted) / 1000
    edits = warmEdits
    warm = { prewarm, load: warmLoad }
  }
  const rssAfterLoad = instances.map((i) => residentMb(i.child))
  console.log(fleetReport({ generated, instances, rssAfterStart, rssAfterLoad, urlSetSize, sites: sites.length, search, load, warm, edits: edits!, editSeconds, connections: CONNECTIONS, warmup: WARMUP }))
}

main().then(
  async () => {
    await cleanup()
    process.exit(process.exitCode ?? 0)
  },
  async (error) => {
    console.error('✖', error instanceof Error ? error.stack ?? error.message : error)
    await cleanup()
    process.exit(1)
  },
)
