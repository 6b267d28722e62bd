/**
 * Shopper accounts against PostgreSQL (issue 11): sign-in by e-mailed code per site, code expiry
 * and lock, sessions that do not cross sites, forged cookies, the watchlist endpoints' checks,
 * staff isolation in the admin API, and account deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createAccountHandlers } from '@/accounts/server/handlers'
import type { SendCode } from '@/accounts/accountDeps'
import { createWatchlistHandlers } from '@/accounts/server/watchlistHandlers'
import { siteGatesHandler } from '@/accounts/server/gatesEndpoint'
import { withPeerAddress } from '@/security/peerAddress'
import { SESSION_COOKIE, signSession } from '@/accounts/session'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'

let payload: Payload
let f: TwoSites
let clock = Date.now()
const codes: Array<{ site: number; email: string; code: string }> = []
const sendCode: SendCode = async ({ site, email, code }) => {
  codes.push({ site: site.id, email, code })
}
const lastCode = (email: string) => [...codes].reverse().find((c) => c.email === email)?.code ?? ''

const bigLimits = {
  codePerAddress: { points: 1000, durationSeconds: 600 },
  codePerEmail: { points: 1000, durationSeconds: 600 },
  verifyPerAddress: { points: 1000, durationSeconds: 600 },
  writesPerAddress: { points: 1000, durationSeconds: 60 },
}
let account: ReturnType<typeof createAccountHandlers>
let watchlist: ReturnType<typeof createWatchlistHandlers>
let carA: { id: number }
let carB: { id: number }

const host = (site: { slug: string }) => `${site.slug}.localhost`
function req(site: { slug: string }, path: string, body?: unknown, cookie?: string): Request {
  const headers: Record<string, string> = { host: host(site) }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = cookie
  return new Request(`http://${host(site)}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
}
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

async function signIn(site: { slug: string }, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  expect((await account.requestCode(req(site, '/api/account/code', { email }))).status).toBe(200)
  const res = await account.verifyCode(req(site, '/api/account/verify', { email, code: lastCode(email), ...extra }))
  expect(res.status).toBe(200)
  return cookieOf(res)
}

async function car(site: TwoSites['a']) {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: site.dealership.id, location: site.location.id, make: 'Toyota', model: 'Corolla', year: 2024, stocknum: unique('S'), car_type: 'used', status: 'in_stock', price: 30000 } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as unknown as { id: number }
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  for (const s of [f.a.site, f.b.site]) {
    await payload.update({ collection: 'sites', id: s.id, data: { settings: { shopperAccounts: true } } as never, overrideAccess: true })
  }
  const deps = { payload: async () => payload, sendCode, limits: bigLimits, now: () => clock }
  account = createAccountHandlers(deps)
  watchlist = createWatchlistHandlers(deps)
  carA = await car(f.a)
  carB = await car(f.b)
})

afterAll(() => {
  clock = Date.now()
})

describe('sign-in by e-mailed code', () => {
  it('signs in with the code, sets an HttpOnly SameSite=Lax cookie and answers me', async () => {
    const email = `${unique('shopper')}@example.com`
    expect((await account.requestCode(req(f.a.site, '/api/account/code', { email }))).status).toBe(200)
    const res = await account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: lastCode(email), phone: '0412 345 678' }))
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`))
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Domain=')
    const me = await (await account.me(req(f.a.site, '/api/account/me', undefined, cookieOf(res)))).json()
    expect(me).toMatchObject({ signedIn: true, customer: { email, phone: '0412345678' } })
    // a code works once
    expect((await account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: lastCode(email) }))).status).toBe(400)
  })

  it('a code expires after 10 minutes', async () => {
    const email = `${unique('late')}@example.com`
    await account.requestCode(req(f.a.site, '/api/account/code', { email }))
    clock += 10 * 60 * 1000 + 1000
    try {
      const res = await account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: lastCode(email) }))
      expect(res.status).toBe(400)
      expect((await res.json()).error).toMatch(/expired/)
    } finally {
      clock = Date.now()
    }
  })

  it('five wrong codes lock the code: the right one is then refused until a new code is asked for', async () => {
    const email = `${unique('guess')}@example.com`
    await account.requestCode(req(f.a.site, '/api/account/code', { email }))
    const right = lastCode(email)
    const wrong = right === '000000' ? '111111' : '000000'
    const answers = await Promise.all(Array.from({ length: 7 }, () => account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: wrong }))))
    expect(answers.every((r) => r.status === 400 || r.status === 429)).toBe(true)
    const locked = await account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: right }))
    expect(locked.status).toBe(429)
    expect(locked.headers.get('set-cookie')).toBeNull()
    await account.requestCode(req(f.a.site, '/api/account/code', { email }))
    expect((await account.verifyCode(req(f.a.site, '/api/account/verify', { email, code: lastCode(email) }))).status).toBe(200)
  })

  it('asking for codes is rate-limited per address', async () => {
    const strict = createAccountHandlers({ payload: async () => payload, sendCode, limits: { ...bigLimits, codePerEmail: { points: 2, durationSeconds: 600 } } })
    const email = `${unique('flood')}@example.com`
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await strict.requestCode(req(f.a.site, '/api/account/code', { email }))).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('asking for and checking codes is rate-limited per client address, whatever the e-mail', async () => {
    const strict = createAccountHandlers({
      payload: async () => payload,
      sendCode,
      limits: { ...bigLimits, codePerAddress: { points: 2, durationSeconds: 600 }, verifyPerAddress: { points: 2, durationSeconds: 600 } },
    })
    const fromAddress = (path: string, body: unknown) =>
      new Request(`http://${host(f.a.site)}${path}`, { method: 'POST', headers: withPeerAddress({ host: host(f.a.site), 'content-type': 'application/json' }, '203.0.113.7'), body: JSON.stringify(body) })
    const asked: number[] = []
    for (let i = 0; i < 3; i++) asked.push((await strict.requestCode(fromAddress('/api/account/code', { email: `${unique('ip')}@example.com` }))).status)
    expect(asked).toEqual([200, 200, 429])
    const checked: number[] = []
    for (let i = 0; i < 3; i++) checked.push((await strict.verifyCode(fromAddress('/api/account/verify', { email: `${unique('ip')}@example.com`, code: '123456' }))).status)
    expect(checked).toEqual([400, 400, 429])
  })

  it('bad input is a clear 4xx', async () => {
    expect((await account.requestCode(req(f.a.site, '/api/account/code', { email: 'not-an-email' }))).status).toBe(400)
    expect((await account.requestCode(req(f.a.site, '/api/account/code', { email: 'a@b.co', phone: 'call me' }))).status).toBe(400)
    expect((await account.verifyCode(req(f.a.site, '/api/account/verify', { email: 'a@b.co', code: 'abc' }))).status).toBe(400)
    const notJson = new Request(`http://${host(f.a.site)}/api/account/code`, { method: 'POST', headers: { host: host(f.a.site), 'content-type': 'text/plain' }, body: 'x' })
    expect((await account.requestCode(notJson)).status).toBe(415)
    const evil = new Request(`http://${host(f.a.site)}/api/account/code`, { method: 'POST', headers: { host: host(f.a.site), 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{"email":"a@b.co"}' })
    expect((await account.requestCode(evil)).status).toBe(403)
  })

  it('answers 404 on a site with shopper accounts off', async () => {
    const off = await payload.create({ collection: 'sites', data: { name: 'Off', slug: unique('off') }, overrideAccess: true })
    expect((await account.requestCode(req(off, '/api/account/code', { email: 'x@example.com' }))).status).toBe(404)
    expect((await account.me(req(off, '/api/account/me'))).status).toBe(404)
    expect((await watchlist.saveCar(req(off, '/api/watchlist/save-car', { phone_number: '0412345678', car_id: carA.id }))).status).toBe(404)
  })
})

describe('site isolation', () => {
  it("a customer of site A cannot sign in on site B with A's code, and A's cookie is signed out on B", async () => {
    const email = `${unique('cross')}@example.com`
    await account.requestCode(req(f.a.site, '/api/account/code', { email }))
    const res = await account.verifyCode(req(f.b.site, '/api/account/verify', { email, code: lastCode(email) }))
    expect(res.status).toBe(400)
    const cookie = await signIn(f.a.site, email, { phone: '0412345678' })
    expect(await (await account.me(req(f.b.site, '/api/account/me', undefined, cookie))).json()).toEqual({ signedIn: false })
    const onB = await watchlist.saveCar(req(f.b.site, '/api/watchlist/save-car', { phone_number: '0412345678', car_id: carB.id }, cookie))
    expect(onB.status).toBe(401)
    expect((await watchlist.list(req(f.b.site, '/api/watchlist', undefined, cookie))).status).toBe(401)
  })

  it('a forged or altered cookie is signed out', async () => {
    const email = `${unique('forge')}@example.com`
    const cookie = await signIn(f.a.site, email)
    const me = await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })
    const id = me.docs[0]!.id
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('AAA') ? 'BBB' : 'AAA')
    const forged = `${SESSION_COOKIE}=${Buffer.from(JSON.stringify([id, f.a.site.id, 1, 9999999999])).toString('base64url')}.bm90LWEtbWFj`
    for (const bad of [tampered, forged, `${SESSION_COOKIE}=garbage`, `${SESSION_COOKIE}=${'x'.repeat(5000)}`]) {
      expect(await (await account.me(req(f.a.site, '/api/account/me', undefined, bad))).json()).toEqual({ signedIn: false })
    }
    // a genuine token for another site's id does not work here either
    const otherSite = `${SESSION_COOKIE}=${signSession({ customer: id, site: f.b.site.id, version: 1, expires: 9999999999 })}`
    expect(await (await account.me(req(f.b.site, '/api/account/me', undefined, otherSite))).json()).toEqual({ signedIn: false })
  })

  it("staff of site B see neither site A's customers nor its watchlists", async () => {
    const email = `${unique('staffview')}@example.com`
    const cookie = await signIn(f.a.site, email, { phone: '0412345678' })
    expect((await watchlist.saveCar(req(f.a.site, '/api/watchlist/save-car', { phone_number: '0412345678', car_id: carA.id }, cookie))).status).toBe(200)
    const asB = { overrideAccess: false, user: f.b.editor } as const
    const asA = { overrideAccess: false, user: f.a.editor } as const
    expect((await payload.find({ collection: 'customers', where: { email: { equals: email } }, ...asB })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'watchlist-items', where: { vehicle: { equals: carA.id } }, ...asB })).totalDocs).toBe(0)
    const seen = await payload.find({ collection: 'customers', where: { email: { equals: email } }, ...asA })
    expect(seen.totalDocs).toBe(1)
    expect(seen.docs[0]).not.toHaveProperty('loginCodeHash')
    expect((await payload.find({ collection: 'watchlist-items', where: { vehicle: { equals: carA.id } }, ...asA })).totalDocs).toBeGreaterThan(0)
  })
})

describe('watchlist endpoints', () => {
  let cookie = ''
  beforeAll(async () => {
    cookie = await signIn(f.a.site, `${unique('watch')}@example.com`, { phone: '0412 345 678' })
  })
  const save = (body: unknown, c = cookie) => watchlist.saveCar(req(f.a.site, '/api/watchlist/save-car', body, c))
  const remove = (body: unknown, c = cookie) => watchlist.removeCar(req(f.a.site, '/api/watchlist/remove-car', body, c))

  it('saves and removes a car of the site, idempotently, and lists it with current data', async () => {
    expect(await (await save({ phone_number: '0412345678', car_id: carA.id })).json()).toEqual({ success: true })
    expect(await (await save({ phone_number: '+61 412 345 678', car_id: String(carA.id) })).json()).toEqual({ success: true })
    const me = await (await account.me(req(f.a.site, '/api/account/me', undefined, cookie))).json()
    expect(me.watchlist).toEqual([String(carA.id)])
    const listed = await (await watchlist.list(req(f.a.site, '/api/watchlist', undefined, cookie))).json()
    expect(listed.cars.map((c: { id: string }) => c.id)).toEqual([String(carA.id)])
    expect(await (await remove({ phone_number: '0412345678', car_id: carA.id })).json()).toEqual({ success: true })
    expect((await (await account.me(req(f.a.site, '/api/account/me', undefined, cookie))).json()).watchlist).toEqual([])
  })

  it('refuses another phone, another site\'s car, unknown cars, missing fields and signed-out calls, changing nothing', async () => {
    const before = await payload.count({ collection: 'watchlist-items', overrideAccess: true })
    expect((await save({ phone_number: '0499999999', car_id: carA.id })).status).toBe(403)
    expect((await save({ phone_number: '0412345678', car_id: carB.id })).status).toBe(404)
    expect((await save({ phone_number: '0412345678', car_id: 987654321 })).status).toBe(404)
    expect((await save({ phone_number: '0412345678', car_id: 'abc' })).status).toBe(400)
    expect((await save({ car_id: carA.id })).status).toBe(400)
    expect((await save({ phone_number: '0412345678' })).status).toBe(400)
    expect((await save({ phone_number: '0412345678', car_id: carA.id }, '')).status).toBe(401)
    expect((await remove({ phone_number: '0412345678', car_id: carB.id })).status).toBe(404)
    const body = await (await save({ phone_number: '0412345678', car_id: carB.id })).json()
    expect(body).toMatchObject({ success: false, error: expect.any(String) })
    expect(await payload.count({ collection: 'watchlist-items', overrideAccess: true })).toEqual(before)
  })

  it('sign-out ends the session; deleting the account removes it and its watchlist', async () => {
    const email = `${unique('leaver')}@example.com`
    let c = await signIn(f.a.site, email, { phone: '0412345678' })
    expect((await account.signOut(req(f.a.site, '/api/account/sign-out', {}, c))).headers.get('set-cookie')).toContain('Max-Age=0')
    expect(await (await account.me(req(f.a.site, '/api/account/me', undefined, c))).json()).toEqual({ signedIn: false })
    c = await signIn(f.a.site, email)
    expect((await save({ phone_number: '0412345678', car_id: carA.id }, c)).status).toBe(200)
    expect((await account.deleteAccount(req(f.a.site, '/api/account/delete', {}, c))).status).toBe(200)
    expect((await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await (await account.me(req(f.a.site, '/api/account/me', undefined, c))).json()).toEqual({ signedIn: false })
  })

  it('current-car lookups take at most 50 well-formed ids and never show another site’s car', async () => {
    const cars = (q: string) => watchlist.cars(req(f.a.site, `/api/account/cars?ids=${encodeURIComponent(q)}`))
    const ok = await cars(`${carA.id},${carB.id}`)
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { cars: Array<{ id: string; state: string; car: unknown }> }
    expect(body.cars.find((c) => c.id === String(carB.id))).toMatchObject({ state: 'removed', car: null })
    expect(body.cars.find((c) => c.id === String(carA.id))?.state).not.toBe('removed')
    for (const bad of ['abc', '1,,x', '-1', '1e5', Array.from({ length: 51 }, (_, i) => i + 1).join(','), '9'.repeat(20)]) {
      const res = await cars(bad)
      expect(res.status, bad).toBe(400)
      expect((await res.json()).error).toEqual(expect.any(String))
    }
  })

  it('keeps favourites on the account', async () => {
    const fav = [{ id: String(carA.id), name: 'Corolla', slug: 'c', make: 'Toyota', model: 'Corolla', primary_image_url: '' }]
    const res = await account.saveFavourites(req(f.a.site, '/api/account/favourites', { favourites: fav }, cookie))
    expect(res.status).toBe(200)
    expect((await (await account.me(req(f.a.site, '/api/account/me', undefined, cookie))).json()).favourites).toEqual(fav)
    expect((await account.saveFavourites(req(f.a.site, '/api/account/favourites', { favourites: 'x' }, cookie))).status).toBe(400)
  })
})

describe('gating settings for the proxy (GET /api/account/gates)', () => {
  const gates = (segment: string) => siteGatesHandler(new Request(`http://localhost/api/account/gates?site=${encodeURIComponent(segment)}`))

  it('answers each site its own id, switch and gated routes', async () => {
    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { shopperAccounts: true, gatedRoutes: ['finance', 'checkout'] } } as never, overrideAccess: true })
    const res = await gates(`s~${f.a.site.slug}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const body = await res.json()
    expect(body).toMatchObject({ site: f.a.site.id, shopperAccounts: true })
    expect([...body.gatedRoutes].sort()).toEqual(['checkout', 'finance'])
    expect(await (await gates(`s~${f.b.site.slug}`)).json()).toMatchObject({ site: f.b.site.id, shopperAccounts: true, gatedRoutes: [] })
  })

  it('answers an unknown site as none, and malformed segments with 400', async () => {
    expect(await (await gates('s~no-such-site-here')).json()).toEqual({ site: null, shopperAccounts: false, gatedRoutes: [] })
    for (const bad of ['', 'x~y', 's~../../etc', `h~${'a'.repeat(400)}`, 's~UPPER']) {
      const res = await gates(bad)
      expect(res.status, bad).toBe(400)
      expect((await res.json()).site).toBeNull()
    }
  })
})
