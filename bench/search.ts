/**
 * `npm run bench:search`: the embedded search engine against PostgreSQL (Payload `find()`), on the
 * same generated vehicles and the same search-page multi-queries, in one run.
 *
 *   npx tsx bench/search.ts                 # 10,000 and 100,000 vehicles
 *   npx tsx bench/search.ts 10000           # a quick run (sizes from argv)
 *   npx tsx bench/search.ts --no-postgres   # engine rows only
 *
 * Environment:
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL  a server to create a throw-away database on (dropped at
 *                                           the end); unset: a throw-away embedded PostgreSQL
 *   BENCH_PG_SECONDS                        measurement budget per size for PostgreSQL (default 45)
 *   BENCH_QUERIES                           measured multi-queries per size (default 500)
 *
 * The workload: `buildSearchPageQueries` (bench/search-engine.ts) — InstantSearch's multi-query for
 * a search page with three disjunctive refinements: the main query (base filter + refinements +
 * sometimes a price range, facets ['*'], 21 hits, page 0..3, one of the four sort indices, a query
 * text in 6 of 14 cases) plus one hitsPerPage 0 query per refined facet without that facet's own
 * refinement.
 *
 * The PostgreSQL side answers each multi-query the way a Postgres-backed search page would have to:
 * - the main query's hits: Payload `find()` (depth 0, overrideAccess, limit 21, the page, the sort
 *   index's order then -custom_rank then id; `pagination: true`, so Payload also counts totalDocs =
 *   nbHits) with a `where` equivalent to the engine's filters;
 * - facet counts: `find()` has none, so one `SELECT col, count(*) … WHERE <same filter> GROUP BY col
 *   ORDER BY count DESC, col LIMIT maxValuesPerFacet` per faceted attribute through
 *   `payload.db.drizzle` (for the numeric facets the same statement also computes facets_stats
 *   min/max/avg/sum with window functions): 19 for facets ['*'] plus one per disjunctive query;
 * - all statements of one multi-query are issued at once (Promise.all over Payload's pool), as a
 *   server would; one multi-query's latency is the time until the last answer.
 * Text queries: the engine matches each query word as a word prefix in any searchable attribute
 * (make, model, badge, series, year, colour, stocknum, name); PostgreSQL uses Payload's `like`
 * (ILIKE %word%) on the same text columns (year via name) — a substring match, so a few text
 * queries count slightly more hits there, and hits are ordered without textual relevance. The run
 * checks both sides give the same answers (nbHits, every facet count, facets_stats, and the hits'
 * order when there is no query text) and prints how many agree.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { Payload, Where } from 'payload'
import { createEngine, type MultiSearchBody, type MultiSearchRequest, type SearchResponse } from '../src/search/engine/index'
import { DEFAULT_ATTRIBUTES_FOR_FACETING, parseFacetAttribute } from '../src/search/engine/config'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwawayDatabase'
import { closePayload } from '../src/db/closePayload'
import {
  BENCH_NOW,
  BENCH_SITE_SCOPES,
  baseFilter,
  buildSearchPageQueries,
  formatBenchTable,
  generateCarRecords,
  runEngineBench,
  type CarRecord,
  type EngineBenchRow,
} from './search-engine'

// ------------------------------------------------------------------------------------ options

const argv = process.argv.slice(2)
const sizeArgs = argv.map(Number).filter((n) => Number.isInteger(n) && n > 0)
const SIZES = sizeArgs.length > 0 ? sizeArgs : [10_000, 100_000]
const WITH_POSTGRES = !argv.includes('--no-postgres')
const MEASURED = Math.max(1, Number(process.env.BENCH_QUERIES) || 500)
const ENGINE_WARMUP = 200
const PG_WARMUP = 10
const PG_MIN = 30
/** Multi-queries for the find()-only row (where PostgreSQL's time goes; not part of the comparison). */
const FIND_ONLY_MAX = 100
const PG_BUDGET_MS = Math.max(5, Number(process.env.BENCH_PG_SECONDS) || 45) * 1000
/** Bulk inserts projected to take longer than this are skipped (the size is then engine-only). */
const PG_INSERT_LIMIT_MS = 180_000

/**
 * A full garbage collection between phases (runEngineBench calls globalThis.gc when present), so
 * the set-up's garbage is not collected during a measurement; `tsx bench/search.ts` runs without
 * --expose-gc, so the function is obtained at run time.
 */
