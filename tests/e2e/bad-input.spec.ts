/**
 * Bad input never gets a server error: 2,400 generated requests (seeded, so a failure can be
 * replayed) with odd paths, query strings, bodies, headers and content types against the
 * pages, REST, GraphQL and search, anonymous and as the platform admin (who sends only
 * requests that cannot change data). Every answer must be below 500.
 */
import { expect, test } from '@playwright/test'
import { generateBadRequests, type BadRequest } from './support/badInput'

const port = Number(process.env.E2E_PORT || 3100)
const origin = `http://localhost:${port}`
const COUNT = 2400
const SEED = 20261123
const PARALLEL = 8

test.describe('bad input', () => {
  test.setTimeout(600_000)

  test(`${COUNT} generated hostile requests get no answer of 500 or above`, async ({ request }) => {
    const login = await request.post(`${origin}/api/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
    expect(login.ok()).toBeTruthy()
    const token = (await login.json()).token as string

    const failures: string[] = []
    const statuses = new Map<number, number>()
    const send = async (r: BadRequest) => {
      const headers: Record<string, string> = { ...r.headers, host: `${r.host}:${port}` }
      if (r.authenticated) headers.authorization = `JWT ${token}`
      let status: number
      let text = ''
      try {
        const res = await request.fetch(`${origin}${r.path}`, { method: r.method, headers, data: r.body, maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 })
        status = res.status()
        if (status >= 500) text = (await res.text()).slice(0, 120)
      } catch (e) {
        status = 599
        text = String(e).slice(0, 120)
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500) {
        const body = typeof r.body === 'string' ? ` body=${JSON.stringify(r.body.slice(0, 80))}` : ''
        failures.push(`${status} ${r.method} ${r.path.slice(0, 160)} host=${r.host.slice(0, 40)} ${JSON.stringify(r.headers)}${body}${r.authenticated ? ' (admin)' : ''} -> ${text}`)
      }
    }

    const requests = generateBadRequests(COUNT, SEED)
    for (let i = 0; i < requests.length; i += PARALLEL) await Promise.all(requests.slice(i, i + PARALLEL).map(send))

    console.log(`bad input: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
    expect(requests.length).toBeGreaterThanOrEqual(2000)
    expect(failures, failures.join('\n')).toEqual([])
  })

  test('the known cases from issue 7 answer 4xx with a message', async ({ request }) => {
    const login = await request.post(`${origin}/api/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
    const auth = { authorization: `JWT ${(await login.json()).token}` }
    const site = { host: `sunshine-toyota.localhost:${port}` }
    for (const path of ['/%', '/cars/%zz']) expect((await request.get(`${origin}${path}`, { headers: site })).status(), path).toBe(404)
    for (const path of ['/api/menus/%zz', '/api/locations/%zz']) expect((await request.get(`${origin}${path}`)).status(), path).toBe(400)
    expect((await request.post(`${origin}/api/search/%zz/1/indexes/*/queries`, { data: '{}' })).status()).toBe(400)
    for (const q of ['where[site][like]=x', 'where[id][in]=a,b', 'where[site][equals][$ne]=1', 'where[id][near]=1,2,3']) {
      const res = await request.get(`${origin}/api/locations?${q}`, { headers: auth })
      expect(res.status(), q).toBe(400)
      expect((await res.json()).errors[0].message, q).toMatch(/Invalid query/)
    }
    // GraphQL is for signed-in staff: anonymous callers get 401 before the body is read; staff get 400.
    const gqlAnonymous = await request.post(`${origin}/api/graphql`, { headers: { 'content-type': 'application/json' }, data: '{' })
    expect(gqlAnonymous.status()).toBe(401)
    const gql = await request.post(`${origin}/api/graphql`, { headers: { ...auth, 'content-type': 'application/json' }, data: '{' })
    expect(gql.status()).toBe(400)
    for (const [type, body] of [['multipart/form-data; boundary=x', '--x--\r\n'], ['text/plain', 'x'], ['application/x-www-form-urlencoded', 'name=x'], ['application/json', 'null']]) {
      for (const headers of [{}, auth]) {
        const res = await request.post(`${origin}/api/offers`, { headers: { ...headers, 'content-type': type }, data: body })
        expect(res.status(), `${type} ${body}`).toBeGreaterThanOrEqual(400)
        expect(res.status(), `${type} ${body}`).toBeLessThan(500)
      }
    }
    expect((await request.get(`${origin}/api/media/file/nonexistent.png`)).status()).toBe(404)
  })
})
