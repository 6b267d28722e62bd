/**
 * Shopper pages from Next's cache (issue 12 items 1 and "Bad input"): a page is served from the
 * cache on the second request (`x-nextjs-cache: HIT`, CDN headers), an edit expires exactly that
 * site's page, draft mode shows the draft to the editor while shoppers get the cached published
 * page, and no Host header, query string or cookie moves one site's page or draft to another.
 * The search endpoint's repeated multi-queries are answered in front of Next (src/server/frontSearch.ts)
 * without one site's answer reaching another, and a saved car shows in the next search.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { createPreviewToken } from '../../src/preview/token'

const port = Number(process.env.E2E_PORT || 3100)
const api = `http://localhost:${port}/api`
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`
/** Node does not resolve *.localhost: API requests go to the loopback address with the site's Host header. */
const siteGet = (request: APIRequestContext, slug: string, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `${slug}.localhost:${port}`, ...headers }, maxRedirects: 0 })
const A = 'sunshine-toyota'
const B = 'harbour-auto-group'

// The e2e server's secret (scripts/e2e-server.ts): the test signs preview tokens as the admin's live preview does.
process.env.PAYLOAD_SECRET ||= 'e2e-test-secret'

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBeTruthy()
  return { Authorization: `JWT ${(await res.json()).token}` }
}

async function pageId(request: APIRequestContext, headers: Record<string, string>, site: string, slug: string): Promise<number> {
  const sites = await (await request.get(`${api}/sites?where[slug][equals]=${site}&depth=0`, { headers })).json()
  const siteId = sites.docs[0].id
  const pages = await (await request.get(`${api}/pages?where[and][0][slug][equals]=${slug}&where[and][1][site][equals]=${siteId}&depth=0`, { headers })).json()
  return pages.docs[0].id
}

/**
 * A request that leaves the page freshly cached, then a second one; the second's headers and body.
 * An entry older than its revalidate time (rendered earlier in the run, e.g. by the link crawl)
 * answers STALE and is rendered again in the background: the first step waits for that render
 * (Next answers STALE until it is stored) so the second request meets a fresh entry.
 */