function exposeGc(): void {
  const g = globalThis as { gc?: () => void }
  if (g.gc) return
  try {
    v8.setFlagsFromString('--expose-gc')
    g.gc = vm.runInNewContext('gc') as () => void
  } catch {
    // no gc between phases: measurements only get noisier
  }
}
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.()
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[idx]
}

function summarise(engine: string, records: number, loadMs: number, times: number[], totalMs: number): EngineBenchRow {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    engine,
    records,
    queries: sorted.length,
    loadMs: round(loadMs, 0),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length)),
    qps: round(sorted.length / (totalMs / 1000), sorted.length / (totalMs / 1000) < 10 ? 1 : 0),
  }
}

// ----------------------------------------------------------------- engine attribute -> column

/** Engine attribute -> vehicles field (Payload field name = drizzle column key). */
const FIELD_OF: Record<string, string> = {
  badge: 'badge',
  status: 'status',
  car_type: 'car_type',
  city: 'city',
  colour: 'colour',
  item_type: 'item_type',
  km: 'km',
  location_name: 'location_name',
  make: 'make',
  model: 'model',
  price: 'price',
  seats: 'seats',
  body: 'simple_body', // the index's `body` is the vehicle's simple_body (src/search/record.ts)
  drive: 'drive',
  fuel: 'fuel',
  transmission: 'transmission',
  state: 'state',
  tag: 'tag',
  year: 'year',
}
const NUMERIC_FACETS = new Set(['km', 'price', 'seats', 'year'])
/** What facets ['*'] counts: every non-filterOnly attributesForFaceting entry the records carry. */
const STAR_FACETS = DEFAULT_ATTRIBUTES_FOR_FACETING.map(parseFacetAttribute)
  .filter((fa) => !fa.filterOnly && FIELD_OF[fa.attribute] !== undefined)
  .map((fa) => fa.attribute)
/**
 * The engine's searchable attributes as text columns; `year` is numeric in the database and is
 * part of `name` ("2021 Toyota HiLux SR5"), so `name` covers it.
 */
const TEXT_FIELDS = ['make', 'model', 'badge', 'series', 'colour', 'stocknum', 'name']

/** Sort index -> Payload sort (the engine breaks remaining ties by insertion order = id). */
const SORT_OF: Record<string, string[]> = {
  Car_production: ['-custom_rank', 'id'],
  Car_production_latest: ['-listed_at', '-custom_rank', 'id'],
  Car_production_price_desc: ['-price', '-custom_rank', 'id'],
  Car_production_price_asc: ['price', '-custom_rank', 'id'],
}

// -------------------------------------------------------------------- query translation

interface PgQuery {
  scope: string[]
  soldAfter: number
  refinements: Array<{ field: string; values: string[] }>
  numeric: Array<{ field: string; op: '>=' | '<=' | '>' | '<' | '='; value: number }>
  words: string[]
  facets: string[]
  maxValuesPerFacet: number
  hitsPerPage: number
  page: number
  sort: string[]
}

const fieldOf = (attr: string): string => {
  const f = FIELD_OF[attr]
  if (!f) throw new Error(`bench/search.ts: no vehicles column for the engine attribute "${attr}"`)
  return f
}

