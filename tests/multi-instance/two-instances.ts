/**
 * Two app instances on one PostgreSQL (issue 12 item 5), against the production build:
 *
 *   npm run build && npm run test:multi-instance
 *
 * Starts a throw-away PostgreSQL, then instance A through `npm start`'s own path
 * (scripts/start.ts: migrations and the demo seed) and, once A answers, instance B the same way
 * on the same database, both with CACHE_SHARED=postgres and the embedded search engine. Then:
 *  1. a page cached on B (second request a HIT) shows an edit saved through A's REST API on B's
 *     next requests, while the same path of another site stays cached on B;
 *  2. a vehicle created through A's REST API is found by B's /api/search;
 *  3. after the database cuts every LISTEN connection, the instances reconnect and the next edit
 *     through A again reaches B.
 * Polls up to WAIT_MS for each change (no timing assertion: the wait is a ceiling, not a target).
 *
 * Ports: MULTI_PORT_A / MULTI_PORT_B (default 3040 / 3041), the database's from
 * TEST_PG_FIRST_PORT (or a new database on TEST_DATABASE_URL). Exits non-zero on a failure; the
 * servers and the database are stopped and deleted on every path.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwawayDatabase'
import { stopProcessGroup as stop } from '../../scripts/lib/stopProcessGroup'

const PORT_A = Number(process.env.MULTI_PORT_A || 3040)
const PORT_B = Number(process.env.MULTI_PORT_B || 3041)
const SITE = 'sunshine-toyota'
const OTHER_SITE = 'harbour-auto-group'
const READY_TIMEOUT_MS = 900_000
const WAIT_MS = 30_000

const servers: ChildProcess[] = []
let db: ThrowawayDatabase | undefined
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-multi-'))


let cleaning: Promise<void> | undefined
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(servers.map((s) => stop(s).catch(() => {})))
    await db?.cleanup().catch((e) => console.error('Could not delete the database:', e))
    fs.rmSync(work, { recursive: true, force: true })
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void cleanup().finally(() => process.exit(130)))

function startInstance(name: string, port: number, url: string, seed: boolean): ChildProcess {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_URL: `http://localhost:${port}`,
      DATABASE_URL: url,
      SEED: seed ? 'true' : 'false',
      CACHE_SHARED: 'postgres',
      // The tag poll and the search heal run faster than in production so a lost notice
      // would still be noticed, but the checks below pass through the notices first.
      CACHE_TAG_POLL_MS: '5000',
      SEARCH_NOTICE_HEAL_MS: '10000',
      MEDIA_DIR: path.join(work, 'media'),
      MAIL_DIR: path.join(work, 'mail'),
      LEAD_PHOTOS_DIR: path.join(work, 'lead-photos'),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'multi-instance-secret',
      ALGOLIA_APP_ID: '',
      ALGOLIA_ADMIN_KEY: '',
      ALGOLIA_SEARCH_KEY: '',
    },
  })
  servers.push(child)
  return child
}

async function waitForHealth(name: string, child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Instance ${name} exited; see ${path.join(work, `${name}.log`)}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`Instance ${name} did not answer within ${READY_TIMEOUT_MS / 1000} s`)
}

/** A site's page by its Host header (node:http: fetch would replace the Host header with the address). */
function sitePage(port: number, site: string, pathname: string): Promise<{ headers: { get(name: string): string | null }; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: `${site}.localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        if ((res.statusCode ?? 500) >= 400) return reject(new Error(`GET ${pathname} (Host ${site}) answered ${res.statusCode}`))
        resolve({ headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null }, text: async () => body })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`Timed out waiting for: ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`)
}

/**
 * fetch, tried again (up to 3 times) when the connection itself fails: on a loaded machine a
 * reused keep-alive socket may be closed by the server just as a request goes out ("fetch
 * failed"). An HTTP answer, whatever its status, is never retried.
 */
async function request(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init)
    } catch (error) {
      if (attempt >= 3) throw error
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}

async function api(port: number, method: string, pathname: string, token?: string, body?: unknown) {
  const res = await request(`http://127.0.0.1:${port}/api${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as Record<string, any>
  if (!res.ok) throw new Error(`${method} /api${pathname} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

async function search(port: number, query: string): Promise<{ nbHits: number; hits: { objectID: string; stocknum?: string }[] }> {
  const res = await request(`http://127.0.0.1:${port}/api/search/${SITE}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'Car_production', params: `query=${encodeURIComponent(query)}&hitsPerPage=5` }] }),
  })
  assert.equal(res.status, 200, `search on port ${port} answered ${res.status}`)
  return ((await res.json()) as { results: { nbHits: number; hits: { objectID: string }[] }[] }).results[0]!
}