async function twice(request: APIRequestContext, slug: string, path: string) {
  await expect
    .poll(async () => (await siteGet(request, slug, path)).headers()['x-nextjs-cache'], { timeout: 15_000, message: `${path} rendered afresh` })
    .not.toBe('STALE')
  const res = await siteGet(request, slug, path)
  return { res, body: await res.text() }
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

test.describe('shopper pages from the cache', () => {
  test('the second request for a page is a cache hit a CDN may cache too', async ({ request }) => {
    for (const path of ['/', '/pages/about-us', '/contact', '/special-offers']) {
      const { res } = await twice(request, A, path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['x-nextjs-cache'], path).toBe('HIT')
      const cacheControl = res.headers()['cache-control'] ?? ''
      expect(cacheControl, path).toMatch(/s-maxage=\d+/)
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/)
    }
  })

  test('two sites never share a cache entry for the same path, whatever the Host, query or cookie', async ({ request }) => {
    const a = await twice(request, A, '/pages/about-us')
    const b = await twice(request, B, '/pages/about-us')
    expect(a.res.headers()['x-nextjs-cache']).toBe('HIT')
    expect(b.res.headers()['x-nextjs-cache']).toBe('HIT')
    expect(a.body).toContain(`data-site="${A}"`)
    expect(b.body).toContain(`data-site="${B}"`)
    expect(b.body).not.toContain(`data-site="${A}"`)
    // The Host header alone picks the site, on any address; a query string or a forged draft
    // cookie neither moves the page to another site nor bypasses the site's own entry.
    const viaHost = await siteGet(request, B, `/pages/about-us?site=${A}`)
    const hostBody = await viaHost.text()
    expect(hostBody).toContain(`data-site="${B}"`)
    expect(hostBody).not.toContain(`data-site="${A}"`)
    const forged = await siteGet(request, B, '/pages/about-us', { Cookie: '__prerender_bypass=forged; dp-draft-site=1.9999999999.forged' })
    expect(await forged.text()).toContain(`data-site="${B}"`)
    // A forged preview token: back to the published page, without draft mode.
    const forgedToken = await siteGet(request, B, '/pages/about-us?preview=pages.1.9999999999.forged')
    expect(forgedToken.status()).toBe(307)
    expect(forgedToken.headers()['location']).toBe('/pages/about-us')
    expect(forgedToken.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass=[^;]+;/)
  })

  test("an edit expires exactly that site's page and not another site's same path", async ({ request }) => {
    const headers = await adminHeaders(request)
    const idA = await pageId(request, headers, A, 'warranty')
    const before = await twice(request, B, '/pages/warranty')
    expect(h1(before.body)).toBe('Warranty')
    await twice(request, A, '/pages/warranty')

    const title = `Warranty ${Date.now().toString(36)}`
    const saved = await request.patch(`${api}/pages/${idA}`, { headers, data: { title, _status: 'published' } })
    expect(saved.ok()).toBeTruthy()
    try {
      await expect(async () => {
        expect(h1(await (await siteGet(request, A, '/pages/warranty')).text())).toBe(title)
      }).toPass({ timeout: 20_000 })
      const other = await siteGet(request, B, '/pages/warranty')
      expect(other.headers()['x-nextjs-cache']).toBe('HIT')
      expect(h1(await other.text())).toBe('Warranty')
    } finally {
      await request.patch(`${api}/pages/${idA}`, { headers, data: { title: 'Warranty', _status: 'published' } })
    }
  })

  test('draft mode shows the draft to the editor and the published page to shoppers at the same moment', async ({ browser, request }) => {
    const headers = await adminHeaders(request)
    const idA = await pageId(request, headers, A, 'privacy-policy')
    const idB = await pageId(request, headers, B, 'privacy-policy')
    const draftA = `Draft A ${Date.now().toString(36)}`
    const draftB = `Draft B ${Date.now().toString(36)}`
    for (const [id, title] of [[idA, draftA], [idB, draftB]] as const) {
      expect((await request.patch(`${api}/pages/${id}?draft=true`, { headers, data: { title } })).ok()).toBeTruthy()
    }
    // Shoppers have the published page cached before the editor previews.
    await twice(request, A, '/pages/privacy-policy')

    const editor = await browser.newContext()
    const page = await editor.newPage()
    await page.goto(siteUrl(A, `/pages/privacy-policy?preview=${encodeURIComponent(createPreviewToken('pages', idA))}`))
    await expect(page).toHaveURL(siteUrl(A, '/pages/privacy-policy'))
    await expect(page.getByRole('heading', { level: 1, name: draftA })).toBeVisible()

    // At the same moment a shopper gets the published page, from the cache.
    const shopper = await siteGet(request, A, '/pages/privacy-policy')
    expect(shopper.headers()['x-nextjs-cache']).toBe('HIT')
    expect(h1(await shopper.text())).toBe('Privacy policy')

    // The editor's draft cookies taken to another site show that site's published page, not its draft.
    const cookies = await editor.cookies(siteUrl(A, '/'))
    expect(cookies.map((c) => c.name)).toContain('__prerender_bypass')
    const elsewhere = await browser.newContext()
    await elsewhere.addCookies(cookies.map((c) => ({ ...c, domain: `${B}.localhost` })))
    const other = await elsewhere.newPage()
    await other.goto(siteUrl(B, '/pages/privacy-policy'))
    await expect(other.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(other.getByRole('heading', { level: 1, name: draftB })).toHaveCount(0)

    // A token for site A's page opens no draft on site B.
    await other.goto(siteUrl(B, `/pages/privacy-policy?preview=${encodeURIComponent(createPreviewToken('pages', idA))}`))
    await expect(other).toHaveURL(siteUrl(B, '/pages/privacy-policy'))
    await expect(other.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()

    // Leaving draft mode: the editor sees the published page again.
    await page.goto(siteUrl(A, '/draft-preview?exit=1&path=/pages/privacy-policy'))
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await editor.close()
    await elsewhere.close()
  })
})

/** The cars the HTML lists (their links), in order. */
const carLinks = (html: string) => [...html.matchAll(/href="\/cars\/([a-z0-9-]+)\/?"/g)].map((m) => m[1] as string)
/** Result cards and a result count rendered by the server (without InstantSearch's server render). */
const hasServerResults = (html: string) => html.includes('data-testid="car-card"') && /data-testid="results-count" data-count="[1-9]/.test(html)

test.describe('search pages from the cache', () => {
  test('query-less /cars and /search/... are cache hits with the results in the HTML', async ({ request }) => {
    for (const path of ['/cars', '/search/new-cars', '/search/toyota']) {
      const { res, body } = await twice(request, A, path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(res.headers()['cache-control'] ?? '', path).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/)
      // The first paint shows real results, not a spinner.
      expect(hasServerResults(body), path).toBe(true)
      expect(body).toContain(`data-site="${A}"`)
    }
    // A campaign tag changes nothing on the page: the cached entry answers.
    const tagged = await siteGet(request, A, '/cars?utm_source=tv')
    expect(tagged.headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('a URL with a query is rendered for that query, per request, never from the query-less entry', async ({ request }) => {
    const plain = await twice(request, A, '/cars')
    for (const slug of [A, B]) {
      const res = await siteGet(request, slug, '/cars?refinementList[car_type][]=used&query=zzzz-no-such-car')
      expect(res.status()).toBe(200)
      expect(res.headers()['x-nextjs-cache']).toBeUndefined()
      // Neither a CDN nor the browser may keep it for another visitor.
      expect(res.headers()['cache-control'] ?? '').toMatch(/no-store|private/)
      const body = await res.text()
      expect(body).toContain(`data-site="${slug}"`)
      expect(body).toContain('data-count="0"')
      expect(body).toContain('zzzz-no-such-car')
    }
    const page2 = await siteGet(request, A, '/cars?page=2')
    const body2 = await page2.text()
    expect(page2.headers()['x-nextjs-cache']).toBeUndefined()
    expect(carLinks(body2).length).toBeGreaterThan(0)
    expect(carLinks(body2)[0]).not.toBe(carLinks(plain.body)[0])
    // The internal route of query pages is no public path.
    expect((await siteGet(request, A, '/~q/cars?query=a')).status()).toBe(404)
  })

  test("a vehicle save expires exactly that site's search pages, once the index has it", async ({ request }) => {
    const headers = await adminHeaders(request)
    const { body } = await twice(request, A, '/cars')
    const slug = carLinks(body)[0] as string
    const found = await (await request.get(`${api}/vehicles?where[slug][equals]=${slug}&depth=0&limit=1`, { headers })).json()
    const car = found.docs[0] as { id: number; name: string }
    expect(car).toBeTruthy()
    const other = await twice(request, B, '/cars')
    expect(other.res.headers()['x-nextjs-cache']).toBe('HIT')

    const name = `${car.name} ${Date.now().toString(36)}`
    expect((await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { name } })).ok()).toBeTruthy()
    try {
      await expect(async () => {
        const res = await siteGet(request, A, '/cars')
        expect((await res.text()).includes(name)).toBe(true)
      }).toPass({ timeout: 30_000 })
      // Served from the cache again, with the change.
      const again = await siteGet(request, A, '/cars')
      expect(again.headers()['x-nextjs-cache']).toBe('HIT')
      expect((await again.text()).includes(name)).toBe(true)
      // The other site's entry was not expired by the save.
      const b = await siteGet(request, B, '/cars')
      expect(['HIT', 'STALE']).toContain(b.headers()['x-nextjs-cache'])
      expect((await b.text()).includes(name)).toBe(false)
    } finally {
      await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { name: car.name } })
    }
  })

  test('the cached /cars hydrates without a second search or console errors, and a refinement still works', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    // Pictures of the demo stock may be missing; the page's own code and data may not.
    const missing: string[] = []
    page.on('response', (r) => r.status() === 404 && /\/_next\/|\/api\/search\/|\/cars/.test(new URL(r.url()).pathname) && missing.push(r.url()))
    const searches: string[] = []
    page.on('request', (r) => r.url().includes('/api/search/') && searches.push(r.url()))
    await page.goto(siteUrl(A, '/cars'))
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    expect(searches).toEqual([])
    await page.locator('a[rel="next"]').first().click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'idle')
    expect(missing).toEqual([])
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([])
  })
})

