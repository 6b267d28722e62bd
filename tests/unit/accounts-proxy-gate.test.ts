/**
 * Direct visits to gated routes, decided in the proxy (SPEC.md §4 Gated routes; issue 11 item 3):
 * a signed-out visitor of a gated route goes to sign-in with redirect and back; a signed-in one
 * (a genuine session of this site) and every visitor of an ungated route get the page.
 */
import { describe, expect, it } from 'vitest'
import { publishExpiry } from '@/cache/expiryBus'
import { backFromReferer, gatesCache, mayBeGated, proxyGateRedirect, readGates, type SiteGates } from '@/accounts/proxyGate'
import { signSession } from '@/accounts/session'

process.env.PAYLOAD_SECRET ||= 'unit-test-secret'

const harbour: SiteGates = { site: 2, shopperAccounts: true, gatedRoutes: ['finance', 'spin-to-win'] }
const accountsOff: SiteGates = { site: 1, shopperAccounts: false, gatedRoutes: ['finance', 'checkout', 'spin-to-win'] }
const future = Math.floor(Date.now() / 1000) + 3600
const sessionOf = (site: number, expires = future) => signSession({ customer: 5, site, version: 1, expires })
const live = async () => true
const visit = (path: string, gates: SiteGates | null, token: string | null = null, search = '', sessionLive: (token: string) => Promise<boolean> = live) =>
  proxyGateRedirect({ path, search, gates, token, back: '/cars/x', sessionLive })

describe('proxyGateRedirect', async () => {
  it('sends a signed-out visitor of a gated route to sign-in with type, redirect (with its query) and back', async () => {
    const to = await visit('/finance', harbour, null, '?car=12')
    const url = new URL(to!, 'http://h')
    expect(url.pathname).toBe('/sign-in')
    expect(url.searchParams.get('type')).toBe('finance')
    expect(url.searchParams.get('redirect')).toBe('/finance?car=12')
    expect(url.searchParams.get('back')).toBe('/cars/x')
    expect(new URL((await visit('/spin-to-win', harbour))!, 'http://h').searchParams.get('type')).toBe('spin-to-win')
    expect(new URL((await visit('/online-payment', harbour))!, 'http://h').searchParams.get('type')).toBe('online-payment')
  })

  it('serves the page to a signed-in visitor of this site', async () => {
    expect(await visit('/finance', harbour, sessionOf(2))).toBeNull()
    expect(await visit('/online-payment/', harbour, sessionOf(2))).toBeNull()
  })

  it('treats another site’s, an expired or a forged session as signed out', async () => {
    expect(await visit('/finance', harbour, sessionOf(3))).toMatch(/^\/sign-in\?/)
    expect(await visit('/finance', harbour, sessionOf(2, 1000))).toMatch(/^\/sign-in\?/)
    const [body] = sessionOf(2).split('.')
    expect(await visit('/finance', harbour, `${body}.forged`)).toMatch(/^\/sign-in\?/)
    expect(await visit('/finance', harbour, 'garbage')).toMatch(/^\/sign-in\?/)
  })

  it('leaves routes the site does not gate, and sites with accounts off, alone', async () => {
    expect(await visit('/cars/reserve-me/checkout', harbour)).toBeNull() // checkout switch off on this site
    expect(await visit('/trade-in', harbour)).toBeNull() // never gated
    expect(await visit('/sell-my-car', harbour)).toBeNull()
    expect(await visit('/about-us', harbour)).toBeNull()
    for (const p of ['/finance', '/spin-to-win', '/cars/a/checkout', '/online-payment']) expect(await visit(p, accountsOff), p).toBeNull()
  })

  it('serves the page when the site’s settings are unknown (the page decides) or the site does not exist', async () => {
    expect(await visit('/finance', null)).toBeNull()
    expect(await visit('/finance', { site: null, shopperAccounts: false, gatedRoutes: [] })).toBeNull()
  })

  it('treats a signed cookie the server no longer honours (signed out, deleted, lookup failed) as signed out, and asks only for signed cookies of this site', async () => {
    const asked: string[] = []
    const ended = async (token: string) => (asked.push(token), false)
    expect(await visit('/finance', harbour, sessionOf(2), '', ended)).toMatch(/^\/sign-in\?/)
    expect(asked).toEqual([sessionOf(2)])
    const failing = async () => Promise.reject(new Error('down'))
    expect(await visit('/finance', harbour, sessionOf(2), '', failing)).toMatch(/^\/sign-in\?/)
    expect(await visit('/finance', harbour, sessionOf(3), '', ended)).toMatch(/^\/sign-in\?/)
    expect(await visit('/finance', harbour, null, '', ended)).toMatch(/^\/sign-in\?/)
    expect(await visit('/about-us', harbour, sessionOf(2), '', ended)).toBeNull()
    expect(asked).toHaveLength(1)
  })

  it('gates every finance path and the checkout paths when switched on', async () => {
    const all: SiteGates = { ...harbour, gatedRoutes: ['finance', 'checkout', 'spin-to-win'] }
    for (const p of ['/finance-enquiry', '/apply-for-finance', '/finance-pre-approval', '/personalised/finance', '/checkout-journey', '/cars/a-car/buy-online']) {
      expect(await visit(p, all), p).toMatch(/^\/sign-in\?/)
    }
  })
})