async function main(): Promise<void> {
  db = await startThrowawayDatabase({
    name: 'dealer_multi',
    adminUrl: process.env.TEST_DATABASE_URL,
    firstPort: Number(process.env.TEST_PG_FIRST_PORT || 56400),
  })
  console.log(`• Database: ${db.describe}`)
  console.log(`• Instance A on ${PORT_A} (migrates and seeds), logs in ${work}`)
  const a = startInstance('a', PORT_A, db.url, true)
  await waitForHealth('a', a, PORT_A)
  console.log(`• Instance B on ${PORT_B}`)
  const b = startInstance('b', PORT_B, db.url, false)
  await waitForHealth('b', b, PORT_B)

  const { token } = await api(PORT_A, 'POST', '/users/login', undefined, { email: 'admin@example.com', password: 'demo-admin-2026' })
  const siteId = (await api(PORT_A, 'GET', `/sites?where[slug][equals]=${SITE}&depth=0`, token)).docs[0].id
  const page = (await api(PORT_A, 'GET', `/pages?where[and][0][slug][equals]=warranty&where[and][1][site][equals]=${siteId}&depth=0`, token)).docs[0]

  // 1. A page cached on B shows an edit saved through A.
  for (const port of [PORT_A, PORT_B]) for (const site of [SITE, OTHER_SITE]) await sitePage(port, site, '/pages/warranty')
  const cached = await sitePage(PORT_B, SITE, '/pages/warranty')
  assert.equal(cached.headers.get('x-nextjs-cache'), 'HIT', 'the page is cached on B')
  const cachedBody = await cached.text()
  assert.match(cachedBody, new RegExp(`data-site="${SITE}"`), "B answers with the site's own page")
  assert.equal(h1(cachedBody), page.title)
  const title = `Warranty ${Date.now().toString(36)}`
  await api(PORT_A, 'PATCH', `/pages/${page.id}`, token, { title, _status: 'published' })
  await until('B shows the edit saved through A', async () => (h1(await (await sitePage(PORT_B, SITE, '/pages/warranty')).text()) === title ? true : undefined))
  const other = await sitePage(PORT_B, OTHER_SITE, '/pages/warranty')
  assert.equal(other.headers.get('x-nextjs-cache'), 'HIT', "another site's same path stays cached on B")
  const otherBody = await other.text()
  assert.match(otherBody, new RegExp(`data-site="${OTHER_SITE}"`))
  assert.notEqual(h1(otherBody), title)
  console.log('✓ an edit through A expires the page cached on B (and only that site’s)')

  // 2. A vehicle created through A is found by search on B.
  const before = await search(PORT_B, '')
  assert.ok(before.nbHits > 0, 'B searches the seeded cars')
  const template = await api(PORT_A, 'GET', `/vehicles/${before.hits[0]!.objectID}?depth=0`, token)
  const stocknum = `MULTI${Date.now().toString(36).toUpperCase()}`
  assert.equal((await search(PORT_B, stocknum)).nbHits, 0)
  const created = await api(PORT_A, 'POST', '/vehicles', token, {
    dealership: template.dealership,
    location: template.location,
    make: template.make,
    model: template.model,
    year: template.year,
    car_type: template.car_type,
    status: 'in_stock',
    price: template.price ?? 25000,
    stocknum,
  })
  const createdId = String(created.doc?.id ?? created.id)
  await until('B finds the vehicle created through A', async () => ((await search(PORT_B, stocknum)).hits.some((h) => h.objectID === createdId) ? true : undefined))
  console.log('✓ a vehicle created through A is found by search on B')

  // 3. The database cuts the LISTEN connections; the instances reconnect and notices flow again.
  const admin = new pg.Client({ connectionString: db.url })
  await admin.connect()
  try {
    const listeners = async () =>
      Number((await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'dealer-platform-notices'")).rows[0].n)
    const initial = await listeners()
    assert.ok(initial >= 2, `each instance listens (found ${initial} LISTEN connections)`)
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'dealer-platform-notices'")
    await until('the instances reconnect their LISTEN connections', async () => ((await listeners()) >= initial ? true : undefined))
    const again = `${title} again`
    await api(PORT_A, 'PATCH', `/pages/${page.id}`, token, { title: again, _status: 'published' })
    await until('B shows the next edit after the reconnect', async () => (h1(await (await sitePage(PORT_B, SITE, '/pages/warranty')).text()) === again ? true : undefined))
    await api(PORT_A, 'DELETE', `/vehicles/${createdId}`, token)
    await until('B drops the vehicle deleted through A', async () => ((await search(PORT_B, stocknum)).nbHits === 0 ? true : undefined))
    console.log('✓ after the database cut the LISTEN connections, edits through A still reach B')
  } finally {
    await admin.end()
  }
}

main()
  .then(async () => {
    await cleanup()
    console.log('All two-instance checks passed.')
    process.exit(0)
  })
  .catch(async (error) => {
    console.error('✖', error instanceof Error ? error.message : error)
    for (const name of ['a', 'b']) {
      const file = path.join(work, `${name}.log`)
      if (fs.existsSync(file)) console.error(`--- last lines of instance ${name}'s log ---\n${fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n')}`)
    }
    await cleanup()
    process.exit(1)
  })
