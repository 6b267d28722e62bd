/**
 * Issue 7 defects 3, 7, 8 and 10 through Payload's own HTTP handlers (the functions the Next
 * routes call), on the run's real PostgreSQL:
 * - staff sign-in: a stranger's wrong passwords never lock the admin out; unknown and known
 *   accounts get the same answers; attempts are throttled per address and per account;
 * - CSRF: a cookie-authenticated POST from a foreign Origin is treated as anonymous;
 * - GraphQL: anonymous queries are refused (401) before they run; a site editor's unpaginated
 *   alias query (issue 19 item 2) is refused with 400 before it runs, through the real route;
 * - rate-limit counters live in PostgreSQL, so every app instance shares them.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import { testPayload, unique } from './payload'
import { withPeerAddress } from '@/security/peerAddress'
import { LOGIN_LIMITS, PASSWORD_RESET_LIMITS, TOO_MANY_PASSWORD_RESETS, TOO_MANY_SIGN_INS } from '@/security/loginThrottle'
import { consumeRateLimit } from '@/security/rateLimit'
import { RATE_LIMIT_TABLE, storeKey } from '@/security/rateLimitStore'
import { refreshCsrfOrigins } from '@/security/csrfOrigins'
import { staffOnlyGraphQL, GRAPHQL_STAFF_ONLY } from '@/security/graphqlGate'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { GET as liveness } from '@/app/(payload)/api/health/live/route'

let payload: Payload
const PASSWORD = 'right-password-1'
let adminEmail: string
let editorEmail: string

const base = `http://localhost:${process.env.PORT || 3000}`

async function api(method: string, path: string, opts: { body?: unknown; peer?: string; headers?: Record<string, string> } = {}) {
  const headers = withPeerAddress({ 'content-type': 'application/json', ...(opts.headers ?? {}) }, opts.peer ?? '203.0.113.1')
  const request = new Request(`${base}/api${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) })
  const res = await handleEndpoints({ config, path: `/api${path}`, request })
  const text = await res.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: res.status, json }
}

const login = (email: string, password: string, peer: string) => api('POST', '/users/login', { body: { email, password }, peer })

beforeAll(async () => {
  payload = await testPayload()
  adminEmail = `${unique('admin')}@example.com`
  editorEmail = `${unique('editor')}@example.com`
  await payload.create({ collection: 'users', data: { email: adminEmail, password: PASSWORD, role: 'platform-admin' }, overrideAccess: true })
  await payload.create({ collection: 'users', data: { email: editorEmail, password: PASSWORD, role: 'site-editor' }, overrideAccess: true })
})

describe('staff sign-in (defect 8)', () => {
  it("a stranger's wrong passwords do not lock the platform admin out", async () => {
    const stranger = '198.51.100.66'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await login(adminEmail, `wrong-${i}`, stranger)).status)
    expect(statuses.slice(0, LOGIN_LIMITS.perAccount.points)).toEqual(Array(LOGIN_LIMITS.perAccount.points).fill(401))
    expect(statuses.slice(LOGIN_LIMITS.perAccount.points).every((s) => s === 429)).toBe(true)
    // even the right password from the stranger's address waits: the throttle reveals nothing
    expect((await login(adminEmail, PASSWORD, stranger)).status).toBe(429)
    // the admin, from their own address, signs in at once
    const own = await login(adminEmail, PASSWORD, '192.0.2.10')
    expect(own.status).toBe(200)
    expect(typeof own.json.token).toBe('string')
  })

  it('answers unknown and known accounts alike: same status and message, wrong password and throttled', async () => {
    const known = await login(editorEmail, 'wrong-password', '198.51.100.70')
    const unknown = await login(`${unique('nobody')}@example.com`, 'wrong-password', '198.51.100.71')
    expect(known.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.json).toEqual(known.json)

    const hammer = async (email: string, peer: string) => {
      let last = { status: 0, json: null as any }
      for (let i = 0; i <= LOGIN_LIMITS.perAccount.points; i++) last = await login(email, `wrong-${i}`, peer)
      return last
    }
    const knownLimited = await hammer(editorEmail, '198.51.100.72')
    const unknownLimited = await hammer(`${unique('nobody')}@example.com`, '198.51.100.73')
    expect(knownLimited.status).toBe(429)
    expect(unknownLimited.status).toBe(429)
    expect(knownLimited.json).toEqual(unknownLimited.json)
    expect(JSON.stringify(knownLimited.json)).toContain(TOO_MANY_SIGN_INS)
  })

  it('throttles one address trying many accounts', async () => {
    const peer = '198.51.100.90'
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_LIMITS.perAddress.points + 2; i++) statuses.push((await login(`${unique('spray')}@example.com`, 'x-password', peer)).status)
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress.points).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(LOGIN_LIMITS.perAddress.points)).toEqual([429, 429])
  })

  it('counts failures per address, not successful sign-ins', async () => {
    const peer = '198.51.100.95'
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_LIMITS.perAddress.points; i++) statuses.push((await login(editorEmail, PASSWORD, peer)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
  })

  it('no longer stores a lock on the account', async () => {
    const user = await payload.find({ collection: 'users', where: { email: { equals: adminEmail } }, overrideAccess: true, showHiddenFields: true })
    expect((user.docs[0] as unknown as Record<string, unknown>).lockUntil ?? null).toBeNull()
  })
})

describe('password reset (issue 19 item 4)', () => {
  const forgot = (email: string, peer: string) => api('POST', '/users/forgot-password', { body: { email }, peer })

  it('limits reset e-mails per address, alike for known and unknown accounts; another address is not affected', async () => {
    const peer = '198.51.100.120'
    const statuses: number[] = []
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress.points; i++) {
      statuses.push((await forgot(i % 2 === 0 ? editorEmail : `${unique('nobody')}@example.com`, peer)).status)
    }
    expect(statuses.every((s) => s === 200)).toBe(true)
    const known = await forgot(editorEmail, peer)
    const unknown = await forgot(`${unique('nobody')}@example.com`, peer)
    expect(known.status).toBe(429)
    expect(unknown.status).toBe(429)
    expect(known.json).toEqual(unknown.json)
    expect(JSON.stringify(known.json)).toContain(TOO_MANY_PASSWORD_RESETS)
    expect((await forgot(adminEmail, '192.0.2.44')).status).toBe(200)
  })

  it('limits reset-token guesses per address', async () => {
    const peer = '198.51.100.121'
    const statuses: number[] = []
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perAddress.points; i++) {
      statuses.push((await api('POST', '/users/reset-password', { body: { token: `guess-${i}`, password: 'new-password-1' }, peer })).status)
    }
    expect(statuses.slice(0, PASSWORD_RESET_LIMITS.perAddress.points).every((s) => s !== 429)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('CSRF (defect 10)', () => {
  let token: string
  let siteSlug: string
  beforeAll(async () => {
    token = (await login(adminEmail, PASSWORD, '192.0.2.11')).json.token
    siteSlug = unique('csrf')
    await payload.create({
      collection: 'sites',
      data: { name: 'CSRF site', slug: siteSlug, domains: [{ domain: 'www.csrf-cars.example' }] } as never,
      overrideAccess: true,
    })
    await refreshCsrfOrigins(payload)
  })

  const createOffer = (origin: string) =>
    api('POST', '/offers', { body: { name: `CSRF ${origin}`, sites: [] }, headers: { cookie: `payload-token=${token}`, origin }, peer: '192.0.2.11' })

  it('treats a cookie-authenticated POST from a foreign Origin as anonymous', async () => {
    const res = await createOffer('https://evil.example')
    expect(res.status).toBe(403)
    const { totalDocs } = await payload.count({ collection: 'offers', where: { name: { equals: 'CSRF https://evil.example' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it("accepts the platform's own origins: the server, a site's domain and its {slug}.localhost host", async () => {
    expect(payload.config.csrf.length).toBeGreaterThan(0)
    expect((await createOffer(base)).status).toBe(201)
    expect((await createOffer('https://www.csrf-cars.example')).status).toBe(201)
    expect((await createOffer(`http://${siteSlug}.localhost:${process.env.PORT || 3000}`)).status).toBe(201)
  })
})

describe('GraphQL (defect 3)', () => {
  const graphql = staffOnlyGraphQL(GRAPHQL_POST(config), () => testPayload())
  const aliasQuery = `query { ${Array.from({ length: 240 }, (_, i) => `a${i}: Offers(limit: 1000) { docs { id name } }`).join(' ')} }`
  const post = (query: string, headers: Record<string, string> = {}) =>
    graphql(new Request(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }))

  it('refuses anonymous queries (the 240-alias amplification) with 401 before running them', async () => {
    const res = await post(aliasQuery)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ errors: [{ message: GRAPHQL_STAFF_ONLY }] })
    expect((await post('{')).status).toBe(401)
  })

  it('answers signed-in staff, but refuses their amplifying queries at validation', async () => {
    const token = (await login(adminEmail, PASSWORD, '192.0.2.12')).json.token
    const auth = { authorization: `JWT ${token}` }
    const ok = await post('query { Offers(limit: 5) { docs { id } } }', auth)
    expect(ok.status).toBe(200)
    expect((await ok.json()).data.Offers.docs).toBeInstanceOf(Array)
    const refusedRes = await post(aliasQuery, auth)
    expect(refusedRes.status).toBe(400)
    const refused = await refusedRes.json()
    expect(refused.data).toBeUndefined()
    expect(JSON.stringify(refused.errors)).toMatch(/more than 30 aliases|too expensive/)
    const deep = await (await post(`query { Offers(limit: 1000) { docs { sites { domains { id } } } } }`, auth)).json()
    expect(deep.errors ?? []).toEqual([]) // an ordinary nested query is fine
  })
})

describe('GraphQL cost of unpaginated lists (issue 19 item 2)', () => {
  const post = (query: string, headers: Record<string, string>) =>
    graphqlRoute(new Request(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }))
  // The reported 1.3 KB query: 30 aliases (the alias limit allows 30) of every car (Vehicles).
  const unpaginated = `query { ${Array.from({ length: 30 }, (_, i) => `a${i}: Vehicles(pagination: false) { docs { id updatedAt } }`).join(' ')} }`

  it("refuses a site editor's 30-alias pagination: false query with 400 before it runs; liveness answers meanwhile", async () => {
    const token = (await login(editorEmail, PASSWORD, '192.0.2.13')).json.token
    const auth = { authorization: `JWT ${token}` }
    const started = Date.now()
    const [res, live] = await Promise.all([post(unpaginated, auth), liveness()])
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(live.status).toBe(200)
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.data).toBeUndefined()
    expect(body.errors[0].message).toMatch(/too expensive/)

    // the other refusals answer 400 in the errors format too, whatever the client accepts
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const aliases = await post(`query { ${Array.from({ length: 31 }, (_, i) => `a${i}: Offers(limit: 1) { docs { id } }`).join(' ')} }`, { ...auth, accept })
      expect(aliases.status).toBe(400)
      expect((await aliases.json()).errors[0].message).toMatch(/more than 30 aliases/)
      const invalid = await post('query { Nope }', { ...auth, accept })
      expect(invalid.status).toBe(400)
      expect((await invalid.json()).errors[0].message).toMatch(/Nope/)
    }
  })

  it('still answers a small query from a site editor with 200', async () => {
    const token = (await login(editorEmail, PASSWORD, '192.0.2.14')).json.token
    const res = await post('query { Offers(limit: 5) { docs { id name } } }', { authorization: `JWT ${token}` })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.errors ?? []).toEqual([])
    expect(body.data.Offers.docs).toBeInstanceOf(Array)
  })
})

describe('rate-limit counters (defect 7)', () => {
  it('are stored in PostgreSQL, so every app instance counts the same requests', async () => {
    const key = unique('198.51.100.9')
    const opts = { bucket: 'int-test', key, points: 2, durationSeconds: 60 }
    const row = `int-test/2/60:${storeKey(key)}`
    const pool = (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<{ rows: Array<{ points: number }> }> } }).pool
    expect((await consumeRateLimit(opts)).allowed).toBe(true)
    expect((await pool.query(`SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [row])).rows).toEqual([{ points: 1 }])
    // another app instance takes the second request: it writes the shared row
    await pool.query(`UPDATE ${RATE_LIMIT_TABLE} SET points = points + 1 WHERE key = $1`, [row])
    const limited = await consumeRateLimit(opts)
    expect(limited.allowed).toBe(false)
    expect(limited.retryAfterSeconds).toBeGreaterThan(0)
  })
})
