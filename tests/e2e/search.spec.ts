/**
 * Search results, car cards and the budget block in a real browser (issue 4: "refine by make and
 * price in the UI, the URL changes, reload and back restore the state, the count on the button
 * matches the results"; DESIGN.md pitfalls: cover reload and back-button restore).
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

const decoded = (page: Page) => decodeURIComponent(page.url())

/** The number the results heading shows (data-count is the same number without separators). */
async function resultsCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('results-count').getAttribute('data-count'))
}

/** Wait until no search is running and the "Show Me N" animation has settled. */
async function settled(page: Page) {
  await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'idle')
  const button = page.getByTestId('show-me-button')
  await expect
    .poll(async () => {
      const label = (await button.getAttribute('aria-label')) ?? ''
      const shown = (await button.innerText()).trim()
      return label === shown
    })
    .toBe(true)
}

async function expectButtonMatchesResults(page: Page) {
  await settled(page)
  const count = await resultsCount(page)
  const formatted = count.toLocaleString('en-US')
  await expect(page.getByTestId('show-me-button')).toHaveAttribute('data-count', String(count))
  await expect(page.getByTestId('show-me-button')).toHaveText(new RegExp(`^Show Me ${formatted} (Car|Cars|Caravan|Caravans)$`))
  await expect(page.getByTestId('results-count')).toContainText(formatted)
  return count
}

async function cardPrices(page: Page, attribute = 'data-list-price'): Promise<number[]> {
  return page
    .getByTestId('car-card')
    .evaluateAll((cards, attr) => cards.map((c) => Number(c.getAttribute(attr as string) || 'NaN')).filter((n) => Number.isFinite(n)), attribute)
}

