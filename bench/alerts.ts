/**
 * `npm run bench:alerts` (issue 35 section 1): 10,000 saved searches matched against 1,000 changed
 * cars by the real matching job (src/alerts/server/matchJob.ts: the cars read from the database and made
 * search records, each search's page query built as the search page builds it, answered by the
 * search engine, the matches inserted once by their unique keys), on a throw-away PostgreSQL.
 * Then the same pass again from the start (cursor cleared): it must queue nothing (0 duplicates).
 *
 *   npm run bench:alerts
 *   BENCH_SEARCHES=20000 BENCH_CARS=2000 npm run bench:alerts
 *
 * Target (issue 35): the first pass within 10 s on this machine, 0 duplicates on the re-run.
 * Setting up (cars through Payload, searches by SQL) is not timed.
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (else an embedded PostgreSQL), BENCH_SEARCHES,
 * BENCH_CARS, BENCH_SITES.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { startThrowawayDatabase } from '../src/db/throwawayDatabase'
import { closePayload } from '../src/db/closePayload'

const SEARCHES = Number(process.env.BENCH_SEARCHES || 10_000)
const CARS = Number(process.env.BENCH_CARS || 1_000)
const SITES = Number(process.env.BENCH_SITES || 5)
const MAKES: Record<string, string[]> = { Toyota: ['Corolla', 'Camry', 'RAV4'], Mazda: ['CX-5', 'Mazda3', 'BT-50'], Ford: ['Ranger', 'Everest', 'Puma'], Hyundai: ['i30', 'Tucson', 'Kona'], Kia: ['Sportage', 'Cerato', 'Seltos'] }
const TYPES = ['new', 'used', 'demo']

/** A small deterministic generator, so every run matches the same searches and cars. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    return s / 0x7fffffff
  }
}
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T

function searchQuery(rnd: () => number): { path: string; query: string; preset: string | null } {
  const make = pick(rnd, Object.keys(MAKES))
  const parts = [`refinementList[make][]=${make}`]
  if (rnd() < 0.5) parts.push(`refinementList[model][]=${encodeURIComponent(pick(rnd, MAKES[make]!))}`)
  if (rnd() < 0.6) {
    const min = 10_000 + Math.floor(rnd() * 5) * 10_000
    parts.push(`range[price]=${min}:${min + 20_000 + Math.floor(rnd() * 3) * 10_000}`)
  }
  if (rnd() < 0.3) parts.push(`range[year]=${2016 + Math.floor(rnd() * 6)}:`)
  const used = rnd() < 0.3
  return { path: used ? '/search/used-cars' : '/cars', query: parts.join('&'), preset: used ? 'car_type:"used"' : null }
}

async function setUp(payload: Payload): Promise<number[]> {
  const rnd = random(35)
  const siteIds: number[] = []
  for (let s = 0; s < SITES; s++) {
    const site = await payload.create({ collection: 'sites', data: { name: `Bench Alerts ${s}`, slug: `bench-alerts-${s}`, settings: { savedSearchesEnabled: true } } as never, overrideAccess: true })
    siteIds.push(site.id)
  }
  const places = []
  for (const siteId of siteIds) {
    const dealership = await payload.create({ collection: 'dealerships', data: { name: `Dealer ${siteId}`, site: siteId } as never, overrideAccess: true })
    const location = await payload.create({ collection: 'locations', data: { name: `Yard ${siteId}`, site: siteId, dealership: dealership.id, location_type: 'sales' } as never, overrideAccess: true })
    places.push({ dealership: dealership.id, location: location.id })
  }
  const db = payload.db.pool!
  const savedAt = new Date(Date.now() - 60 * 60 * 1000)
  const rows = { site: [] as number[], name: [] as string[], email: [] as string[], path: [] as string[], query: [] as string[], preset: [] as (string | null)[], frequency: [] as string[] }
  for (let i = 0; i < SEARCHES; i++) {
    const q = searchQuery(rnd)
    rows.site.push(pick(rnd, siteIds))
    rows.name.push(`Search ${i}`)
    rows.email.push(`shopper${i % Math.ceil(SEARCHES / 2.5)}@bench.example`)
    rows.path.push(q.path)
    rows.query.push(q.query)
    rows.preset.push(q.preset)
    rows.frequency.push(rnd() < 0.2 ? 'daily' : 'instant')
  }
  await db.query(
    `INSERT INTO saved_searches (site_id, name, email, path, query, preset_filter, status, frequency, consent_at, created_at, updated_at)
     SELECT s, n, e, p, q, pf, 'active', f::enum_saved_searches_frequency, $8, $8, $8 FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(s, n, e, p, q, pf, f)`,
    [rows.site, rows.name, rows.email, rows.path, rows.query, rows.preset, rows.frequency, savedAt],
  )
  console.log(`Set up: ${SITES} sites, ${SEARCHES} saved searches; creating ${CARS} cars through Payload…`)
  for (let i = 0; i < CARS; i++) {
    const make = pick(rnd, Object.keys(MAKES))
    const place = places[i % places.length]!
    await payload.create({
      collection: 'vehicles',
      data: { ...place, make, model: pick(rnd, MAKES[make]!), year: 2015 + Math.floor(rnd() * 10), stocknum: `B${i}`, car_type: pick(rnd, TYPES), status: 'in_stock', price: 8_000 + Math.floor(rnd() * 70) * 1_000 } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })
  }
  return siteIds
}

async function main() {
  const db = await startThrowawayDatabase({ name: `dealer_bench_alerts_${Date.now()}`, adminUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL, firstPort: Number(process.env.TEST_PG_FIRST_PORT || 56950) })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-media-'))
  Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret', MEDIA_DIR: mediaDir, RUN_JOBS: 'false' })
  let payload: Payload | undefined
  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../payload.config')
    const { migrations } = await import('../src/migrations')
    payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as never })
    await setUp(payload)
    const { runAlertMatching } = await import('../src/alerts/server/matchJob')
    const pool = payload.db.pool!
    const mails = async () => Number((await pool.query(`SELECT count(*)::int AS n FROM (SELECT DISTINCT site_id, email FROM alert_items WHERE state = 'pending') t`)).rows[0].n)
    const items = async () => Number((await pool.query(`SELECT count(*)::int AS n FROM alert_items`)).rows[0].n)

    const started = performance.now()
    const first = await runAlertMatching(payload, { limit: CARS })
    const firstMs = performance.now() - started
    const firstItems = await items()
    const firstMails = await mails()

    await pool.query(`DELETE FROM alert_cursor`)
    const again = performance.now()
    const second = await runAlertMatching(payload, { limit: CARS })
    const secondMs = performance.now() - again
    const duplicates = (await items()) - firstItems

    console.log(`\nMachine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`)
    const split = (run: typeof first) => (run.timings ? [run.timings.readMs, run.timings.matchMs, run.timings.insertMs].map((ms) => (ms / 1000).toFixed(2)).join(' / ') : '-')
    console.log('| pass | time (s) | read / match / insert (s) | changed cars | saved searches | cars queued (search, car) | e-mails queued (address, site) | duplicates |')
    console.log('|---|---|---|---|---|---|---|---|')
    console.log(`| first | ${(firstMs / 1000).toFixed(2)} | ${split(first)} | ${first.cars} | ${first.searches} | ${first.queued} | ${firstMails} | - |`)
    console.log(`| re-run from the start | ${(secondMs / 1000).toFixed(2)} | ${split(second)} | ${second.cars} | ${second.searches} | ${second.queued} | ${await mails()} | ${duplicates} |`)
    console.log(`\nTarget: first pass <= 10 s (${firstMs <= 10_000 ? 'met' : 'NOT met'}), 0 duplicates on the re-run (${duplicates === 0 && second.queued === 0 ? 'met' : 'NOT met'}).`)
    if (duplicates !== 0 || second.queued !== 0) process.exitCode = 1
  } finally {
    if (payload) await closePayload(payload)
    await db.cleanup().catch(() => undefined)
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
