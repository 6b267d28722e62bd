/**
 * The shared cache in front of the app, for real (issue 34 section 2): this spec starts Debian's
 * `varnishd` with the repository's VCL (deploy/varnish/default.vcl, backend pointed at the e2e
 * server) on the port the e2e server purges (EDGE_PURGE=varnish, playwright.config.ts), and
 * stops it when done. Through Varnish: a car page's second request is a hit; a price saved in
 * the admin shows on the car page, /cars, the model page and the search answer once the purge
 * has arrived (polled, never a fixed wait); a repeated search answer (the endpoint's GET form) and a
 * media file are hits, purged when a car or the image is saved; the same path on another site stays cached; a sold
 * car leaves every list; a signed-in shopper's page is never cached.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
/** The port the e2e server purges (playwright.config.ts sets EDGE_PURGE_VARNISH_URLS to it). */
const varnishPort = Number(process.env.E2E_VARNISH_PORT || port + 9)
const varnishd = process.env.VARNISHD || '/usr/sbin/varnishd'
const api = `http://localhost:${port}/api`
const A = 'sunshine-toyota'
const B = 'harbour-auto-group'
const DAY = 86_400

let varnish: ChildProcess | undefined
let varnishLog = ''
let dir = ''
let edge: APIRequestContext

/** A request through Varnish, as a shopper's browser on the site would send it (no cookies but these). */
const viaEdge = (slug: string, pathname: string, headers: Record<string, string> = {}) =>
  edge.get(`http://127.0.0.1:${varnishPort}${pathname}`, { headers: { Host: `${slug}.localhost:${varnishPort}`, ...headers }, maxRedirects: 0 })
/** The same straight at the app. */
const atOrigin = (request: APIRequestContext, slug: string, pathname: string) =>
  request.get(`http://127.0.0.1:${port}${pathname}`, { headers: { Host: `${slug}.localhost:${port}` }, maxRedirects: 0 })

const carLinks = (html: string) => [...html.matchAll(/href="\/cars\/([a-z0-9-]+)\/?"/g)].map((m) => m[1] as string)
const lists = (html: string, slug: string) => carLinks(html).includes(slug)
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`

/** Polls until Varnish answers this page from its cache. */
async function cachedAtEdge(slug: string, pathname: string) {
  await expect.poll(async () => (await viaEdge(slug, pathname)).headers()['x-cache'], { timeout: 30_000, message: `${slug}${pathname} cached at Varnish` }).toBe('HIT')
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBeTruthy()
  return { Authorization: `JWT ${(await res.json()).token}` }
}

type Car = { id: number; slug: string; price: number | null; offer_price: number | null; status: string; sold_date_timestamp: number | null; site: number }

/** A car of site A listed on /cars' first page and on its model page, with that model page's path. */
async function carOnEveryList(request: APIRequestContext, headers: Record<string, string>): Promise<{ car: Car; modelPath: string }> {
  const cars = await (await atOrigin(request, A, '/cars')).text()
  for (const slug of [...new Set(carLinks(cars))].slice(0, 12)) {
    const page = await (await atOrigin(request, A, `/cars/${slug}`)).text()
    const modelPath = /data-testid="explore-model"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="explore-model"/.exec(page)
    const pathname = modelPath?.[1] ?? modelPath?.[2]
    if (!pathname) continue
    if (!lists(await (await atOrigin(request, A, pathname)).text(), slug)) continue
    const found = await (await request.get(`${api}/vehicles?where[slug][equals]=${slug}&depth=0&limit=1`, { headers })).json()
    return { car: found.docs[0] as Car, modelPath: pathname }
  }
  throw new Error('No car of the demo stock is on both /cars and its model page')
}

const searchBody = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 50, page: 0, query: '' } }] })
/** The search endpoint's GET form, as the shoppers' search client sends a read query (src/search/searchGetForm.ts). */
const searchPath = `/api/search/${A}/1/indexes/*/queries?body=${encodeURIComponent(searchBody)}`
const searchHits = async (res: { json(): Promise<any> }) => (await res.json()).results[0].hits as Array<{ objectID: string | number; price?: number }>
async function searchHitViaEdge(id: number) {
  const hits = await searchHits(await viaEdge(A, searchPath))
  return hits.find((h) => String(h.objectID) === String(id))
}
/** The same query POSTed: never kept at Varnish, always the app's answer. */
async function postedSearchHitViaEdge(id: number) {
  const res = await edge.post(`http://127.0.0.1:${varnishPort}/api/search/${A}/1/indexes/*/queries`, {
    data: Buffer.from(searchBody),
    headers: { Host: `${A}.localhost:${varnishPort}`, 'content-type': 'application/json' },
  })
  expect(res.headers()['x-cache']).toBe('MISS')
  return (await searchHits(res)).find((h) => String(h.objectID) === String(id))
}