test.describe('search results', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('refine by make and price: URL, reload, back and the Show Me count', async ({ page }) => {
    const response = await gotoReady(page, siteUrl('harbour-auto-group', '/cars/'))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    const all = await expectButtonMatchesResults(page)
    expect(all).toBeGreaterThan(0)

    // Make, from the dropdown.
    await page.getByLabel('Make', { exact: true }).selectOption('Mazda')
    await expect.poll(() => decoded(page)).toContain('refinementList[make][]=Mazda')
    const mazda = await expectButtonMatchesResults(page)
    expect(mazda).toBeGreaterThan(0)
    expect(mazda).toBeLessThan(all)
    const makes = await page.getByTestId('car-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-make')))
    expect(new Set(makes)).toEqual(new Set(['Mazda']))

    // Price, with the keyboard-operable slider.
    await page.getByRole('slider', { name: 'Maximum price' }).fill('50000')
    await expect.poll(() => decoded(page)).toContain('range[price]=:50000')
    const cheap = await expectButtonMatchesResults(page)
    expect(cheap).toBeLessThanOrEqual(mazda)
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(50000)
    const refinedUrl = decoded(page)

    // Reload restores the same state.
    await page.reload()
    expect(decoded(page)).toBe(refinedUrl)
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Mazda')
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('50000')
    expect(await expectButtonMatchesResults(page)).toBe(cheap)

    // Back restores the previous state (make only), then the unrefined page.
    await page.goBack()
    await expect.poll(() => decoded(page)).not.toContain('range[price]')
    expect(decoded(page)).toContain('refinementList[make][]=Mazda')
    await expect.poll(() => resultsCount(page)).toBe(mazda)
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Mazda')
    await page.goBack()
    await expect.poll(() => decoded(page)).not.toContain('refinementList')
    await expect.poll(() => resultsCount(page)).toBe(all)
  })

  test('sorting by lowest price orders the shown prices ascending, with unpriced cars last', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' })
    await expect.poll(() => decoded(page)).toContain('sortBy=Car_production_price_asc')
    await settled(page)
    const prices = await cardPrices(page, 'data-price')
    expect(prices.length).toBeGreaterThan(2)
    // "Enquire for price." and PREORDER cars have no shown price: they never lead the list.
    expect(await page.getByTestId('car-card').first().getAttribute('data-price')).not.toBe('')
    expect(prices[0]).toBeGreaterThan(10)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    await page.getByLabel('Sort by').selectOption({ label: 'Highest price' })
    await expect.poll(() => decoded(page)).toContain('sortBy=Car_production_price_desc')
    await settled(page)
    const desc = await cardPrices(page, 'data-price')
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
  })

  test('a removable chip and "Clear all filters" in the no-results state', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/?query=zzzzqqqq-no-such-car'))
    await expect(page.getByTestId('no-results')).toBeVisible()
    await page.getByTestId('clear-all-filters').click()
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    // The router writes the URL just after the results render.
    await expect.poll(() => decoded(page)).not.toContain('query=')
  })

  test('"See more from this dealer" lists that dealer\'s stock', async ({ page }) => {
    await gotoReady(page, siteUrl('harbour-auto-group', '/cars/'))
    const link = page.getByRole('link', { name: /See more from this dealer/ }).first()
    await link.click()
    await expect.poll(() => decoded(page)).toContain('refinementList[dealership_slug]')
    await expect(page.getByTestId('current-refinements')).toContainText('Dealer:')
    await expectButtonMatchesResults(page)
  })

  test('search pages: car types, make and model, unknown make', async ({ page }) => {
    let res = await gotoReady(page, siteUrl('sunshine-toyota', '/search/new-cars'))
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Cars for sale')
    await expect(page.getByTestId('car-card').first()).toBeVisible()

    res = await gotoReady(page, siteUrl('sunshine-toyota', '/search/new-and-demo-cars'))
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New and Demo Cars for sale')

    res = await gotoReady(page, siteUrl('sunshine-toyota', '/search/toyota/hilux'))
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Toyota HiLux for sale$/i)
    const titles = await page.getByTestId('car-card').locator('h3').allInnerTexts()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('hilux')

    res = await gotoReady(page, siteUrl('sunshine-toyota', '/search/not-a-real-make-xyz'))
    expect(res?.status()).toBe(404)
  })

  const badUrls = [
    '/cars/?page=-1',
    '/cars/?page=abc',
    '/cars/?range[price]=abc:',
    '/cars/?sortBy=nope',
    '/cars/?refinementList[nope][]=x&range[km]=1:abc',
    `/cars/?query=${'a'.repeat(5000)}`,
  ]
  for (const path of badUrls) {
    test(`bad input ${path.slice(0, 60)} renders 200 with results or the no-results state`, async ({ page }) => {
      const res = await gotoReady(page, siteUrl('sunshine-toyota', path))
      expect(res?.status()).toBe(200)
      await expect(page.getByTestId('car-card').first().or(page.getByTestId('no-results'))).toBeVisible()
    })
  }

  test('a shared price-menu link shows the canonical address at once, before any touch (server redirect, no loop)', async ({ page, request }) => {
    const res = await gotoReady(page, siteUrl('sunshine-toyota', '/cars?range[price]=$10,000 - $20,000&utm_source=tv'))
    expect(res?.status()).toBe(200)
    expect(decoded(page)).toContain('/cars?range[price]=10000:20000&utm_source=tv')
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-search-island', 'static')
    // The canonical address, as a browser or a proxy may encode it, answers without a redirect.
    for (const path of ['/cars?range[price]=10000:20000', '/cars?range%5Bprice%5D=10000%3A20000', '/cars?refinementList[item_type][0]=car']) {
      // Node does not resolve *.localhost: ask localhost with the site's Host header.
      const direct = await request.get(`http://localhost:${port}${path}`, { maxRedirects: 0, headers: { host: `sunshine-toyota.localhost:${port}` } })
      expect(direct.status(), path).toBe(200)
    }
  })

  test('a query landing (an ad, a shared link) points search engines at its unfiltered page and is not indexed', async ({ page }) => {
    const canonical = page.locator('link[rel="canonical"]')
    const robots = page.locator('meta[name="robots"]')
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars?refinementList[make][0]=Toyota&utm_source=ad'))
    await expect(page.getByTestId('car-card').first().or(page.getByTestId('no-results'))).toBeVisible()
    await expect(canonical).toHaveAttribute('href', 'https://www.sunshinetoyota.example/cars')
    await expect(robots).toHaveAttribute('content', 'noindex, follow')
  })

  test('the unfiltered stock page is indexable and names itself, absolute on the site origin', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.sunshinetoyota.example/cars')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('favourite and compare toggles are pressed buttons stored per site', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    const favourite = page.getByTestId('favourite-button').first()
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await favourite.click()
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    const stored = await page.evaluate(() => window.localStorage.getItem('favourites:sunshine-toyota'))
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1)
    const events = await page.evaluate(() => (window.dataLayer ?? []) as Array<{ event_id?: number }>)
    expect(events.some((e) => e.event_id === 39)).toBe(true)
    await favourite.click()
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  })
})

