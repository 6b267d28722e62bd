/**
 * Issue 18, "No favicon": every site answers /favicon.ico, /apple-touch-icon.png and
 * /manifest.webmanifest from its own branding (its initials on its primary colour, or the icon an
 * editor uploaded), and every page's head links them with the site's theme colour. A branding
 * change reaches them at once (the per-site cache tags).
 */
import sharp from 'sharp'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { decodeIco } from '../../src/lib/ico'

const port = Number(process.env.E2E_PORT || 3100)
const api = `http://localhost:${port}/api`
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
/** Node does not resolve *.localhost: requests go to the loopback address with the site's Host header. */
const siteGet = (request: APIRequestContext, slug: string, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `${slug}.localhost:${port}`, ...headers } })

const DEMO = [
  { slug: 'sunshine-toyota', name: 'Sunshine Toyota', shortName: 'Sunshine', primary: [0xb9, 0x1c, 0x1c], hex: '#b91c1c' },
  { slug: 'harbour-auto-group', name: 'Harbour Auto Group', shortName: 'Harbour Auto', primary: [0x0c, 0x4a, 0x6e], hex: '#0c4a6e' },
  { slug: 'outback-caravans', name: 'Outback Caravans & Used Cars', shortName: 'Outback', primary: [0x78, 0x35, 0x0f], hex: '#78350f' },
]

/** Width, height and the top-left pixel (RGBA) of an image. */
async function inspect(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let translucent = 0
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) translucent++
  return { width: info.width, height: info.height, corner: [...data.subarray(0, 4)], translucent }
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBeTruthy()
  return { Authorization: `JWT ${(await res.json()).token}` }
}

