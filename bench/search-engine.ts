/**
 * Embedded search engine benchmark: a search-page multi-query (one main query with three
 * refinements and facets ['*'], plus one hitsPerPage 0 query per refined disjunctive facet) over
 * deterministic pseudo-random car records.
 *
 *   npx tsx bench/search-engine.ts            # 10k and 100k records, prints a table
 *   npx tsx bench/search-engine.ts 1000 50000 # other sizes
 *
 * `generateCarRecords` is exported so other benchmarks (e.g. PostgreSQL) use the same data, and
 * `buildSearchPageQueries` so they run the same query mix.
 */
import { pathToFileURL } from 'node:url'
import { createEngine, type MultiSearchBody, type MultiSearchRequest } from '../src/search/engine/index'
import { prng } from '../seed/random'

/** mulberry32, the seed's PRNG: small, fast, deterministic. */
export const createRng = (seed: number): (() => number) => prng(seed).next

/** Fixed "now" (seconds) so data and filters are identical on every run. */
export const BENCH_NOW = 1_750_000_000

const MAKES: Array<[string, string[], number]> = [
  ['Toyota', ['Corolla', 'Camry', 'HiLux', 'RAV4', 'LandCruiser', 'Kluger', 'Yaris', 'Prado', 'C-HR'], 18],
  ['Mazda', ['CX-5', 'CX-3', 'CX-30', 'CX-9', 'Mazda3', 'Mazda2', 'BT-50', 'MX-5'], 10],
  ['Ford', ['Ranger', 'Everest', 'Mustang', 'Focus', 'Puma', 'Escape', 'Transit'], 9],
  ['Hyundai', ['i30', 'Tucson', 'Kona', 'Santa Fe', 'Venue', 'iLoad', 'Ioniq 5'], 8],
  ['Kia', ['Sportage', 'Seltos', 'Cerato', 'Carnival', 'Sorento', 'Picanto', 'EV6'], 7],
  ['Mitsubishi', ['Triton', 'Outlander', 'ASX', 'Pajero Sport', 'Eclipse Cross'], 6],
  ['Nissan', ['Navara', 'X-Trail', 'Qashqai', 'Patrol', 'Juke'], 5],
  ['Volkswagen', ['Golf', 'Polo', 'Tiguan', 'Amarok', 'T-Roc'], 5],
  ['Subaru', ['Forester', 'Outback', 'XV', 'WRX', 'Impreza'], 4],
  ['Isuzu', ['D-MAX', 'MU-X'], 4],
  ['Honda', ['CR-V', 'HR-V', 'Civic', 'Jazz'], 3],
  ['Mercedes-Benz', ['C-Class', 'GLC', 'A-Class', 'Sprinter', 'GLE'], 3],
  ['BMW', ['X3', 'X5', '3 Series', '1 Series'], 2],
  ['Audi', ['Q5', 'A3', 'Q3', 'A4'], 2],
  ['Suzuki', ['Swift', 'Vitara', 'Jimny'], 2],
  ['MG', ['ZS', 'MG3', 'HS'], 3],
  ['GWM', ['Ute', 'Haval H6', 'Haval Jolion'], 2],
  ['LDV', ['T60', 'G10', 'Deliver 9'], 1],
  ['Jeep', ['Wrangler', 'Grand Cherokee', 'Compass'], 1],
  ['Land Rover', ['Defender', 'Discovery', 'Range Rover Evoque'], 1],
  ['Tesla', ['Model 3', 'Model Y'], 1],
  ['BYD', ['Atto 3', 'Seal', 'Dolphin'], 1],
  ['Skoda', ['Octavia', 'Kodiaq', 'Karoq'], 1],
  ['Volvo', ['XC40', 'XC60', 'XC90'], 1],
]
const BADGES = ['GX', 'GXL', 'SR', 'SR5', 'Rogue', 'Ascent', 'Sport', 'Limited', 'Titanium', 'Trend', 'XLT', 'Wildtrak', 'Touring', 'GT', 'Akari', 'Elite', 'Active', 'Highlander', 'Premium', 'Base']
const SERIES = ['MY21', 'MY22', 'MY23', 'MY24', 'J300', 'AN120', 'KF', 'PY', 'MQ', 'T40', 'RG', 'ZR']
const BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'peopleMover', 'cabChassis']
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG']
const TRANSMISSIONS = ['Automatic', 'Manual', 'CVT', 'DCT']
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Yellow', 'Brown', 'Gold', 'Bronze']
const TAGS = ['', '', '', 'New Arrival', 'Reduced', 'Low Kms', 'One Owner', 'Special']
const STATES = ['qld', 'nsw', 'vic', 'wa', 'sa', 'tas', 'act', 'nt']
const DEALERSHIPS = Array.from({ length: 24 }, (_, i) => `dealer-${String(i + 1).padStart(2, '0')}`)
const LOCATIONS = Array.from({ length: 36 }, (_, i) => ({
  name: `Location ${i + 1}`,
  state: STATES[i % STATES.length],
  city: `City ${(i % 12) + 1}`,
}))

