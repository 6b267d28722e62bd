/**
 * Issue 32, "expected by shoppers and missing": a search box on the home page, a location page
 * with its stock and an enquiry form, and a car page that prints as the car. Each journey starts
 * on a demo site's home page and clicks as a shopper does.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { fillAndSubmit, getJson, leadsByEmail, siteId, siteUrl, uniqueEmail } from './support/leads'

type Doc = Record<string, unknown>

const titlesOf = (page: Page) => page.getByTestId('car-card').getByRole('heading').allInnerTexts()

/** Some cars are listed, every one of them matching the text (once the results have settled). */
async function onlyMatching(page: Page, text: string): Promise<boolean> {
  await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'idle')
  const titles = await titlesOf(page)
  return titles.length > 0 && titles.every((title) => title.toLowerCase().includes(text))
}

test.describe('home page search box', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const [slug, query] of [
    ['sunshine-toyota', 'corolla'],
    ['harbour-auto-group', 'ranger'],
  ] as const) {
    test(`${slug}: "${query}" typed in the home page's search box lists only matching stock`, async ({ page }) => {
      await gotoReady(page, siteUrl(slug))
      const box = page.getByRole('search', { name: 'Search our stock' })
      await box.getByLabel('Search our stock').fill(query)
      await box.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/cars\/?\?query=/)
      expect(new URL(page.url()).searchParams.get('query')).toBe(query)
      await expect.poll(() => onlyMatching(page, query), { message: `only ${query} cars listed` }).toBe(true)
      // The results page's own keyword box carries on from what was typed.
      await expect(page.getByTestId('keyword-search')).toHaveValue(query)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('outback-caravans: the box is a plain form; Enter opens the results for "jayco"', async ({ page }) => {
      await page.goto(siteUrl('outback-caravans'))
      const input = page.getByRole('search', { name: 'Search our stock' }).getByLabel('Search our stock')
      await input.fill('jayco')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/cars\/?\?query=jayco$/)
      const titles = await titlesOf(page)
      expect(titles.length).toBeGreaterThan(0)
      for (const title of titles) expect(title.toLowerCase()).toContain('jayco')
    })
  })
})

test.describe('location page', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('from the home page to Harbour Ford Brisbane: its cars, the full list of them, and an enquiry that goes to its dealership', async ({ page, request }) => {
    const name = 'Harbour Ford Brisbane'
    await gotoReady(page, siteUrl('harbour-auto-group'))
    await page.getByRole('link', { name: new RegExp(`^View location\\s*:\\s*${name}$`) }).first().click()
    await expect(page).toHaveURL(/\/contact-us\/harbour-ford-brisbane$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // A few of the cars held there, each at this location.
    const stock = page.getByTestId('location-stock')
    await expect(stock.getByRole('heading', { name: `In stock at ${name}` })).toBeVisible()
    const cards = stock.getByTestId('car-card')
    await expect(cards.first()).toBeVisible()
    const shown = await cards.count()
    expect(shown).toBeGreaterThan(0)
    for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(name)

    // The enquiry: the location (and its dealership) already chosen.
    await page.getByRole('heading', { name: `Enquire at ${name}` }).scrollIntoViewIfNeeded()
    const form = page.locator('form[data-lead-form="enquiry"]')
    await expect(form).toBeVisible({ timeout: 30_000 })
    await expect(form.getByLabel(/^Dealership location\b/)).toHaveValue(/\d+/)
    await expect(form.getByLabel(/^Dealership location\b/).locator('option:checked')).toHaveText(name)
    await expect(form.getByLabel(/^Preferred dealership\b/).locator('option:checked')).toHaveText(name)
    const email = uniqueEmail('location-page')
    await fillAndSubmit(page, form, email)

    const site = await siteId(request, 'harbour-auto-group')
    const location = ((await getJson(request, `/locations?where[site][equals]=${site}&where[slug][equals]=harbour-ford-brisbane&depth=0`)).docs as Doc[])[0]
    const dealership = ((await getJson(request, `/dealerships?where[site][equals]=${site}&where[slug][equals]=harbour-ford-brisbane&depth=0`)).docs as Doc[])[0]
    await expect.poll(async () => (await leadsByEmail(request, email)).length).toBe(1)
    const [lead] = await leadsByEmail(request, email)
    expect(lead.location).toBe(location.id)
    expect(lead.dealership).toBe(dealership.id)

    // "See all": the results list refined to this location, the same count as the page said.
    await page.goBack()
    const all = page.getByTestId('location-stock-all')
    const total = Number(/See all (\d+)/.exec(await all.innerText())?.[1])
    expect(total).toBeGreaterThanOrEqual(shown)
    await all.click()
    await expect(page).toHaveURL(/\/cars\/?\?refinementList/)
    await expect(page.getByTestId('results-count')).toHaveAttribute('data-count', String(total))
    for (const card of await page.getByTestId('car-card').all()) await expect(card).toContainText(name)
  })
})

test.describe('printing a car page', () => {
  // A phone, where the sticky Call / Enquire bar is on screen.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('prints the car and the dealer, without the menus, buttons, sticky bar, compare tray or forms', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota'))
    const box = page.getByRole('search', { name: 'Search our stock' })
    await box.getByLabel('Search our stock').fill('corolla')
    await box.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => onlyMatching(page, 'corolla')).toBe(true)
    await page.getByTestId('car-card').first().getByRole('link', { name: /corolla/i }).first().click()
    await expect(page).toHaveURL(/\/cars\/[^/?]+$/)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const title = (await page.getByTestId('vehicle-title').innerText()).trim()
    // On screen: the compare tray once the car is ticked for comparison.
    await page.getByRole('button', { name: `Compare ${title}` }).first().click()
    await expect(page.getByTestId('compare-tray')).toBeVisible()
    await expect(page.getByTestId('sticky-contact')).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('vehicle-title')).toBeVisible()
    await expect(page.getByTestId('vehicle-price')).toBeVisible()
    await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible()
    await expect(page.getByTestId('spec-grid').first()).toBeVisible()
    // Every spec row and feature, not only those shown before "Show more".
    const rows = page.getByTestId('spec-grid').first().locator('dl > div')
    for (const row of await rows.all()) await expect(row).toBeVisible()
    const features = page.getByTestId('features').locator('li')
    if ((await features.count()) > 0) for (const feature of await features.all()) await expect(feature).toBeVisible()
    const dealer = page.getByTestId('print-dealer')
    await expect(dealer).toBeVisible()
    await expect(dealer).toContainText('Sunshine Toyota')
    await expect(dealer).toContainText(/Phone: [\d ()+]{8,}/)

    await expect(page.getByRole('banner')).toBeHidden()
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByTestId('compare-tray')).toBeHidden()
    await expect(page.getByTestId('sticky-contact')).toBeHidden()
    await expect(page.getByTestId('vehicle-sidebar')).toBeHidden()
    await expect(page.getByTestId('finance-panel')).toBeHidden()
    // Every button but the photo (on screen it opens the gallery full screen).
    for (const button of await page.getByRole('button').all()) if ((await button.locator('img').count()) === 0) await expect(button).toBeHidden()
    for (const form of await page.locator('form').all()) await expect(form).toBeHidden()

    // Back on screen, nothing is lost.
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByTestId('print-dealer')).toBeHidden()
  })
})