/** Parses one request of the generated mix (and refuses shapes it does not know). */
function translate(r: MultiSearchRequest): PgQuery {
  const filters = String(r.filters ?? '')
  const scope = [...filters.matchAll(/dealership_slug:([\w-]+)/g)].map((m) => m[1])
  const sold = /sold_date_timestamp > (\d+)/.exec(filters)
  const soldAfter = sold ? Number(sold[1]) : NaN
  // The filter must be exactly baseFilter(scope) for the translation below to be equivalent.
  const soldDays = (BENCH_NOW - soldAfter) / 86400
  if (scope.length === 0 || !sold || filters !== baseFilter(scope, soldDays)) throw new Error(`bench/search.ts: unexpected filters: ${filters}`)
  const refinements = ((r.facetFilters ?? []) as Array<string | string[]>).map((group) => {
    const list = Array.isArray(group) ? group : [group]
    const attrs = new Set(list.map((f) => f.slice(0, f.indexOf(':'))))
    if (attrs.size !== 1) throw new Error(`bench/search.ts: mixed facetFilters group ${JSON.stringify(group)}`)
    return { field: fieldOf([...attrs][0]), values: list.map((f) => f.slice(f.indexOf(':') + 1)) }
  })
  const numeric = ((r.numericFilters ?? []) as string[]).map((f) => {
    const m = /^\s*(\w+)\s*(>=|<=|>|<|=)\s*(-?[\d.]+)\s*$/.exec(f)
    if (!m) throw new Error(`bench/search.ts: unexpected numericFilter ${f}`)
    return { field: fieldOf(m[1]), op: m[2] as PgQuery['numeric'][number]['op'], value: Number(m[3]) }
  })
  const facets = ((r.facets ?? []) as string[]).flatMap((f) => (f === '*' ? STAR_FACETS : [f]))
  const sort = SORT_OF[String(r.indexName)]
  if (!sort) throw new Error(`bench/search.ts: unknown index ${String(r.indexName)}`)
  return {
    scope,
    soldAfter,
    refinements,
    numeric,
    words: String(r.query ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
    facets: [...new Set(facets)],
    maxValuesPerFacet: Number(r.maxValuesPerFacet ?? 100),
    hitsPerPage: Number(r.hitsPerPage ?? 20),
    page: Number(r.page ?? 0),
    sort,
  }
}

const PAYLOAD_OP = { '>=': 'greater_than_equal', '<=': 'less_than_equal', '>': 'greater_than', '<': 'less_than', '=': 'equals' } as const

/** The Payload `where` equivalent to the engine's filters + facetFilters + numericFilters + query. */
function toWhere(q: PgQuery, siteId: number, dealershipIds: Map<string, number>): Where {
  return {
    and: [
      { site: { equals: siteId } },
      { dealership: { in: q.scope.map((s) => dealershipIds.get(s)) } },
      { show_on_dealer_website: { equals: true } },
      { or: [{ status: { equals: 'in_stock' } }, { status: { equals: 'coming_soon' } }, { sold_date_timestamp: { greater_than: q.soldAfter } }] },
      ...q.refinements.map((r) => ({ [r.field]: { in: r.values } })),
      ...q.numeric.map((n) => ({ [n.field]: { [PAYLOAD_OP[n.op]]: n.value } })),
      ...q.words.map((w) => ({ or: TEXT_FIELDS.map((f) => ({ [f]: { like: w } })) })),
    ],
  }
}

// ---------------------------------------------------------------------------- the database

type Drizzle = typeof import('@payloadcms/db-postgres/drizzle')
type Table = Record<string, unknown>

type Database = ThrowawayDatabase

/** A throw-away database: a new one on BENCH_DATABASE_URL / TEST_DATABASE_URL, else embedded PostgreSQL. */
function startDatabase(): Promise<Database> {
  return startThrowawayDatabase({
    name: `dealer_bench_${Date.now()}_${process.pid}`,
    adminUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
    firstPort: 56000,
  })
}

interface PgContext {
  payload: Payload
  d: Drizzle
  db: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> }; execute: (q: unknown) => Promise<unknown>; select: (f: unknown) => any }
  table: Table
  siteId: number
  dealershipIds: Map<string, number>
}

/** One site and the 24 dealerships of the generated data, through Payload like the admin would. */
async function createSiteAndDealerships(payload: Payload, records: CarRecord[]): Promise<{ siteId: number; dealershipIds: Map<string, number> }> {
  const site = await payload.create({ collection: 'sites', data: { name: 'Bench Motor Group', slug: 'bench-group', template: 'group' } as never, overrideAccess: true })
  const slugs = [...new Set([...BENCH_SITE_SCOPES.flat(), ...records.map((r) => r.dealership_slug)])].sort()
  const dealershipIds = new Map<string, number>()
  for (const slug of slugs) {
    const doc = await payload.create({ collection: 'dealerships', data: { name: `Dealer ${slug}`, slug, site: site.id } as never, overrideAccess: true })
    dealershipIds.set(slug, doc.id as number)
  }
  return { siteId: site.id as number, dealershipIds }
}