function pickWeighted<T>(rng: () => number, items: Array<[T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0)
  let r = rng() * total
  for (const [item, w] of items) {
    r -= w
    if (r < 0) return item
  }
  return items[items.length - 1][0]
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]
}

export interface CarRecord {
  objectID: string
  name: string
  make: string
  model: string
  badge: string
  series: string
  year: number
  price: number
  km: number
  body: string
  simple_body: string
  fuel: string
  simple_fuel: string
  transmission: string
  simple_transmission: string
  drive: string
  colour: string
  seats: number
  location_name: string
  city: string
  state: string
  car_type: 'new' | 'demo' | 'used'
  tag: string
  item_type: string
  status: 'in_stock' | 'sold' | 'coming_soon'
  show_on_dealer_website: boolean
  sold_date_timestamp: number
  created_at: number
  custom_rank: number
  dealership_slug: string
  stocknum: string
}

/** Deterministic car records (same seed, same records). Timestamps are seconds around BENCH_NOW. */
export function generateCarRecords(count: number, seed = 42): CarRecord[] {
  const rng = createRng(seed)
  const makeWeights = MAKES.map(([make, models, w]) => [[make, models], w] as [[string, string[]], number])
  const out: CarRecord[] = new Array(count)
  for (let i = 0; i < count; i++) {
    const [make, models] = pickWeighted(rng, makeWeights)
    const model = pick(rng, models)
    const carType = pickWeighted<'new' | 'demo' | 'used'>(rng, [['new', 20], ['demo', 8], ['used', 72]])
    const year = carType === 'used' ? 2025 - Math.floor(Math.pow(rng(), 1.6) * 17) : 2024 + Math.floor(rng() * 2)
    const base = 12000 + Math.exp(rng() * 2.4) * 9000
    const price = Math.round((base * (1 - (2025 - year) * 0.035)) / 10) * 10 + 990
    const km = carType === 'new' ? Math.floor(rng() * 50) : carType === 'demo' ? 500 + Math.floor(rng() * 9500) : Math.floor(rng() * (2026 - year) * 18000)
    const status = pickWeighted<'in_stock' | 'sold' | 'coming_soon'>(rng, [['in_stock', 75], ['sold', 17], ['coming_soon', 8]])
    const body = pick(rng, BODIES)
    const fuel = pickWeighted(rng, [['Petrol', 55], ['Diesel', 28], ['Hybrid', 10], ['Electric', 5], ['LPG', 2]] as Array<[string, number]>)
    const transmission = pickWeighted(rng, [['Automatic', 70], ['Manual', 15], ['CVT', 10], ['DCT', 5]] as Array<[string, number]>)
    const loc = pick(rng, LOCATIONS)
    const dealer = DEALERSHIPS[Math.floor(Math.pow(rng(), 1.3) * DEALERSHIPS.length)]
    const badge = pick(rng, BADGES)
    out[i] = {
      objectID: String(100000 + i),
      name: `${year} ${make} ${model} ${badge}`,
      make,
      model,
      badge,
      series: pick(rng, SERIES),
      year,
      price,
      km,
      body,
      simple_body: body,
      fuel,
      simple_fuel: fuel,
      transmission,
      simple_transmission: transmission === 'Manual' ? 'Manual' : 'Automatic',
      drive: pick(rng, DRIVES),
      colour: pick(rng, COLOURS),
      seats: pickWeighted(rng, [[5, 70], [7, 18], [2, 4], [4, 4], [8, 4]] as Array<[number, number]>),
      location_name: loc.name,
      city: loc.city,
      state: loc.state,
      car_type: carType,
      tag: pick(rng, TAGS),
      item_type: rng() < 0.05 ? 'caravan' : 'car',
      status,
      show_on_dealer_website: rng() < 0.92,
      sold_date_timestamp: status === 'sold' ? BENCH_NOW - Math.floor(rng() * 60 * 86400) : 0,
      created_at: BENCH_NOW - Math.floor(rng() * 730 * 86400),
      custom_rank: Math.floor(rng() * 1000),
      dealership_slug: dealer,
      stocknum: `${carType === 'used' ? 'U' : 'N'}${String(Math.floor(rng() * 1_000_000)).padStart(6, '0')}`,
    }
  }
  return out
}