test.describe('site icons and web manifest', () => {
  for (const site of DEMO) {
    test(`${site.slug}: /favicon.ico is an ICO of 16, 32 and 48 px PNGs in the site's colour`, async ({ request }) => {
      const res = await siteGet(request, site.slug, '/favicon.ico')
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('image/x-icon')
      expect(res.headers()['cache-control']).toMatch(/public, max-age=\d+/)
      const images = decodeIco(await res.body())
      expect(images.map((i) => [i.width, i.height])).toEqual([[16, 16], [32, 32], [48, 48]])
      for (const image of images) {
        const png = await inspect(Buffer.from(image.png))
        expect([png.width, png.height]).toEqual([image.width, image.height])
        expect(png.corner).toEqual([...site.primary, 255])
      }
    })

    test(`${site.slug}: /apple-touch-icon.png is 180 px, opaque, in the site's colour`, async ({ request }) => {
      const res = await siteGet(request, site.slug, '/apple-touch-icon.png')
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
      const png = await inspect(await res.body())
      expect([png.width, png.height, png.translucent]).toEqual([180, 180, 0])
      expect(png.corner).toEqual([...site.primary, 255])
    })

    test(`${site.slug}: /manifest.webmanifest names the site, its colour and its 192 and 512 px icons`, async ({ request }) => {
      const res = await siteGet(request, site.slug, '/manifest.webmanifest')
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
      const manifest = await res.json()
      expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: '/', display: 'browser', theme_color: site.hex, background_color: site.hex })
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512'])
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        const file = await siteGet(request, site.slug, icon.src)
        expect(file.status(), icon.src).toBe(200)
        expect(file.headers()['content-type']).toBe(icon.type)
        const png = await inspect(await file.body())
        expect(`${png.width}x${png.height}`).toBe(icon.sizes)
        expect(png.corner).toEqual([...site.primary, 255])
      }
    })
  }

  test("the home page's head links the icons, the manifest and the theme colour, and the browser loads them", async ({ page }) => {
    for (const site of DEMO) {
      await page.goto(siteUrl(site.slug))
      const head = page.locator('head')
      await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.hex)
      const hrefs = {
        icon: await head.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? '')),
        apple: await head.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
        manifest: await head.locator('link[rel="manifest"]').getAttribute('href'),
      }
      expect(hrefs.icon.map((h) => h.split('?')[0])).toContain('/favicon.ico')
      expect(hrefs.apple?.split('?')[0]).toBe('/apple-touch-icon.png')
      expect(hrefs.manifest?.split('?')[0]).toBe('/manifest.webmanifest')
      // Each linked file answers on the site's own host, fetched by the page itself.
      const answers = await page.evaluate(
        (list) => Promise.all(list.map(async (href) => fetch(href).then((r) => `${href} ${r.status} ${r.headers.get('content-type')}`))),
        [...hrefs.icon, hrefs.apple!, hrefs.manifest!],
      )
      for (const answer of answers) expect(answer, site.slug).toMatch(/ 200 (image\/(x-icon|png)|application\/manifest\+json)/)
    }
  })

  test('a repeat request with the ETag is answered 304 without the body', async ({ request }) => {
    const first = await siteGet(request, 'sunshine-toyota', '/favicon.ico')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await siteGet(request, 'sunshine-toyota', '/favicon.ico', { 'If-None-Match': etag! })
    expect(again.status()).toBe(304)
    // Another site's favicon is another file.
    const other = await siteGet(request, 'harbour-auto-group', '/favicon.ico', { 'If-None-Match': etag! })
    expect(other.status()).toBe(200)
  })

  test('an unknown host answers 404 for its icons, not an error', async ({ request }) => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect((await siteGet(request, 'no-such-dealer', path)).status(), path).toBe(404)
    }
  })

  test("a branding change reaches the site's icons and manifest at once: colour, then an uploaded icon", async ({ request }) => {
    const headers = await adminHeaders(request)
    const slug = 'outback-caravans'
    const found = await (await request.get(`${api}/sites?where[slug][equals]=${slug}&depth=0`, { headers })).json()
    const { id, branding } = found.docs[0]
    // Warm the caches first: the change must expire them.
    await siteGet(request, slug, '/manifest.webmanifest')
    await siteGet(request, slug, '/icon-192.png')
    const before = { favicon: /href="(\/favicon\.ico\?v=[^"]+)"/.exec(await (await siteGet(request, slug, '/')).text())?.[1] ?? 'none' }
    expect(before.favicon).not.toBe('none')
    let mediaId: number | undefined
    try {
      const recoloured = await request.patch(`${api}/sites/${id}`, { headers, data: { branding: { ...branding, primaryColour: '#123456' } } })
      expect(recoloured.ok()).toBeTruthy()
      await expect.poll(async () => (await (await siteGet(request, slug, '/manifest.webmanifest')).json()).theme_color).toBe('#123456')
      expect((await inspect(await (await siteGet(request, slug, '/icon-192.png')).body())).corner).toEqual([0x12, 0x34, 0x56, 255])
      // The pages follow: the new theme colour, and icon links under a new version so the tab's icon is fetched again.
      const home = await (await siteGet(request, slug, '/')).text()
      expect(home).toContain('<meta name="theme-color" content="#123456"/>')
      expect(home).not.toContain(before.favicon)

      // An uploaded, non-square icon: cut to a square at each size.
      const upload = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#22aa44' } }).png().toBuffer()
      const created = await request.post(`${api}/media`, {
        headers,
        multipart: { file: { name: 'outback-icon.png', mimeType: 'image/png', buffer: upload }, _payload: JSON.stringify({ alt: 'Outback icon', site: id }) },
      })
      expect(created.ok(), await created.text()).toBeTruthy()
      mediaId = (await created.json()).doc.id
      expect((await request.patch(`${api}/sites/${id}`, { headers, data: { branding: { ...branding, icon: mediaId } } })).ok()).toBeTruthy()
      // Payload stores uploads as WebP (lossy): the colour comes back within a few steps.
      const isUploadGreen = ([r, g, b]: number[]) => Math.abs(r! - 0x22) + Math.abs(g! - 0xaa) + Math.abs(b! - 0x44) <= 12
      await expect.poll(async () => isUploadGreen((await inspect(await (await siteGet(request, slug, '/icon-512.png')).body())).corner)).toBe(true)
      const icon512 = await inspect(await (await siteGet(request, slug, '/icon-512.png')).body())
      expect([icon512.width, icon512.height]).toEqual([512, 512])
      const favicon = decodeIco(await (await siteGet(request, slug, '/favicon.ico')).body())
      expect(isUploadGreen((await inspect(Buffer.from(favicon[1]!.png))).corner)).toBe(true)
      const apple = await inspect(await (await siteGet(request, slug, '/apple-touch-icon.png')).body())
      expect([apple.width, apple.height, apple.translucent, isUploadGreen(apple.corner)]).toEqual([180, 180, 0, true])
    } finally {
      await request.patch(`${api}/sites/${id}`, { headers, data: { branding } })
      if (mediaId) await request.delete(`${api}/media/${mediaId}`, { headers })
    }
    await expect.poll(async () => (await (await siteGet(request, slug, '/manifest.webmanifest')).json()).theme_color).toBe('#78350f')
  })
})