test.describe('search errors', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a failing search keeps the previous results shown (SPEC.md §4 Search loading, §8 Search errors)', async ({ page }) => {
    await gotoReady(page, siteUrl('harbour-auto-group', '/cars/'))
    const filter = page.locator('#search-filters input[type=checkbox]').first()
    await filter.click()
    await expect(filter).toBeChecked()
    await settled(page)
    const count = await resultsCount(page)
    const firstTitle = await page.getByTestId('car-card').first().getByRole('heading').innerText()

    await page.route('**/api/search/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down', status: 500 }) }))
    await page.locator('#search-filters input[type=checkbox]:not(:checked)').first().click()
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', /idle|error/)
    await expect(page.getByTestId('car-card').first().getByRole('heading')).toHaveText(firstTitle)
    expect(await resultsCount(page)).toBe(count)
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 400, height: 800 } })

  test('filters open in a dialog, close with Escape and with "Show Me N"; no horizontal scroll', async ({ page }) => {
    await gotoReady(page, siteUrl('outback-caravans', '/cars/'))
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByTestId('filters-button').click()
    const dialog = page.getByRole('dialog', { name: 'Filters' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByTestId('filters-button').click()
    await expect(dialog).toBeVisible()
    await dialog.getByTestId('show-me-button').click()
    await expect(dialog).toBeHidden()
  })
})

test('the budget block links to the search with range[price]', async ({ page }) => {
  await gotoReady(page, siteUrl('sunshine-toyota', '/'))
  const block = page.getByTestId('budget-search')
  // The seed puts a budget block on this home page: a missing block is a failure, not a skip.
  await expect(block).toBeVisible()
  await block.getByTestId('budget-deposit').fill('5000')
  const button = block.getByTestId('budget-button')
  await expect(button).toHaveAttribute('href', /range\[price\]=:\d+/)
  // A budget of 0 is below the cheapest car: the button is disabled with SPEC.md's texts.
  await block.getByTestId('budget-repayment').fill('0')
  await block.getByTestId('budget-deposit').fill('0')
  await expect(block.getByTestId('budget-button')).toBeDisabled()
  await expect(block.getByTestId('budget-button')).toHaveText(/^0 (Car|Caravan)s Found$/)
  await expect(block.getByTestId('budget-note')).toHaveText(/^No (Car|Caravan)s found for this budget$/)
})

test.describe('the search UI loads on first use', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a results page reads and links without the search code; the first filter click is not lost', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    const island = page.locator('[data-search-island]')
    const all = await resultsCount(page)
    // Hydrated, idle, untouched: the search UI is the server's HTML and its code is not loaded.
    await page.waitForTimeout(500)
    await expect(island).toHaveAttribute('data-search-island', 'static')
    await expect(page.getByTestId('car-card').first()).toBeVisible()

    // The first click on a filter both loads the code and counts.
    const filter = page.locator('#search-filters input[type=checkbox]').first()
    await filter.click()
    await expect.poll(() => decoded(page)).toContain('refinementList[')
    await expect(island).toHaveAttribute('data-search-island', 'live')
    await expect(filter).toBeChecked()
    await settled(page)
    expect(await resultsCount(page)).toBeLessThan(all)
  })

  test('typing and Enter before the code has loaded search for what was typed', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    await page.getByTestId('keyword-search').fill('hilux')
    await page.getByTestId('keyword-search').press('Enter')
    await expect.poll(() => decoded(page)).toContain('query=hilux')
    await expect(page.getByTestId('keyword-search')).toHaveValue('hilux')
    await settled(page)
    await expect(page.getByTestId('car-card').first()).toContainText(/hilux/i)
  })
})
