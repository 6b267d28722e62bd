/**
 * The car page's buying buttons and finance figures as a shopper meets them (issue 18), on each
 * demo site, on the production build:
 * - no button to a feature that is off for the site; "Value my trade-in" (issue 20), "Reserve
 *   online" on every demo site and "Buy online" on Outback's used stock (issue 21) are built,
 *   and each leads to a page that answers (step 5);
 * - one finance estimate: the summary's weekly figure is the calculator's starting figure;
 * - no finance button on a car whose finance panel SPEC.md §5 hides;
 * - the phone reveal's accessible name starts with its visible text (axe
 *   label-content-name-mismatch, an experimental rule axe runs only when asked);
 * - every link on the car page answers below 400.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const api = `http://localhost:${port}/api`

type Car = { id: number; slug: string; stocknum: string }

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

/** A seeded car by stock number (seed/vehicles.ts: dealership initials + 10000 + its index). */
async function carByStock(request: APIRequestContext, token: string, stocknum: string): Promise<Car> {
  const params = new URLSearchParams({ 'where[stocknum][equals]': stocknum, limit: '1', depth: '0' })
  const res = await request.get(`${api}/vehicles?${params}`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.ok()).toBe(true)
  const car = ((await res.json()) as { docs: Car[] }).docs[0]
  expect(car, `seeded car ${stocknum}`).toBeTruthy()
  return car
}

/**
 * Home page first (the journey's start), then the car page.
 * TODO(issue 18): no home page links to a car, and a click into /cars or /search/... does not
 * navigate yet (being fixed in parallel); once it does, reach the car by clicking
 * "Browse our stock" and a card instead of this page.goto.
 */
async function openCar(page: Page, site: string, car: Car) {
  await gotoReady(page, siteUrl(site))
  await expect(page.getByRole('link', { name: 'Browse our stock' }).first()).toBeVisible()
  await gotoReady(page, siteUrl(site, `/cars/${car.slug}`))
  await expect(page.getByTestId('vehicle-page')).toBeVisible()
}

/**
 * The status a link answers with, following redirects. Requests go to localhost with the site's
 * Host header: Node does not resolve *.localhost names the way the browser does.
 */
async function statusOf(request: APIRequestContext, href: string): Promise<number> {
  let url = new URL(href)
  for (let hop = 0; hop < 5; hop++) {
    const res = await request.get(`http://localhost:${port}${url.pathname}${url.search}`, { headers: { host: url.host }, maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 })
    const location = res.headers()['location']
    if (res.status() < 300 || res.status() >= 400 || !location) return res.status()
    url = new URL(location, url)
  }
  return 310
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

// Index 0 of each site's first dealership: an in-stock car with a price and finance on
// (Outback's is a used caravan, so "Buy online" applied to it before this issue).
const SITES = [
  { site: 'sunshine-toyota', car: 'ST10000' },
  { site: 'harbour-auto-group', car: 'HM10000' },
  { site: 'outback-caravans', car: 'OC10000' },
]

test.describe('car page buttons and finance', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const { site, car: stocknum } of SITES) {
    test(`${site}: no button to an unbuilt feature, one finance estimate, an accessible phone reveal, no dead link`, async ({ page, request }) => {
      test.setTimeout(240_000)
      const token = await adminToken(request)
      const car = await carByStock(request, token, stocknum)
      const notFound: string[] = []
      page.on('response', (r) => {
        if (r.status() === 404 && new URL(r.url()).hostname.endsWith('.localhost')) notFound.push(r.url())
      })
      await openCar(page, site, car)

      // 1. Built features (trade-in: issue 20; reservation and buying online: issue 21): Reserve
      // online on every demo site, Buy online on the site that sells used cars online; each link
      // answers below 400 (step 5).
      await expect.soft(page.getByTestId('vehicle-sidebar').getByRole('link', { name: 'Reserve online', exact: true })).toHaveCount(1)
      await expect.soft(page.getByTestId('vehicle-sidebar').getByRole('link', { name: 'Buy online', exact: true })).toHaveCount(site === 'outback-caravans' ? 1 : 0)

      // 2. One estimate: the summary's weekly figure is where the calculator starts.
      const panel = page.getByTestId('finance-panel')
      await expect(panel).toBeVisible()
      const summaryWeekly = dollars(await panel.getByTestId('finance-weekly').textContent())
      const calculatorWeekly = dollars(await panel.getByTestId('calculator-result').locator('strong').first().textContent())
      expect(summaryWeekly).toBeGreaterThan(0)
      expect.soft(calculatorWeekly).toBe(summaryWeekly)
      // The calculator's inputs start at the figures the summary names.
      const rateText = (await panel.getByTestId('finance-rate').textContent({ timeout: 5_000 }).catch(() => null)) ?? ''
      expect.soft(rateText).toMatch(/^\d+(\.\d+)?% p\.a\.$/)
      await expect.soft(panel.getByLabel('Rate (% p.a.)')).toHaveValue(String(parseFloat(rateText)))
      await expect.soft(panel.getByTestId('finance-assumptions')).toContainText(rateText.replace(/ p\.a\.$/, '') || 'the lender')

      // 4. The phone reveal's accessible name starts with what it shows.
      await expect.soft(page.getByRole('button', { name: /^Show number/ })).toBeVisible()
      const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
      expect.soft(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

      // 5. Every link on the page answers below 400 (and nothing the browser fetched was a 404).
      const origin = new URL(page.url()).origin
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
      const internal = [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0]))]
      expect(internal.length).toBeGreaterThan(5)
      const bad: string[] = []
      for (const href of internal) {
        const status = await statusOf(page.request, href)
        if (status >= 400) bad.push(`${status} ${href.slice(origin.length)}`)
      }
      expect.soft(bad).toEqual([])
      expect(notFound).toEqual([])
    })
  }

  // SPEC.md §5: Taurus needs a comparison rate and a price above 500; Angle needs a weekly payment.
  // seed/vehicles.ts gives index 17 no Taurus comparison rate, index 18 no Angle weekly payment,
  // and index 5 a price of 0.
  const HIDDEN = [
    { site: 'sunshine-toyota', car: 'ST10017', why: 'Taurus without a comparison rate' },
    { site: 'sunshine-toyota', car: 'ST10005', why: 'price of 0 (500 or less)' },
    { site: 'harbour-auto-group', car: 'HM10018', why: 'Angle without a weekly payment' },
  ]
  for (const { site, car: stocknum, why } of HIDDEN) {
    test(`${site}: a car with finance hidden (${why}) shows no finance button`, async ({ page, request }) => {
      const token = await adminToken(request)
      const car = await carByStock(request, token, stocknum)
      await openCar(page, site, car)
      const main = page.getByTestId('vehicle-page')
      await expect(main.getByTestId('vehicle-sidebar')).toBeVisible()
      await expect(page.getByTestId('finance-panel')).toHaveCount(0)
      await expect(main.getByRole('link', { name: /finance/i })).toHaveCount(0)
      // No finance link with the car (the trade-in button, built in issue 20, also carries car_id).
      await expect(main.locator('a[href*="car_id="]:not([href^="/cars/trade-in"])')).toHaveCount(0)
    })
  }
})
