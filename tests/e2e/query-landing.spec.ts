/**
 * Search landings with a query string (issue 25 item 3: shared links, ads pointing at filtered
 * stock): the landing is the first page (page.goto), its results are in the server's HTML, and the
 * search island takes over on first use with no visible change.
 *
 * Under overload the server answers a landing with the cached shell of its path
 * (src/server/queryLanding.ts) and the browser fetches the URL's results. That path is forced
 * for a whole run with QUERY_LANDING=shell (the server sheds every landing):
 *   QUERY_LANDING=shell E2E_PORT=… npx playwright test tests/e2e/query-landing.spec.ts
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const forcedShell = process.env.QUERY_LANDING === 'shell'

/** What a shopper sees of the results: the count and the card titles, in order. */
async function visibleResults(page: Page) {
  return {
    count: await page.getByTestId('results-count').getAttribute('data-count'),
    titles: await page.getByTestId('car-card').evaluateAll((cards) => cards.map((c) => c.querySelector('h3, h2')?.textContent?.trim() ?? '')),
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('a search landing with a query string', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('is server-rendered with its results; the island takes over on first use with no visible change', async ({ page }) => {
    test.skip(forcedShell, 'the shell path is covered by the next test in this run')
    const errors = collectErrors(page)
    const response = await gotoReady(page, siteUrl('harbour-auto-group', '/cars?refinementList[make][]=Mazda&range[price]=:80000'))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-dealer-landing']).toBeUndefined()
    const island = page.locator('[data-search-island]')
    await expect(island).toHaveAttribute('data-search-island', 'static')
    const before = await visibleResults(page)
    expect(before.titles.length).toBeGreaterThan(0)
    expect(new Set(await page.getByTestId('car-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-make'))))).toEqual(new Set(['Mazda']))

    // First use: the pointer over the filters loads the live UI; what is shown does not change.
    await page.locator('#search-filters').hover()
    await expect(island).toHaveAttribute('data-search-island', 'live')
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'idle')
    expect(await visibleResults(page)).toEqual(before)

    // And it is the live UI: a filter click refines in place.
    await page.getByLabel('Make', { exact: true }).selectOption('')
    await expect.poll(() => decodeURIComponent(page.url())).not.toContain('refinementList[make]')
    await expect.poll(async () => Number((await visibleResults(page)).count)).toBeGreaterThan(Number(before.count))
    expect(errors).toEqual([])
  })

  test('under overload: the cached shell of /cars, and the browser shows the URL\'s results', async ({ page }) => {
    test.skip(!forcedShell, 'needs QUERY_LANDING=shell for the server (see the top of this file)')
    const errors = collectErrors(page)
    const response = await gotoReady(page, siteUrl('harbour-auto-group', '/cars?refinementList[make][]=Mazda'))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-dealer-landing']).toBe('shell')
    expect(response?.headers()['x-robots-tag']).toBe('noindex, follow')
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-search-island', 'live')
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'idle')
    await expect
      .poll(async () => new Set(await page.getByTestId('car-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-make')))))
      .toEqual(new Set(['Mazda']))
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Mazda')
    expect(decodeURIComponent(page.url())).toContain('refinementList[make][]=Mazda')
    expect(errors).toEqual([])
  })
})