/** Site stock scopes: two single-dealership-pair sites, a 6-dealer group, the whole 24-dealer group. */
export const BENCH_SITE_SCOPES: string[][] = [
  DEALERSHIPS.slice(0, 2),
  DEALERSHIPS.slice(5, 7),
  DEALERSHIPS.slice(0, 6),
  DEALERSHIPS,
]

export function baseFilter(dealerships: readonly string[], soldDays = 3, now = BENCH_NOW): string {
  const soldAfter = now - soldDays * 86400
  const scope = dealerships.map((d) => `dealership_slug:${d}`).join(' OR ')
  return `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${soldAfter}) AND show_on_dealer_website:true AND (${scope})`
}

const INDICES = ['Car_production', 'Car_production', 'Car_production', 'Car_production_latest', 'Car_production_price_desc', 'Car_production_price_asc']
const QUERIES = ['', '', '', '', '', '', 'hilux', 'toy cor', '2021', 'ranger xlt', 'cx', 'sr5', 'white', 'mazda 20']

/**
 * InstantSearch-shaped multi-queries: the main query (3 disjunctive refinements, sometimes a price
 * range, facets ['*'], hitsPerPage 21) plus one hitsPerPage 0 query per refined facet without
 * that facet's own refinement.
 */
export function buildSearchPageQueries(count: number, seed = 7): MultiSearchBody[] {
  const rng = createRng(seed)
  const out: MultiSearchBody[] = []
  for (let i = 0; i < count; i++) {
    const scope = BENCH_SITE_SCOPES[i % BENCH_SITE_SCOPES.length]
    const filters = baseFilter(scope)
    const indexName = pick(rng, INDICES)
    const query = pick(rng, QUERIES)
    const [make, models] = pickWeighted(rng, MAKES.map(([m, ms, w]) => [[m, ms], w] as [[string, string[]], number]))
    void models
    const refinements: Array<[string, string[]]> = [
      ['make', rng() < 0.4 ? [make, pick(rng, MAKES)[0]] : [make]],
      ['body', [pick(rng, BODIES)]],
      rng() < 0.5 ? ['fuel', [pick(rng, FUELS)]] : ['transmission', [pick(rng, TRANSMISSIONS)]],
    ]
    const numericFilters = rng() < 0.35 ? [`price>=${5000 + Math.floor(rng() * 20) * 1000}`, `price<=${60000 + Math.floor(rng() * 60) * 1000}`] : []
    const groups = (except?: string) =>
      refinements.filter(([attr]) => attr !== except).map(([attr, values]) => values.map((v) => `${attr}:${v}`))
    const page = rng() < 0.8 ? 0 : 1 + Math.floor(rng() * 3)
    const main: MultiSearchRequest = {
      indexName,
      query,
      filters,
      facetFilters: groups(),
      numericFilters,
      facets: ['*'],
      maxValuesPerFacet: 50,
      hitsPerPage: 21,
      page,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      clickAnalytics: true,
    }
    const disjunctive: MultiSearchRequest[] = refinements.map(([attr]) => ({
      indexName,
      query,
      filters,
      facetFilters: groups(attr),
      numericFilters,
      facets: [attr],
      maxValuesPerFacet: 50,
      hitsPerPage: 0,
      page: 0,
      analytics: false,
      clickAnalytics: false,
    }))
    out.push({ requests: [main, ...disjunctive] })
  }
  return out
}

