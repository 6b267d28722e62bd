/**
 * Issue 35 §2 and §4 by click, on the production build: the cars a shopper opened show as
 * "Recently viewed" on the car page and the home page (kept in their browser only); Share on a
 * car page copies (desktop) or shares (phone's share sheet) the car's canonical link; a lead from
 * a Google Ads landing (?utm_source=google&gclid=…) shows "Source: Google Ads" to the site's staff
 * on the lead and on the dashboard, and never to another site's staff; junk in the source is a
 * 400 with a message.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { api, editorOf, fillAndSubmit, leadsByEmail, port, signInToAdmin, siteUrl, solvedCaptcha, tokenFor, uniqueEmail } from './support/leads'
import { DESKTOP, PHONE, carLinks, expectStockPage } from './support/journeys'

const SITE = 'sunshine-toyota'
const titleOf = async (page: Page) => ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()

/** Home (or the page given) → "Browse our stock" → the n-th car; answers the car page's heading. */
async function openCarFromStock(page: Page, n: number): Promise<string> {
  await page.getByRole('link', { name: 'Browse our stock' }).first().click()
  await expect(page).toHaveURL(/\/cars\/?$/, { timeout: 30_000 })
  await expectStockPage(page)
  await carLinks(page).nth(n).click()
  await expect(page).toHaveURL(/\/cars\/[^/?#]+$/, { timeout: 30_000 })
  await expect(page.getByTestId('vehicle-page')).toBeVisible()
  return titleOf(page)
}

/** Back to the home page by the header's logo link, as a shopper does. */
async function clickHome(page: Page) {
  await page.locator('header').first().getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`${SITE}\\.localhost:${port}/?$`), { timeout: 30_000 })
}

test.describe('recently viewed (issue 35 §2)', () => {
  test.use({ viewport: DESKTOP })
  test.describe.configure({ timeout: 120_000 })

  test('after three car pages, the third shows the other two and the home page shows all three, newest first', async ({ page }) => {
    await gotoReady(page, siteUrl(SITE, '/'))
    // A shopper who has opened nothing sees no list.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0)

    const titles: string[] = []
    for (let n = 0; n < 3; n++) {
      if (n > 0) await clickHome(page)
      titles.push(await openCarFromStock(page, n))
    }
    const onCar = page.getByTestId('recently-viewed')
    await expect(onCar.getByRole('heading', { name: 'Recently viewed' })).toBeVisible({ timeout: 30_000 })
    // The car being looked at is not in its own list.
    await expect(onCar.getByTestId('recently-viewed-car')).toHaveCount(2)
    await expect(onCar.getByRole('article').getByRole('heading')).toHaveText([titles[1], titles[0]].map((t) => new RegExp(t.split(/\s+/).slice(0, 3).join('\\s+'))))

    await clickHome(page)
    const onHome = page.getByTestId('recently-viewed')
    await expect(onHome.getByTestId('recently-viewed-car')).toHaveCount(3, { timeout: 30_000 })
    // Kept in the browser only: local storage, no cookie.
    const stored = await page.evaluate((key) => localStorage.getItem(key), `recently-viewed:${SITE}`)
    expect(JSON.parse(stored ?? '[]')).toHaveLength(3)
    expect((await page.context().cookies()).map((c) => c.name).join(',')).not.toMatch(/recent/i)
    // A card opens its car.
    await onHome.getByRole('article').first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/cars\/[^/?#]+$/, { timeout: 30_000 })
    expect(await titleOf(page)).toBe(titles[2])
  })
})

test.describe('share (issue 35 §2)', () => {
  test('desktop: Share copies the car\'s canonical link', async ({ page, context }) => {
    await page.setViewportSize(DESKTOP)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(SITE, '/').replace(/\/$/, '') })
    await gotoReady(page, siteUrl(SITE, '/'))
    await openCarFromStock(page, 0)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/\/cars\/[^/?#]+$/)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }))
    await page.getByTestId('share-car').click()
    await expect(page.getByTestId('share-status')).toHaveText(/Link copied/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  })

  test.describe('phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

    test('Share opens the share sheet with the car\'s canonical link', async ({ page }) => {
      // The phone's share sheet, as the browser offers it (headless Chromium on Linux has none).
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            ;(window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data]
          },
        })
      })
      await gotoReady(page, siteUrl(SITE, '/'))
      const title = await openCarFromStock(page, 0)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      await page.getByTestId('share-car').click()
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared ?? [])).toEqual([{ title, url: canonical }])
    })
  })
})

