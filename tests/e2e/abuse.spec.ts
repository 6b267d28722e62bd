/**
 * Issue 7 defects 3, 7, 8 and 10 against the production server (playwright.config.ts starts it
 * with TRUSTED_PROXIES=127.0.0.1,::1, as if behind a local reverse proxy, so a test can speak
 * for several clients through X-Forwarded-For).
 */
import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const origin = `http://localhost:${port}`
const api = `${origin}/api`

test.describe('abuse limits', () => {
  test("a stranger's wrong passwords do not lock the platform admin out; the admin signs in", async ({ playwright }) => {
    const stranger = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.66' } })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await stranger.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: `wrong-${i}` } })).status())
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
    // an unknown account gets exactly the same answers
    const unknown: number[] = []
    for (let i = 0; i < 6; i++) {
      unknown.push((await stranger.post(`${api}/users/login`, { data: { email: 'nobody-here@example.com', password: `wrong-${i}` } })).status())
    }
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429])
    await stranger.dispose()

    const admin = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.44' } })
    const res = await admin.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
    expect(res.status()).toBe(200)
    await admin.dispose()
  })

  test('a cookie-authenticated POST from a foreign origin is refused; the admin origin is accepted', async ({ playwright }) => {
    const ctx = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.45' } })
    const login = await ctx.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
    expect(login.status()).toBe(200) // the session cookie is now in the context
    const evil = await ctx.post(`${api}/offers`, { headers: { origin: 'https://evil.example' }, data: { name: 'CSRF evil', sites: [] } })
    expect(evil.status()).toBe(403)
    const own = await ctx.post(`${api}/offers`, { headers: { origin }, data: { name: 'CSRF own origin', sites: [] } })
    expect(own.status()).toBe(201)
    const id = (await own.json()).doc.id
    expect((await ctx.delete(`${api}/offers/${id}`, { headers: { origin } })).status()).toBe(200)
    await ctx.dispose()
  })

  test('the anonymous 240-alias GraphQL query is refused with a 4xx', async ({ request }) => {
    const query = `query { ${Array.from({ length: 240 }, (_, i) => `a${i}: Offers(limit: 1000) { docs { id name description } }`).join(' ')} }`
    const res = await request.post(`${api}/graphql`, { data: { query } })
    expect(res.status()).toBe(401)
  })

  test('hostile search filters (thousands of unknown attributes) are refused with 400', async ({ playwright }) => {
    const ctx = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } })
    const filters = Array.from({ length: 2000 }, (_, i) => `z0_${i}:x`).join(' OR ')
    const res = await ctx.post(`${api}/search/sunshine-toyota/1/indexes/*/queries`, {
      data: { requests: [{ indexName: 'Car_production', params: { filters } }] },
    })
    expect(res.status()).toBe(400)
    const unknownAttr = await ctx.post(`${api}/search/sunshine-toyota/1/indexes/*/queries`, {
      data: { requests: [{ indexName: 'Car_production', params: { filters: 'z0_0:x OR z0_1:x' } }] },
    })
    expect(unknownAttr.status()).toBe(400)
    expect((await unknownAttr.json()).message).toMatch(/not a filterable attribute/)
    await ctx.dispose()
  })
})