test.describe('search endpoint answers in front of Next', () => {
  const searchPath = (site: string) => `http://127.0.0.1:${port}/api/search/${site}/1/indexes/*/queries`
  const body = JSON.stringify({
    requests: [
      { indexName: 'Car_production', params: { facets: ['make', 'model'], hitsPerPage: 24, maxValuesPerFacet: 50, page: 0, query: '' } },
      { indexName: 'Car_production', params: { facets: ['make'], hitsPerPage: 0, maxValuesPerFacet: 50, page: 0, query: '' } },
    ],
  })
  const search = (request: APIRequestContext, site: string, data = body) =>
    request.post(searchPath(site), { data: Buffer.from(data), headers: { 'content-type': 'application/json' } })

  test('a repeat is answered in front; another site, a bad body and a saved car are not', async ({ request }) => {
    // The first search after a start loads the route, which lets the front answer from then on.
    expect((await search(request, A)).status()).toBe(200)
    const first = await search(request, A)
    expect(first.status()).toBe(200)
    const again = await search(request, A)
    expect(again.headers()['x-search-cache']).toBe('HIT')
    const answer = await again.json()
    expect(answer).toEqual(await first.json())
    const hits = answer.results[0].hits as Array<{ objectID: string; name: string }>
    expect(hits.length).toBeGreaterThan(0)

    // Another site with the same body: its own answer, none of A's cars.
    const other = await (await search(request, B)).json()
    const otherIds = new Set((other.results[0].hits as Array<{ objectID: string }>).map((h) => h.objectID))
    expect(hits.some((h) => otherIds.has(h.objectID))).toBe(false)

    // A bad body keeps the endpoint's 400, every time.
    for (let i = 0; i < 2; i++) {
      const bad = await search(request, A, '{"requests": [')
      expect(bad.status()).toBe(400)
      expect(await bad.json()).toEqual({ message: 'The request body is not valid JSON', status: 400 })
    }
    // So do a wrong shape and an unknown site (misses are answered in process by the route's code).
    expect((await search(request, A, '{"requests": 5}')).status()).toBe(400)
    const unknown = await search(request, 'no-such-site')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Unknown site "no-such-site"', status: 404 })

    // A query never asked before: answered (a MISS) with the endpoint's headers and the site's own cars.
    const fresh = await search(request, A, body.replace('"hitsPerPage":24', '"hitsPerPage":23'))
    expect(fresh.status()).toBe(200)
    expect(fresh.headers()['x-search-cache']).toBe('MISS')
    expect(fresh.headers()['content-security-policy']).toContain("default-src 'none'")
    expect(fresh.headers()['x-content-type-options']).toBe('nosniff')
    const freshHits = (await fresh.json()).results[0].hits as Array<{ objectID: string }>
    expect(freshHits.length).toBe(Math.min(23, hits.length))
    expect(freshHits.some((h) => otherIds.has(h.objectID))).toBe(false)

    // A saved car shows in the next search once the index has it, then is answered in front again.
    const headers = await adminHeaders(request)
    const car = hits[0]!
    const name = `${car.name} ${Date.now().toString(36)}`
    expect((await request.patch(`${api}/vehicles/${car.objectID}`, { headers, data: { name } })).ok()).toBeTruthy()
    try {
      await expect(async () => {
        const res = await search(request, A)
        expect((await res.text()).includes(name)).toBe(true)
      }).toPass({ timeout: 30_000 })
      // (The save may write the index more than once: a HIT comes once the writes settle.)
      await expect(async () => {
        const cached = await search(request, A)
        expect(cached.headers()['x-search-cache']).toBe('HIT')
        expect((await cached.text()).includes(name)).toBe(true)
      }).toPass({ timeout: 15_000 })
    } finally {
      await request.patch(`${api}/vehicles/${car.objectID}`, { headers, data: { name: car.name } })
    }
  })
})