test.describe('where leads come from (issue 35 §4)', () => {
  test.use({ viewport: DESKTOP })
  test.describe.configure({ timeout: 180_000 })

  test('an enquiry from a Google Ads landing shows "Source: Google Ads" to the site\'s staff, on the lead and the dashboard, and never to another site\'s', async ({ page, request }) => {
    const email = uniqueEmail('google-ads')
    // The landing: the home page from an ad. The shopper then clicks through to a car and enquires.
    await gotoReady(page, siteUrl(SITE, '/?utm_source=google&utm_medium=cpc&utm_campaign=summer&gclid=e2e-GCLID-1'))
    await openCarFromStock(page, 0)
    await page.getByRole('button', { name: /^Enquire now$/ }).first().click()
    const form = page.getByRole('dialog', { name: 'Send Enquiry' }).locator('form[data-lead-form="enquiry"]')
    await expect(form).toBeVisible()
    await fillAndSubmit(page, form, email)
    await expect.poll(async () => (await leadsByEmail(request, email)).length).toBe(1)
    const [lead] = await leadsByEmail(request, email)
    expect(lead.lead_source).toBe('Google Ads')

    await signInToAdmin(page, editorOf(SITE))
    await page.goto(`http://localhost:${port}/admin/collections/leads/${lead.id}`)
    await expect(page.getByTestId('lead-source')).toHaveText('Source: Google Ads')
    await expect(page.getByTestId('lead-summary')).toContainText(/First touch\s*Google Ads \(utm_source=google, utm_medium=cpc, utm_campaign=summer, gclid\)/)
    await page.goto(`http://localhost:${port}/admin`)
    await expect(page.getByTestId('leads-by-source').first()).toContainText(/Google Ads \d+/)

    // Another site's staff: the lead does not exist for them, and their dashboard counts none of it.
    const other = editorOf('harbour-auto-group')
    const res = await request.get(`${api}/leads/${lead.id}?depth=0`, { headers: { Authorization: `JWT ${await tokenFor(request, other)}` } })
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
    const listed = await request.get(`${api}/leads?where[lead_source][equals]=Google%20Ads&depth=0&limit=100`, { headers: { Authorization: `JWT ${await tokenFor(request, other)}` } })
    expect(((await listed.json()) as { docs: { email: string }[] }).docs.map((d) => d.email)).not.toContain(email)
  })

  test('junk in the lead source is refused with a 400 and a message, and nothing is stored', async ({ request }) => {
    const email = uniqueEmail('junk-source')
    const res = await request.post(`${api}/leads`, {
      headers: { host: `${SITE}.localhost:${port}` },
      data: {
        kind: 'enquiry',
        fields: { name: 'Api Shopper', email, phone: '0412 345 678', message: 'Junk source' },
        lead_source: { first: { utm_source: 'x'.repeat(5000), evil: '<script>' }, last: {} },
        altcha: await solvedCaptcha(request, SITE),
      },
    })
    expect(res.status()).toBe(400)
    const body = (await res.json()) as { error: string; errors: Record<string, string> }
    expect(body.error).toBe('Please check the form.')
    expect(Object.entries(body.errors).some(([k, m]) => k.startsWith('lead_source') && m.length > 0)).toBe(true)
    expect(await leadsByEmail(request, email)).toEqual([])
  })
})