/** The vehicles row of one generated record (id = position + 1, so the engine's insertion order is id order). */
function vehicleRow(r: CarRecord, i: number, siteId: number, dealershipIds: Map<string, number>): Record<string, unknown> {
  return {
    id: i + 1,
    site: siteId,
    dealership: dealershipIds.get(r.dealership_slug),
    name: r.name,
    stocknum: r.stocknum,
    make: r.make,
    model: r.model,
    badge: r.badge,
    series: r.series,
    year: String(r.year),
    car_type: r.car_type,
    item_type: r.item_type,
    status: r.status,
    show_on_dealer_website: r.show_on_dealer_website,
    tag: r.tag,
    price: String(r.price),
    km: String(r.km),
    custom_rank: String(r.custom_rank),
    listed_at: new Date(r.created_at * 1000).toISOString(),
    sold_date_timestamp: String(r.sold_date_timestamp),
    colour: r.colour,
    seats: String(r.seats),
    simple_fuel: r.simple_fuel,
    fuel: r.fuel,
    simple_body: r.simple_body,
    drive: r.drive,
    simple_transmission: r.simple_transmission,
    transmission: r.transmission,
    city: r.city,
    state: r.state,
    location_name: r.location_name,
  }
}

/** Replaces the vehicles table's rows with `records` (drizzle multi-row inserts), then VACUUM ANALYZE. */
async function loadVehicles(ctx: PgContext, records: CarRecord[], onProgress?: (done: number) => void): Promise<number> {
  const { d, db, table } = ctx
  const t0 = performance.now()
  await db.execute(d.sql`TRUNCATE TABLE "vehicles" RESTART IDENTITY CASCADE`)
  const keys = Object.keys(vehicleRow(records[0], 0, ctx.siteId, ctx.dealershipIds))
  const missing = [...keys, ...TEXT_FIELDS, ...Object.values(FIELD_OF)].filter((k) => !(k in table))
  if (missing.length > 0) throw new Error(`bench/search.ts: vehicles table has no column(s) ${missing.join(', ')}; it has ${Object.keys(table).join(', ')}`)
  const columns = keys.length
  const batch = Math.max(100, Math.min(2000, Math.floor(60_000 / columns))) // PostgreSQL: at most 65,535 parameters
  for (let i = 0; i < records.length; i += batch) {
    const rows = records.slice(i, i + batch).map((r, k) => vehicleRow(r, i + k, ctx.siteId, ctx.dealershipIds))
    await db.insert(table).values(rows)
    onProgress?.(Math.min(records.length, i + batch))
  }
  await db.execute(d.sql`SELECT setval(pg_get_serial_sequence('vehicles', 'id'), ${records.length})`)
  // A live database is vacuumed and analysed by autovacuum; do it now so the planner has statistics.
  await db.execute(d.sql`VACUUM ANALYZE "vehicles"`)
  return performance.now() - t0
}

interface FacetAnswer {
  values: Record<string, number>
  stats?: { min: number; max: number; avg: number; sum: number }
  total: number
}

/** The drizzle condition equivalent to toWhere(). */
function toSql(ctx: PgContext, q: PgQuery) {
  const { d, table: t } = ctx
  const col = (f: string) => t[f] as never
  const text = (w: string) => d.or(...TEXT_FIELDS.map((f) => d.ilike(col(f), `%${w}%`)))
  const NUM = { '>=': d.gte, '<=': d.lte, '>': d.gt, '<': d.lt, '=': d.eq } as const
  return d.and(
    d.eq(col('site'), ctx.siteId),
    d.inArray(col('dealership'), q.scope.map((s) => ctx.dealershipIds.get(s) as number)),
    d.eq(col('show_on_dealer_website'), true),
    d.or(d.eq(col('status'), 'in_stock'), d.eq(col('status'), 'coming_soon'), d.gt(col('sold_date_timestamp'), q.soldAfter)),
    ...q.refinements.map((r) => d.inArray(col(r.field), r.values)),
    ...q.numeric.map((n) => NUM[n.op](col(n.field), n.value)),
    ...q.words.map(text),
  )
}

/** One facet's counts: GROUP BY over the filtered rows, top maxValuesPerFacet by count then value. */
async function facetCounts(ctx: PgContext, q: PgQuery, where: unknown, attr: string): Promise<FacetAnswer> {
  const { d, db, table: t } = ctx
  const c = t[fieldOf(attr)] as never
  const numeric = NUMERIC_FACETS.has(attr)
  const fields: Record<string, unknown> = { v: d.sql<string>`${c}::text`, c: d.sql<number>`count(*)::int`, total: d.sql<string>`sum(count(*)) over ()` }
  if (numeric) {
    fields.mn = d.sql<string>`min(${c}) over ()`
    fields.mx = d.sql<string>`max(${c}) over ()`
    fields.sm = d.sql<string>`sum(${c} * count(*)) over ()`
  }
  const rows: Array<Record<string, string | number>> = await db
    .select(fields)
    .from(t)
    .where(d.and(where as never, d.isNotNull(c)))
    .groupBy(c)
    .orderBy(d.sql`count(*) desc`, d.sql`${c}::text collate "C"`)
    .limit(q.maxValuesPerFacet)
  const values: Record<string, number> = {}
  for (const r of rows) values[String(r.v)] = Number(r.c)
  const total = rows.length > 0 ? Number(rows[0].total) : 0
  const answer: FacetAnswer = { values, total }
  if (numeric && rows.length > 0) {
    const sum = Number(rows[0].sm)
    answer.stats = { min: Number(rows[0].mn), max: Number(rows[0].mx), avg: sum / total, sum }
  }
  return answer
}

