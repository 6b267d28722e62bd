/**
 * `npm run bench:pages`: how fast the production server answers each shopper page kind.
 *
 * Needs a production build (`npm run build`); it builds nothing itself. It starts the server
 * through `npm start`'s own code path (scripts/start.ts) on a throw-away PostgreSQL (a fresh
 * embedded server in a temporary directory, or a new database on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL), which the start path migrates and seeds with the demo data. Once
 * /api/health answers it drives every page kind with autocannon at 50 and 200 connections
 * (a static file from public/ is the reference row), then prints req/s, p50, p99, errors,
 * timeouts, each row's ratio to the static file, the load average, and the first-load
 * JavaScript of each page kind (gzip size of the <script src> chunks its HTML references,
 * fetched from the server). The server and the database are stopped and deleted on exit,
 * Ctrl-C included.
 *
 *   npm run bench:pages                                  # 10 s per row
 *   BENCH_SECONDS=30 npm run bench:pages                 # the issue's 30 s
 *   BENCH_CONNECTIONS=200 BENCH_ONLY=home,cars npm run bench:pages
 *
 * Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (comma list, default 50,200),
 * BENCH_ONLY (comma list of row keys), BENCH_PORT (default: a free port from 3900),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, TEST_PG_FIRST_PORT (embedded database port search).
 */
import os from 'node:os'
import zlib from 'node:zlib'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import { prng } from '../seed/random'
import { aCarPath, cleanup, cleanupOnSignals, get, productionBuildId, runBench, send, startBenchServer } from './lib/benchServer'
import { firstLoadScripts } from './lib/firstLoadScripts'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS || '50,200').split(',').map(Number).filter((n) => n > 0)
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null
const SITE = 'sunshine-toyota'

type Row = {
  key: string
  label: string
  host: string
  method?: 'GET' | 'POST'
  path: string
  body?: string
  /** A different request every time (autocannon's setupRequest). */
  vary?: () => { path: string } | { body: string }
  /** Page kinds whose first-load JavaScript is measured. */
  html?: boolean
}

type Result = { row: Row; connections: number; rps: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number; unfinished: number }

// Server and database lifecycle: scripts/lib/benchServer.ts.
cleanupOnSignals()