describe('mayBeGated', () => {
  it('names only routes some site can gate, so other paths cost no lookup', () => {
    expect(mayBeGated('/finance')).toBe('finance')
    expect(mayBeGated('/online-payment')).toBe('online-payment')
    expect(mayBeGated('/trade-in')).toBeNull()
    expect(mayBeGated('/sell-my-car')).toBeNull()
    expect(mayBeGated('/')).toBeNull()
    expect(mayBeGated('/cars/x')).toBeNull()
  })
})

describe('backFromReferer', () => {
  it('keeps a same-host referer path, anything else is home', () => {
    expect(backFromReferer('http://a.localhost:3000/cars/x?y=1', 'a.localhost:3000')).toBe('/cars/x?y=1')
    expect(backFromReferer('https://evil.example/cars', 'a.localhost:3000')).toBe('/')
    expect(backFromReferer('not a url', 'a.localhost:3000')).toBe('/')
    expect(backFromReferer(null, 'a.localhost:3000')).toBe('/')
    expect(backFromReferer('http://a.localhost:3000//evil.example', 'a.localhost:3000')).toBe('/')
  })
})

describe('readGates and gatesCache', () => {
  it('reads only well-formed answers', () => {
    expect(readGates({ site: 2, shopperAccounts: true, gatedRoutes: ['finance', 3] })).toEqual({ site: 2, shopperAccounts: true, gatedRoutes: ['finance'] })
    expect(readGates(null)).toBeNull()
    expect(readGates({ site: '2', shopperAccounts: 'yes' })).toEqual({ site: null, shopperAccounts: false, gatedRoutes: [] })
  })

  it('looks a site up once per TTL, shares parallel lookups and does not keep failures', async () => {
    let clock = 0
    const calls: string[] = []
    let fail = false
    const cache = gatesCache(async (segment) => {
      calls.push(segment)
      if (fail) throw new Error('down')
      return harbour
    }, 1000, () => clock)
    await Promise.all([cache('s~a'), cache('s~a'), cache('s~a')])
    expect(calls).toEqual(['s~a'])
    clock = 999
    await cache('s~a')
    expect(calls).toHaveLength(1)
    clock = 1000
    fail = true
    expect(await cache('s~a')).toBeNull()
    expect(await cache('s~a')).toBeNull()
    expect(calls).toHaveLength(3)
    fail = false
    expect(await cache('s~a')).toEqual(harbour)
    expect(await cache('s~b')).toEqual(harbour)
    expect(calls).toEqual(['s~a', 's~a', 's~a', 's~a', 's~b'])
  })

  it("a site's save (its tag or the host directory, here or on another instance) is obeyed by the next gated visit, not after the TTL", async () => {
    let gates: SiteGates = harbour
    const cache = gatesCache(async () => gates, 60_000, () => 0)
    expect(await cache('s~a')).toEqual(harbour)
    gates = { ...harbour, gatedRoutes: [] }
    publishExpiry({ tags: ['site:9:vehicle:some-car'], origin: 'local' })
    expect(await cache('s~a')).toEqual(harbour)
    publishExpiry({ tags: ['site:9'], origin: 'peer' })
    expect(await cache('s~a')).toEqual(gates)
    gates = harbour
    publishExpiry({ tags: ['sites-directory'], origin: 'local' })
    expect(await cache('s~a')).toEqual(harbour)
  })
})
