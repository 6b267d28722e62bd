/**
 * "Find your nearest dealership" (issue 23), by click from the group site's home page: the
 * contact page's postcode box sorts the location cards nearest first with their distance and
 * announces it; bad postcodes show SPEC's messages; "Use my location" (permission granted) sorts
 * by the browser's point; the map shows every location. And the location select of a lead form
 * preselects its only option (SPEC.md §5 location selector).
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { api, siteUrl } from './support/leads'
import { DESKTOP, PHONE, clickHeaderLink } from './support/journeys'

const GROUP = 'harbour-auto-group'

/**
 * A grey 1×1 PNG for every OpenStreetMap tile (the test machine may have no internet), and the
 * server's "tiles available" answer the map asks for first (its own probe may find no internet).
 */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
async function serveTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }))
  await page.route('**/api/map-tiles', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ available: true }) }))
}

async function toContact(page: Page) {
  await gotoReady(page, siteUrl(GROUP, '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await clickHeaderLink(page, /^Contact( and locations| us)?$/, /\/contact\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  const finder = page.getByRole('region', { name: 'Find your nearest dealership' })
  await expect(finder).toBeVisible()
  return finder
}

const cardNames = (page: Page) => page.locator('[data-location-entry] [data-location-card] h3')

async function findNearest(page: Page, postcode: string) {
  const finder = page.getByRole('region', { name: 'Find your nearest dealership' })
  await finder.getByLabel('Your postcode').fill(postcode)
  await finder.getByRole('button', { name: 'Find nearest' }).click()
}

test.describe('find your nearest dealership', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`${label}: home → contact → a postcode puts the nearest location first with its distance`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await serveTiles(page)
      await toContact(page)
      const before = await cardNames(page).allInnerTexts()
      expect(before.length).toBeGreaterThan(2)

      await findNearest(page, '4000')
      // Brisbane CBD: the Annerley (Ford) dealership is a few km away, Sydney's is last of the located ones.
      await expect(page.getByRole('status').filter({ hasText: 'Nearest:' })).toContainText(/Nearest: Harbour Ford Brisbane, \d+(\.\d)? km away\./)
      await expect(cardNames(page).first()).toHaveText('Harbour Ford Brisbane')
      const firstEntry = page.locator('[data-location-entry]').first()
      await expect(firstEntry.locator('[data-distance]')).toHaveText(/Harbour Ford Brisbane: \d+\.\d km away/)
      const km = Number((await firstEntry.locator('[data-distance]').innerText()).match(/([\d.]+) km/)?.[1])
      expect(km).toBeGreaterThan(1)
      expect(km).toBeLessThan(15)
      // Nearest first all the way down.
      const distances = (await page.locator('[data-location-entry] [data-distance]').allInnerTexts()).map((t) => Number(t.replace(/,/g, '').match(/([\d.]+) km/)?.[1]))
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expect(distances.length).toBe(before.length)

      // "Your dealership" (SPEC §5 location selector) now preselects the nearest.
      const yours = page.getByLabel('Your dealership')
      await expect(yours.locator('option').first()).toHaveText('Please select a dealership...')
      await expect(yours.locator('option:checked')).toHaveText('Harbour Ford Brisbane')

      // The map shows every location with a marker, numbered nearest first.
      const map = page.getByRole('figure', { name: 'Map showing All our locations' })
      await map.scrollIntoViewIfNeeded()
      await expect(map).toHaveAttribute('data-map-status', 'ready')
      await expect(map.locator('[data-map-marker]')).toHaveCount(before.length)
      const labels = (await map.locator('[data-map-marker] text').allTextContents()).map(Number).sort((a, b) => a - b)
      expect(labels).toEqual(before.map((_, index) => index + 1))
    })
  }

  test('bad postcodes: SPEC §5 message for 3 digits, "Invalid postcode" for one no locality has', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const finder = await toContact(page)
    await findNearest(page, '400')
    await expect(finder.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
    await expect(finder.getByLabel('Your postcode')).toHaveAttribute('aria-invalid', 'true')
    await findNearest(page, '0000')
    await expect(finder.getByRole('alert')).toHaveText('Invalid postcode')
    await expect(page.locator('[data-distance]')).toHaveCount(0)
    // A right one afterwards clears the error.
    await findNearest(page, '2050')
    await expect(cardNames(page).first()).toHaveText('Harbour Mazda Sydney')
    await expect(finder.getByRole('alert')).toHaveCount(0)
  })

  test('GET /api/geocode over HTTP: 200 for a postcode, 4xx with a message for bad input, never 500', async ({ request }) => {
    const url = (query: string) => `${api}/geocode${query}`
    const ok = await request.get(url('?postcode=4000'))
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ postcode: '4000', lat: expect.any(Number), lng: expect.any(Number) })
    for (const query of ['', '?postcode=abc', '?postcode=12345', '?postcode=%zz', `?postcode=${'1'.repeat(3000)}`]) {
      const res = await request.get(url(query))
      expect(res.status(), query.slice(0, 30)).toBe(400)
      expect((await res.json()).error, query.slice(0, 30)).toMatch(/Invalid postcode|malformed/)
    }
    const unknown = await request.get(url('?postcode=0000'))
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'Invalid postcode' })
    expect((await request.post(url('?postcode=4000'), { data: {} })).status()).toBe(405)
  })

  test.describe('with the location permission granted', () => {
    // Newcastle, NSW.
    test.use({ geolocation: { latitude: -32.93, longitude: 151.75 }, permissions: ['geolocation'], viewport: DESKTOP })
    test('"Use my location" puts the nearest location first', async ({ page }) => {
      const finder = await toContact(page)
      await finder.getByRole('button', { name: 'Use my location' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Nearest:' })).toContainText('Nearest: Harbour Hyundai Newcastle')
      await expect(cardNames(page).first()).toHaveText('Harbour Hyundai Newcastle')
    })
  })

  test('a lead form\'s location select preselects its single option (service department)', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await gotoReady(page, siteUrl(GROUP, '/'))
    await clickHeaderLink(page, /^Service$/, /\/service\/?$/)
    await page.getByRole('link', { name: 'Book a service' }).first().click()
    await expect(page).toHaveURL(/\/pages\/book-a-service$/, { timeout: 30_000 })
    const department = page.getByLabel(/^Department/)
    await expect(department).toBeVisible()
    await expect(department.locator('option').first()).toHaveText('Please Select a Service Department')
    await expect(department.locator('option:checked')).toHaveText('Harbour Ford Service Centre')
  })
})