export interface EngineBenchOptions {
  sizes?: number[]
  /** Measured multi-queries per size (default 500), or the exact bodies to run. */
  queries?: number | MultiSearchBody[]
  /** Unmeasured multi-queries first (default 200). */
  warmup?: number
  seed?: number
  /** Keep the engine's filter/bitset caches on (default true; false measures cold evaluation). */
  caches?: boolean
}

export interface EngineBenchRow {
  engine: string
  records: number
  queries: number
  loadMs: number
  p50: number
  p95: number
  p99: number
  mean: number
  qps: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[idx]
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d

export function runEngineBench(options: EngineBenchOptions = {}): EngineBenchRow[] {
  const sizes = options.sizes ?? [10_000, 100_000]
  const warmup = options.warmup ?? 200
  const caches = options.caches ?? true
  const rows: EngineBenchRow[] = []
  for (const size of sizes) {
    const records = generateCarRecords(size, options.seed ?? 42)
    const bodies = Array.isArray(options.queries) ? options.queries : buildSearchPageQueries(options.queries ?? 500, 7)
    const warm = buildSearchPageQueries(warmup, 99)
    const engine = createEngine(caches ? {} : { filterCacheSize: 0, bitsetCacheSize: 0 })
    const t0 = performance.now()
    engine.replaceAll(records as unknown as Array<Record<string, unknown>>)
    engine.warm()
    const loadMs = performance.now() - t0
    for (const body of warm) engine.multiSearch(body)
    // Collect the generator's garbage now when allowed (node --expose-gc), not during the measurement.
    ;(globalThis as { gc?: () => void }).gc?.()
    const times: number[] = []
    const start = performance.now()
    for (const body of bodies) {
      const t = performance.now()
      engine.multiSearch(body)
      times.push(performance.now() - t)
    }
    const total = performance.now() - start
    times.sort((a, b) => a - b)
    rows.push({
      engine: caches ? 'embedded' : 'embedded (no caches)',
      records: size,
      queries: times.length,
      loadMs: round(loadMs, 0),
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      mean: round(times.reduce((s, v) => s + v, 0) / Math.max(1, times.length)),
      qps: round(times.length / (total / 1000), 0),
    })
  }
  return rows
}

export function formatBenchTable(rows: EngineBenchRow[]): string {
  const header = ['engine', 'records', 'queries', 'load ms', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'multi-queries/s']
  const lines = rows.map((r) => [r.engine, String(r.records), String(r.queries), String(r.loadMs), r.p50.toFixed(3), r.p95.toFixed(3), r.p99.toFixed(3), r.mean.toFixed(3), String(r.qps)])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
  return [fmt(header), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(fmt)].join('\n')
}

const isMain = (() => {
  try {
    return process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
  } catch {
    return false
  }
})()

if (isMain) {
  const args = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0)
  const sizes = args.length > 0 ? args : [10_000, 100_000]
  const rows = [...runEngineBench({ sizes }), ...runEngineBench({ sizes, caches: false })]
  console.log('Search-page multi-query: 1 main query (3 refinements, facets [*], 21 hits) + 3 disjunctive facet queries')
  console.log(formatBenchTable(rows))
}