interface PgRequestAnswer {
  nbHits: number
  hits: string[]
  facets: Record<string, FacetAnswer>
}

/** One multi-query on PostgreSQL: every statement at once; resolves when all have answered. */
async function pgMultiSearch(ctx: PgContext, body: MultiSearchBody, translated: PgQuery[], withFacets = true): Promise<PgRequestAnswer[]> {
  return Promise.all(
    body.requests.map(async (_, i) => {
      const q = withFacets ? translated[i] : { ...translated[i], facets: [] }
      if (!withFacets && q.hitsPerPage === 0) return { nbHits: 0, hits: [], facets: {} }
      const where = toSql(ctx, q)
      const find =
        q.hitsPerPage > 0
          ? ctx.payload.find({
              collection: 'vehicles',
              where: toWhere(q, ctx.siteId, ctx.dealershipIds),
              sort: q.sort,
              limit: q.hitsPerPage,
              page: q.page + 1,
              depth: 0,
              overrideAccess: true,
              pagination: true,
            })
          : null
      const facetNames = q.facets
      const [found, ...facetAnswers] = await Promise.all([find, ...facetNames.map((a) => facetCounts(ctx, q, where, a))])
      const facets: Record<string, FacetAnswer> = {}
      facetNames.forEach((a, k) => (facets[a] = facetAnswers[k]))
      const nbHits = found ? found.totalDocs : (facetAnswers[0]?.total ?? 0)
      const hits = found ? found.docs.map((doc) => String(100000 + Number(doc.id) - 1)) : []
      return { nbHits, hits, facets }
    }),
  )
}

// --------------------------------------------------------------------------- agreement check

interface Agreement {
  checked: number
  agree: number
  plainChecked: number
  plainAgree: number
  firstDifference?: string
}

function compare(engine: SearchResponse[], pgAnswers: PgRequestAnswer[], bodies: MultiSearchBody, agreement: Agreement): void {
  const hasText = String(bodies.requests[0].query ?? '').trim() !== ''
  let difference: string | undefined
  engine.forEach((e, i) => {
    if (difference) return
    const p = pgAnswers[i]
    if (e.nbHits !== p.nbHits) difference = `request ${i}: nbHits ${e.nbHits} vs ${p.nbHits}`
    else if (!hasText && bodies.requests[i].hitsPerPage !== 0 && e.hits.map((h) => h.objectID).join() !== p.hits.join()) difference = `request ${i}: hits order`
    else {
      for (const [attr, values] of Object.entries(e.facets)) {
        const pv = p.facets[attr]?.values ?? {}
        if (JSON.stringify(Object.entries(values)) !== JSON.stringify(Object.entries(pv))) {
          difference = `request ${i}: facet ${attr}`
          break
        }
        const es = e.facets_stats?.[attr]
        const ps = p.facets[attr]?.stats
        if (es && (!ps || es.min !== ps.min || es.max !== ps.max || Math.abs(es.sum - ps.sum) > 1e-6 * Math.abs(es.sum))) {
          difference = `request ${i}: facets_stats ${attr}`
          break
        }
      }
      for (const attr of Object.keys(p.facets)) {
        if (!difference && !(attr in e.facets) && Object.keys(p.facets[attr].values).length > 0) difference = `request ${i}: facet ${attr} only on PostgreSQL`
      }
    }
  })
  agreement.checked++
  if (!difference) agreement.agree++
  if (!hasText) {
    agreement.plainChecked++
    if (!difference) agreement.plainAgree++
    else agreement.firstDifference ??= `"${String(bodies.requests[0].query)}" ${difference}`
  }
}

// ------------------------------------------------------------------------------------- main

interface PgRowResult {
  row: EngineBenchRow
  findOnly: EngineBenchRow
  agreement: Agreement
}