// ── page kinds ─────────────────────────────────────────────────────────────────────────────
/** The multi-query InstantSearch sends on /cars: results with facets, plus the disjunctive make and price queries. */
function searchBody(state: { query?: string; make?: string; page?: number; minPrice?: number } = {}): string {
  const facets = ['make', 'model', 'badge', 'year', 'price', 'km', 'body', 'simple_fuel', 'simple_transmission', 'simple_drive', 'colour', 'seats', 'location_name', 'state', 'car_type', 'tag']
  const query = state.query ?? ''
  const page = state.page ?? 0
  const makeFilter = {
    ...(state.make ? { facetFilters: [[`make:${state.make}`]] } : {}),
    ...(state.minPrice !== undefined ? { numericFilters: [`price>=${state.minPrice}`] } : {}),
  }
  return JSON.stringify({
    requests: [
      { indexName: 'Car_production', params: { facets, hitsPerPage: 24, maxValuesPerFacet: 50, page, query, ...makeFilter, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' } },
      { indexName: 'Car_production', params: { facets: ['make'], hitsPerPage: 0, maxValuesPerFacet: 50, page: 0, query, analytics: false, clickAnalytics: false } },
    ],
  })
}

function rows(host: string, carPath: string): Row[] {
  const rng = prng(20261123)
  const words = ['', 'corolla', 'hilux', 'rav4', 'camry', 'auto', 'white', 'diesel', 'sedan', 'ute']
  const makes = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia']
  let queryCount = 0
  const all: Row[] = [
    { key: 'static', label: 'static file (public/images/not-found.svg)', host, path: '/images/not-found.svg' },
    { key: 'home', label: 'home page', host, path: '/', html: true },
    { key: 'content', label: 'content page (/pages/about-us)', host, path: '/pages/about-us', html: true },
    { key: 'location', label: 'location page', host, path: '/contact-us/sunshine-toyota-sales', html: true },
    { key: 'offers', label: '/special-offers', host, path: '/special-offers', html: true },
    { key: 'car', label: 'car page', host, path: carPath, html: true },
    { key: 'cars', label: '/cars', host, path: '/cars', html: true },
    {
      key: 'cars-query',
      label: '/cars?query=… (new each request)',
      host,
      path: '/cars?query=x',
      vary: () => {
        const q = new URLSearchParams()
        const word = rng.pick(words)
        if (word) q.set('query', word)
        if (rng.chance(0.5)) q.append('refinementList[make][]', rng.pick(makes))
        const min = rng.int(0, 60) * 1000
        q.set('range[price]', `${min}:${min + rng.int(5, 80) * 1000}`)
        q.set('page', String(rng.int(1, 3)))
        return { path: `/cars?${q}` }
      },
    },
    { key: 'search', label: 'search endpoint multi-query', host, method: 'POST', path: `/api/search/${SITE}/1/indexes/*/queries`, body: searchBody() },
    {
      key: 'search-query',
      label: 'search endpoint, new query each request',
      host,
      method: 'POST',
      path: `/api/search/${SITE}/1/indexes/*/queries`,
      body: searchBody({ query: 'x' }),
      // Shoppers refining: a request never asked before (a rising minimum price keeps each one new).
      vary: () => ({ body: searchBody({ query: rng.pick(words), make: rng.chance(0.5) ? rng.pick(makes) : undefined, page: rng.int(0, 1), minPrice: 5000 + (++queryCount % 40_000) }) }),
    },
  ]
  return ONLY ? all.filter((r) => r.key === 'static' || ONLY.has(r.key)) : all
}

/**
 * Waits until the server has worked off the previous row's backlog (requests still queued when
 * autocannon stopped): a static file answers within a second, three times in a row.
 */
async function settle(origin: string, host: string): Promise<void> {
  const deadline = Date.now() + 120_000
  let fast = 0
  while (fast < 3 && Date.now() < deadline) {
    const t = Date.now()
    try {
      await send(origin, host, '/images/not-found.svg', { timeoutMs: 5000 })
      fast = Date.now() - t < 1000 ? fast + 1 : 0
    } catch {
      fast = 0
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

// ── measuring ──────────────────────────────────────────────────────────────────────────────
function drive(origin: string, row: Row, connections: number): Promise<Result> {
  const headers: Record<string, string> = { host: row.host, 'accept-encoding': 'gzip, deflate, br' }
  if (row.body) headers['content-type'] = 'application/json'
  const options: Record<string, unknown> = {
    url: `${origin}${row.path}`,
    method: row.method ?? 'GET',
    headers,
    body: row.body,
    connections,
    duration: SECONDS,
    timeout: 10,
  }
  if (row.vary) options.requests = [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...row.vary!() }) }]
  return new Promise((resolve, reject) => {
    autocannon(options, (error: Error | null, r: { requests: { average: number; total: number; sent: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number }) => {
      if (error) return reject(error)
      // Requests sent but neither answered nor failed when the row ended: up to one per connection
      // on a healthy server; with 0 req/s it means nothing came back within the row.
      const unfinished = Math.max(0, r.requests.sent - r.requests.total - r.errors)
      resolve({ row, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, unfinished })
    })
  })
}

async function firstLoadJs(origin: string, row: Row): Promise<{ kb: number; chunks: number }> {
  const html = await get(origin, row.host, row.path)
  const srcs = firstLoadScripts(html)
  let bytes = 0
  for (const src of srcs) {
    const res = await send(origin, row.host, src)
    if (res.status !== 200) throw new Error(`GET ${src} answered ${res.status}`)
    bytes += zlib.gzipSync(res.body).length
  }
  return { kb: bytes / 1024, chunks: srcs.length }
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`)

function table(results: Result[], js: Map<string, { kb: number; chunks: number }>): string {
  const lines = ['| request | conns | req/s | p50 | p99 | errors | timeouts | in flight at end | non-2xx | ratio to static | first-load JS (gzip) |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|']
  for (const r of results) {
    const reference = results.find((x) => x.row.key === 'static' && x.connections === r.connections)
    const ratio = reference && reference.rps > 0 ? `${((r.rps / reference.rps) * 100).toFixed(0)} %` : '–'
    const size = js.get(r.row.key)
    lines.push(`| ${r.row.label} | ${r.connections} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${r.timeouts} | ${r.unfinished} | ${r.non2xx} | ${ratio} | ${size ? `${size.kb.toFixed(1)} KB (${size.chunks} files)` : ''} |`)
  }
  return lines.join('\n')
}

async function main() {
  if (!productionBuildId('bench:pages')) {
    process.exitCode = 1
    return
  }

  try {
    const { origin, host } = await startBenchServer('bench:pages', SITE)

    const carPath = await aCarPath(origin, host)
    const all = rows(host, carPath)

    // Warm every page once (first renders compile nothing in production, but fill caches).
    for (const row of all) {
      await send(origin, row.host, row.path, { method: row.method, body: row.body })
    }

    const js = new Map<string, { kb: number; chunks: number }>()
    for (const row of all.filter((r) => r.html)) js.set(row.key, await firstLoadJs(origin, row))

    const results: Result[] = []
    for (const connections of CONNECTION_LEVELS) {
      for (const row of all) {
        await settle(origin, host)
        process.stdout.write(`• ${row.label} at ${connections} connections for ${SECONDS} s… `)
        const result = await drive(origin, row, connections)
        results.push(result)
        console.log(`${result.rps.toFixed(1)} req/s, p99 ${ms(result.p99)}`)
      }
    }
    const load = os.loadavg().map((n) => n.toFixed(2)).join(', ')
    console.log(`\n${table(results, js)}\n`)
    console.log(`Load average (1, 5, 15 min): ${load} on ${os.cpus().length} CPUs · ${SECONDS} s per row · ${new Date().toISOString()}`)
  } finally {
    await cleanup()
  }
}

runBench(main)
