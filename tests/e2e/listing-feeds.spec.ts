/**
 * Listing feeds and per-car insight (issue 35 §3, §5) on the seeded demo sites: every demo site's
 * Google vehicle ads, Google store and Meta catalog feeds pass the checker of the committed
 * specification tables; a site editor opens the feed report on the dashboard by click and reads
 * which cars are left out and why; a shopper's views of a car page are counted, and the editor finds
 * the car among the cars getting attention on the dashboard and reads its figures on its edit view.
 */
import { expect, test } from '@playwright/test'
import { ADMIN, DEMO_SITES, api, editorOf, getJson, port, signInToAdmin, siteUrl } from './support/leads'
import { checkGoogleFeed, checkGoogleStores, checkMetaFeed } from '../support/feedChecker'

test.use({ viewport: { width: 1400, height: 900 } })
test.setTimeout(180_000)

const feed = (request: import('@playwright/test').APIRequestContext, slug: string, file: string) =>
  request.get(`http://localhost:${port}/feeds/${file}`, { headers: { host: `${slug}.localhost:${port}` } })

test('every demo site’s listing feeds pass the Google vehicle ads and Meta catalog checkers', async ({ request }) => {
  for (const slug of DEMO_SITES) {
    const google = await feed(request, slug, 'google-vehicle-ads.tsv')
    expect(google.status(), slug).toBe(200)
    expect(google.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8')
    const primary = checkGoogleFeed(await google.text())
    expect(primary.errors, slug).toEqual([])
    expect(primary.lines, slug).toBeGreaterThan(0)

    const stores = checkGoogleStores(await (await feed(request, slug, 'google-vehicle-stores.tsv')).text())
    expect(stores.errors, slug).toEqual([])
    // Every store code the primary feed names is in the store feed.
    expect(new Set(stores.rows.map((r) => r.store_code))).toEqual(new Set(primary.rows.map((r) => r.store_code)))

    const meta = checkMetaFeed(await (await feed(request, slug, 'meta-vehicles.csv')).text())
    expect(meta.errors, slug).toEqual([])
    expect(meta.rows.map((r) => r.vin).sort(), slug).toEqual(primary.rows.map((r) => r.vin).sort())
  }
  const unknown = await feed(request, DEMO_SITES[0], 'google-vehicle-ads.xml')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('/feeds/google-vehicle-ads.tsv')
})

test('a site editor opens the feed report and sees which cars are left out of the feeds and why', async ({ page }) => {
  await signInToAdmin(page, editorOf('outback-caravans'))
  const report = page.getByTestId('feed-report')
  await expect(report).toHaveCount(1)
  await report.getByText(/^Listing feeds: \d+ cars in the feeds, \d+ left out$/).click()
  await expect(report.getByTestId('feed-urls').getByRole('link').first()).toHaveAttribute('href', /\/feeds\/google-vehicle-ads\.tsv$/)
  const caravan = report.locator('[data-testid="feed-excluded"][data-reason="caravan"]').first()
  await expect(caravan).toBeVisible()
  await expect(caravan).toContainText('Caravan: vehicle ads take cars only')
  // The left-out car opens for fixing.
  await caravan.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/vehicles\/\d+/)
})

test('a shopper’s view of a car page shows on the car in the admin, with its leads, saves and days in stock', async ({ page, request, browser }) => {
  const slug = 'harbour-auto-group'
  const site = await getJson(request, `${api}/sites?where[slug][equals]=${slug}&depth=0`, ADMIN)
  const siteIdValue = (site.docs as { id: number }[])[0]!.id
  const found = await getJson(request, `${api}/vehicles?where[site][equals]=${siteIdValue}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&sort=-id&limit=1&depth=0`, ADMIN)
  const car = (found.docs as { id: number; slug: string; stocknum: string; name: string }[])[0]!

  // A shopper looks at the car three times (a page load and two reloads): every view counts.
  const shopper = await browser.newPage()
  for (let i = 0; i < 3; i++) {
    if (i === 0) await shopper.goto(siteUrl(slug, `/cars/${car.slug}`))
    else await shopper.reload()
    await shopper.locator('html[data-car-view]').waitFor({ state: 'attached', timeout: 30_000 })
  }
  await shopper.close()

  // The editor sees it among the cars getting attention on the dashboard and opens it from there.
  await signInToAdmin(page, editorOf(slug))
  const attention = page.getByTestId('cars-attention').locator(`a[href="/admin/collections/vehicles/${car.id}"]`)
  await expect(async () => {
    await page.reload()
    await expect(attention).toHaveText(car.name, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await attention.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/vehicles/${car.id}$`))
  const insight = page.getByTestId('car-insight')
  await expect(insight).toContainText('How shoppers see this car')
  // The beacon is sent as the page loads; the count follows within moments.
  await expect(async () => {
    await page.reload()
    expect(Number(await page.getByTestId('insight-views-week').locator('dd').textContent())).toBeGreaterThanOrEqual(1)
  }).toPass({ timeout: 30_000 })
  await expect(page.getByTestId('insight-leads').locator('dd')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('insight-saves').locator('dd')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('insight-days').locator('dd')).toHaveText(/^\d+$/)
})