async function benchPostgres(ctx: PgContext, size: number, records: CarRecord[], bodies: MultiSearchBody[], log: (s: string) => void): Promise<PgRowResult> {
  const loadMs = await loadVehicles(ctx, records, (done) => {
    if (process.stdout.isTTY) process.stdout.write(`\r  inserting vehicles ${done}/${size}`)
  })
  if (process.stdout.isTTY) process.stdout.write('\n')
  log(`  PostgreSQL: ${size} vehicles inserted and analysed in ${(loadMs / 1000).toFixed(1)} s`)

  const warm = buildSearchPageQueries(PG_WARMUP, 99)
  const w0 = performance.now()
  for (const body of warm) await pgMultiSearch(ctx, body, body.requests.map(translate))
  const perQuery = (performance.now() - w0) / warm.length
  const n = Math.min(bodies.length, Math.max(PG_MIN, Math.floor(PG_BUDGET_MS / perQuery)))
  const measured = bodies.slice(0, n)
  const translated = measured.map((b) => b.requests.map(translate))

  collectGarbage()
  const times: number[] = []
  const answers: PgRequestAnswer[][] = []
  const start = performance.now()
  for (let i = 0; i < measured.length; i++) {
    const t = performance.now()
    answers.push(await pgMultiSearch(ctx, measured[i], translated[i]))
    times.push(performance.now() - t)
  }
  const total = performance.now() - start

  // Where the time goes: the main query's find() alone (hits + totalDocs, no facet counts).
  const findTimes: number[] = []
  const findStart = performance.now()
  for (let i = 0; i < Math.min(measured.length, FIND_ONLY_MAX); i++) {
    const t = performance.now()
    await pgMultiSearch(ctx, measured[i], translated[i], false)
    findTimes.push(performance.now() - t)
  }
  const findTotal = performance.now() - findStart

  // Same answers? (outside the measurement)
  const engine = createEngine()
  engine.replaceAll(records as unknown as Array<Record<string, unknown>>)
  const agreement: Agreement = { checked: 0, agree: 0, plainChecked: 0, plainAgree: 0 }
  measured.forEach((body, i) => compare(engine.multiSearch(body).results as SearchResponse[], answers[i], body, agreement))
  return {
    row: summarise('postgres (payload find + GROUP BY)', size, loadMs, times, total),
    findOnly: summarise('postgres find() only, no facets', size, loadMs, findTimes, findTotal),
    agreement,
  }
}