test.describe('the edge cache (Varnish) in front of the app', () => {
  test.beforeAll(async () => {
    test.skip(!fs.existsSync(varnishd), `${varnishd} is not installed (.ci/run installs varnish and varnish-modules)`)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-varnish-'))
    const vcl = fs.readFileSync(path.join(process.cwd(), 'deploy/varnish/default.vcl'), 'utf8').replace('.port = "3000";', `.port = "${port}";`)
    fs.writeFileSync(path.join(dir, 'default.vcl'), vcl)
    varnish = spawn(varnishd, ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${varnishPort}`, '-f', path.join(dir, 'default.vcl'), '-s', 'malloc,64m'], { stdio: ['ignore', 'pipe', 'pipe'] })
    varnish.stdout?.on('data', (c: Buffer) => (varnishLog += c.toString()))
    varnish.stderr?.on('data', (c: Buffer) => (varnishLog += c.toString()))
    edge = await playwrightRequest.newContext()
    // Up once its VCL is compiled and its health probe has seen the app.
    await expect
      .poll(async () => (await viaEdge(A, '/').catch(() => null))?.status() ?? (varnish?.exitCode !== null ? `varnishd exited: ${varnishLog}` : 0), { timeout: 60_000, message: 'Varnish answers the home page' })
      .toBe(200)
  })

  test.afterAll(async () => {
    await edge?.dispose()
    if (varnish && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish!.once('exit', resolve))
      varnish.kill('SIGTERM')
      await exited
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test("a car page carries its own, the site's, the menus' and the stock's tags, and its second request is a hit at Varnish, tracking parameters or not", async ({ request }) => {
    const headers = await adminHeaders(request)
    const { car } = await carOnEveryList(request, headers)
    const origin = await atOrigin(request, A, `/cars/${car.slug}`)
    const keys = (origin.headers()['surrogate-key'] ?? '').split(' ')
    expect(keys).toEqual(expect.arrayContaining([`site:${car.site}`, `site:${car.site}:menus`, `site:${car.site}:vehicles`, `site:${car.site}:vehicle:${car.slug}`]))
    expect(origin.headers()['cache-tag']?.split(',')).toEqual(keys)
    expect(origin.headers()['x-edge-cache-tags']).toBeUndefined()
    // So do the site's robots.txt and sitemap (purged when the site, its content or its cars change).
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const answer = await atOrigin(request, A, file)
      expect(answer.headers()['surrogate-key']?.split(' '), file).toEqual(expect.arrayContaining([`site:${car.site}`, `site:${car.site}:vehicles`]))
      expect(answer.headers()['cache-control'], file).toMatch(new RegExp(`s-maxage=${DAY}\\b`))
    }

    await cachedAtEdge(A, `/cars/${car.slug}`)
    const hit = await viaEdge(A, `/cars/${car.slug}`)
    expect(hit.headers()['x-cache']).toBe('HIT')
    expect(hit.headers()['cache-control']).toMatch(new RegExp(`s-maxage=${DAY}\\b`))
    // Browsers, which no purge reaches, are told to ask again every time (EDGE_BROWSER_TTL_SECONDS 0).
    expect(hit.headers()['cache-control']).toMatch(/(^|[ ,])max-age=0\b/)
    // Tracking parameters are not part of the edge's key: the same stored copy answers.
    const tracked = await viaEdge(A, `/cars/${car.slug}?utm_source=newsletter&utm_campaign=summer&gclid=abc&fbclid=def`)
    expect(tracked.headers()['x-cache']).toBe('HIT')
    expect(tracked.headers()['x-varnish']?.split(' ')[1]).toBe(hit.headers()['x-varnish']?.split(' ')[1])
  })

  test("a repeated search answer (the endpoint's GET form) is a hit at Varnish, tagged with the site's stock tags; the POST form is passed", async ({ request }) => {
    const headers = await adminHeaders(request)
    const { car } = await carOnEveryList(request, headers)
    const origin = await atOrigin(request, A, searchPath)
    expect(origin.status()).toBe(200)
    expect(origin.headers()['surrogate-key']?.split(' ')).toEqual([`site:${car.site}`, `site:${car.site}:vehicles`])
    expect(origin.headers()['cache-control']).toMatch(new RegExp(`s-maxage=${DAY}\\b`))
    await cachedAtEdge(A, searchPath)
    const hit = await viaEdge(A, searchPath)
    expect(hit.headers()['x-cache']).toBe('HIT')
    expect((await searchHits(hit)).length).toBeGreaterThan(0)
    expect(await postedSearchHitViaEdge(car.id)).toBeDefined()
    // Junk in the GET form is the endpoint's 400 with a message, never cached.
    const junk = await viaEdge(A, `/api/search/${A}/1/indexes/*/queries?body=not-json`)
    expect(junk.status()).toBe(400)
    expect((await junk.json()).message).toMatch(/JSON/)
  })

  test("a media file is kept at Varnish under its file's tag and purged when the image is saved in the admin", async ({ request }) => {
    const headers = await adminHeaders(request)
    const media = (await (await request.get(`${api}/media?limit=1&depth=0&sort=id`, { headers })).json()).docs[0] as { id: number; alt: string; url: string; filename: string }
    expect(media, 'the demo seed has images').toBeDefined()
    const pathname = new URL(media.url, 'http://x').pathname
    const origin = await atOrigin(request, A, pathname)
    expect(origin.status()).toBe(200)
    expect(origin.headers()['surrogate-key']).toBe(`media:file:${media.filename}`)
    await cachedAtEdge(A, pathname)
    expect((await request.patch(`${api}/media/${media.id}`, { headers, data: { alt: `${media.alt} ` } })).ok()).toBeTruthy()
    try {
      // Purged: the next request is fetched afresh, then kept again.
      await expect.poll(async () => (await viaEdge(A, pathname)).headers()['x-cache'], { timeout: 30_000, message: `${pathname} purged at Varnish` }).toBe('MISS')
      await cachedAtEdge(A, pathname)
    } finally {
      await request.patch(`${api}/media/${media.id}`, { headers, data: { alt: media.alt } })
    }
  })

  test('a price saved in the admin shows through Varnish on the car page, /cars, the model page and the search answer once purged; another site stays cached', async ({ request }) => {
    const headers = await adminHeaders(request)
    const { car, modelPath } = await carOnEveryList(request, headers)
    const pages = [`/cars/${car.slug}`, '/cars', modelPath]
    for (const pathname of pages) await cachedAtEdge(A, pathname)
    await cachedAtEdge(A, searchPath)
    await cachedAtEdge(B, '/cars')
    const otherBefore = await viaEdge(B, '/cars')

    const price = 40_000 + (Date.now() % 9_000) + 7
    expect((await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { price, offer_price: null } })).ok()).toBeTruthy()
    try {
      for (const pathname of pages) {
        await expect.poll(async () => (await (await viaEdge(A, pathname)).text()).includes(dollars(price)), { timeout: 30_000, message: `${pathname} through Varnish shows ${dollars(price)}` }).toBe(true)
      }
      // Then answered from Varnish again, with the new price.
      await cachedAtEdge(A, `/cars/${car.slug}`)
      expect(await (await viaEdge(A, `/cars/${car.slug}`)).text()).toContain(dollars(price))
      // The search answer (the GET form, kept at Varnish) once purged; the POST form is the app's.
      await expect.poll(async () => (await searchHitViaEdge(car.id))?.price, { timeout: 30_000, message: `the search answer through Varnish shows ${price}` }).toBe(price)
      await cachedAtEdge(A, searchPath)
      expect(await searchHitViaEdge(car.id)).toMatchObject({ price })
      expect(await postedSearchHitViaEdge(car.id)).toMatchObject({ price })
      // The other site's copy of the same path was not purged.
      const otherAfter = await viaEdge(B, '/cars')
      expect(otherAfter.headers()['x-cache']).toBe('HIT')
      expect(otherAfter.headers()['x-varnish']?.split(' ')[1]).toBe(otherBefore.headers()['x-varnish']?.split(' ')[1])
    } finally {
      await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { price: car.price, offer_price: car.offer_price } })
    }
  })

  test('a car sold (past its sold days) leaves /cars and its model page through Varnish once purged', async ({ request }) => {
    const headers = await adminHeaders(request)
    const { car, modelPath } = await carOnEveryList(request, headers)
    for (const pathname of ['/cars', modelPath]) {
      await cachedAtEdge(A, pathname)
      expect(lists(await (await viaEdge(A, pathname)).text(), car.slug)).toBe(true)
    }
    const soldDaysAgo = Math.floor(Date.now() / 1000) - 30 * DAY
    expect((await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { status: 'sold', sold_date_timestamp: soldDaysAgo } })).ok()).toBeTruthy()
    try {
      for (const pathname of ['/cars', modelPath]) {
        await expect.poll(async () => lists(await (await viaEdge(A, pathname)).text(), car.slug), { timeout: 30_000, message: `${pathname} through Varnish no longer lists ${car.slug}` }).toBe(false)
      }
    } finally {
      await request.patch(`${api}/vehicles/${car.id}`, { headers, data: { status: car.status, sold_date_timestamp: car.sold_date_timestamp } })
    }
  })

  test("a signed-in shopper's page, the admin and the API are never cached at Varnish", async ({ request }) => {
    const headers = await adminHeaders(request)
    const { car } = await carOnEveryList(request, headers)
    await cachedAtEdge(A, `/cars/${car.slug}`)
    for (let i = 0; i < 2; i++) {
      const signedIn = await viaEdge(A, `/cars/${car.slug}`, { Cookie: 'dp_shopper=a-shopper-session; _ga=GA1.1.1' })
      expect(signedIn.status()).toBe(200)
      expect(signedIn.headers()['x-cache']).toBe('MISS')
      expect(signedIn.headers()['cache-control']).toBe('private, no-store')
      expect(signedIn.headers()['surrogate-key']).toBeUndefined()
      expect((await viaEdge(A, '/admin/login')).headers()['x-cache']).toBe('MISS')
      expect((await viaEdge(A, '/api/health/ready')).headers()['x-cache']).toBe('MISS')
    }
  })
})