async function main(): Promise<void> {
  const log = (s: string) => console.log(s)
  exposeGc()
  const bodies = buildSearchPageQueries(MEASURED, 7)
  const statements = 1 + STAR_FACETS.length + (bodies[0].requests.length - 1)
  log(`Search-page multi-query: 1 main query (3 disjunctive refinements, facets ['*'], 21 hits) + 3 hitsPerPage-0 disjunctive facet queries`)
  log(`Sizes: ${SIZES.join(', ')} vehicles; engine: ${ENGINE_WARMUP} warm-up + ${MEASURED} measured multi-queries per size`)
  log(`Machine: ${os.cpus().length} CPUs, load average ${loadAverage()} (other processes make the tail latencies noisy)`)

  let cleanupDb: (() => Promise<void>) | undefined
  let payload: Payload | undefined
  let cleaning: Promise<void> | undefined
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (payload) await closePayload(payload)
      payload = undefined
      if (cleanupDb) await cleanupDb().catch((e) => console.error('Could not remove the benchmark database:', e))
      cleanupDb = undefined
    })())
  const onSignal = (code: number) => () => {
    console.error('\nInterrupted: removing the benchmark database')
    void cleanup().finally(() => process.exit(code))
  }
  process.once('SIGINT', onSignal(130))
  process.once('SIGTERM', onSignal(143))

  const rows: EngineBenchRow[] = []
  const notes: string[] = []
  const ratios: string[] = []
  try {
    let ctx: PgContext | undefined
    if (WITH_POSTGRES) {
      const db = await startDatabase()
      cleanupDb = db.cleanup
      log(`PostgreSQL: ${db.describe}`)
      process.env.DATABASE_URL = db.url
      process.env.PAYLOAD_SECRET ||= 'bench-secret'
      process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-media-'))
      const mediaDir = process.env.MEDIA_DIR
      const dropDb = cleanupDb
      cleanupDb = async () => {
        fs.rmSync(mediaDir, { recursive: true, force: true })
        await dropDb()
      }
      process.env.RUN_JOBS = 'false' // no jobs queue polling during the measurement
      const { getPayload } = await import('payload')
      const { default: config } = await import('../payload.config')
      const { migrations } = await import('../src/migrations')
      payload = await getPayload({ config })
      await payload.db.migrate({ migrations: migrations as never })
      const d = await import('@payloadcms/db-postgres/drizzle')
      const adapter = payload.db as unknown as { drizzle: PgContext['db']; tables: Record<string, Table> }
      const firstRecords = generateCarRecords(Math.min(...SIZES), 42)
      const { siteId, dealershipIds } = await createSiteAndDealerships(payload, firstRecords)
      ctx = { payload, d, db: adapter.drizzle, table: adapter.tables.vehicles, siteId, dealershipIds }
      log(`PostgreSQL multi-query: Payload find() (hits + totalDocs) + ${statements - 1} GROUP BY statements (${STAR_FACETS.length} for facets ['*'], 1 per disjunctive query), issued concurrently`)
    }

    let insertMsPerRow = 0
    for (const size of [...SIZES].sort((a, b) => a - b)) {
      log(`\n${size} vehicles`)
      const engineRows = [...runEngineBench({ sizes: [size], queries: bodies, warmup: ENGINE_WARMUP }), ...runEngineBench({ sizes: [size], queries: bodies, warmup: ENGINE_WARMUP, caches: false })]
      for (const r of engineRows) log(`  ${r.engine}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.qps} multi-queries/s`)
      rows.push(...engineRows)
      if (!ctx) continue
      if (insertMsPerRow > 0 && insertMsPerRow * size > PG_INSERT_LIMIT_MS) {
        notes.push(`PostgreSQL skipped at ${size} vehicles: the insert would take ~${Math.round((insertMsPerRow * size) / 1000)} s (limit ${PG_INSERT_LIMIT_MS / 1000} s)`)
        log(`  ${notes[notes.length - 1]}`)
        continue
      }
      const records = generateCarRecords(size, 42)
      const { row, findOnly, agreement } = await benchPostgres(ctx, size, records, bodies, log)
      insertMsPerRow = row.loadMs / size
      rows.push(row, findOnly)
      log(`  ${row.engine}: p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, ${row.qps} multi-queries/s (${row.queries} measured after ${PG_WARMUP} warm-up)`)
      const engineRow = engineRows[0]
      ratios.push(`median ratio postgres/engine at ${size} vehicles: ${round(row.p50 / engineRow.p50, 1)}× (p95: ${round(row.p95 / engineRow.p95, 1)}×)`)
      notes.push(
        `answers at ${size}: ${agreement.plainAgree}/${agreement.plainChecked} multi-queries without query text identical on both sides (nbHits, hits in order, every facet count, facets_stats)` +
          (agreement.firstDifference ? ` — first difference: ${agreement.firstDifference}` : '') +
          `; with query text ${agreement.agree - agreement.plainAgree}/${agreement.checked - agreement.plainChecked} identical in nbHits and facets (ILIKE substring vs word prefix; hits not compared: no relevance ranking in SQL)`,
      )
    }
  } finally {
    await cleanup()
  }

  console.log(`\nload average at the end: ${loadAverage()}`)
  console.log(formatBenchTable(rows))
  console.log(
    `(load ms: engine = index build; postgres = bulk insert + VACUUM ANALYZE. Engine rows: ${MEASURED} multi-queries; ` +
      `postgres: the first N of the same list, N in the queries column. "find() only": the main query's find() without any facet count, for where the time goes.)`,
  )
  for (const r of ratios) console.log(r)
  const big = rows.filter((r) => r.engine === 'embedded').sort((a, b) => b.records - a.records)[0]
  if (big) console.log(`engine p95 at ${big.records} vehicles: ${big.p95} ms (target ≤ 5 ms${big.records >= 100_000 ? '' : ' at 100,000'}: ${big.p95 <= 5 ? 'met' : 'NOT met'})`)
  for (const n of notes) console.log(n)
  const compared = rows.filter((r) => r.engine.startsWith('postgres (')).map((r) => r.records)
  if (WITH_POSTGRES) console.log(`PostgreSQL compared at: ${compared.length > 0 ? compared.join(', ') : 'none'} vehicles`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('bench:search failed:', error)
    process.exit(1)
  },
)
