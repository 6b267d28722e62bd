/**
 * The watchlist in a real browser (SPEC.md §4 Watchlist save, §7 Save/Remove, §8 "Watchlist call
 * failure"; issue 11 item 4): a signed-in save shows the toast and the saved state, removal shows
 * "Car Removed", a failing call alerts its message and rolls the optimistic change back, a sold
 * car shows the button only when already saved, and /watchlist lists the saved cars with their
 * current price, sold ones marked.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { getJson, siteId } from './support/leads'
import { ACCOUNTS_SITE, accountsUrl, pageFetch, signInByApi, siteRequest } from './support/accounts'

type Car = { id: number; slug: string; status: string }

async function carsOf(request: APIRequestContext, where: Record<string, string>, limit = 2): Promise<Car[]> {
  const params = new URLSearchParams({ 'where[site][equals]': String(await siteId(request, ACCOUNTS_SITE)), 'where[show_on_dealer_website][equals]': 'true', sort: 'id', limit: String(limit), depth: '0', ...where })
  return (await getJson(request, `/vehicles?${params}`)).docs as Car[]
}

const sidebarSave = (page: Page) => page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save')

test.describe('watchlist (signed in)', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, ACCOUNTS_SITE)
  })

  test('save shows "Car Saved In Watchlist" with View List and the saved state; remove shows "Car Removed"', async ({ page, request }) => {
    const [car] = await carsOf(request, { 'where[status][equals]': 'in_stock' })
    await gotoReady(page, accountsUrl(`/cars/${car!.slug}`))
    const save = sidebarSave(page)
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Car Saved In Watchlist')
    await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/watchlist')
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await expect(save).toHaveText('Saved to watchlist')

    // Kept on the server: a reload shows it saved.
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(sidebarSave(page)).toHaveAttribute('aria-pressed', 'true')

    await sidebarSave(page).click()
    await expect(page.getByTestId('toast')).toContainText('Car Removed')
    await expect(sidebarSave(page)).toHaveAttribute('aria-pressed', 'false')
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(sidebarSave(page)).toHaveAttribute('aria-pressed', 'false')
  })

  test('a failing save alerts the server’s message and rolls the optimistic change back', async ({ page, request }) => {
    const [car] = await carsOf(request, { 'where[status][equals]': 'in_stock' })
    await gotoReady(page, accountsUrl(`/cars/${car!.slug}`))
    const save = sidebarSave(page)
    await expect(save).toHaveAttribute('aria-pressed', 'false')

    const alerts: string[] = []
    page.on('dialog', async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`)
      await dialog.accept()
    })
    // The server answers only once the optimistic state has been seen.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/watchlist/save-car', async (route) => {
      await answered
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'The watchlist is resting. Try again soon.' }) })
    })
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    answer()
    await expect.poll(() => alerts).toEqual(['alert: The watchlist is resting. Try again soon.'])
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('toast')).toHaveCount(0)

    // A network failure counts as success: false too.
    await page.unroute('**/api/watchlist/save-car')
    await page.route('**/api/watchlist/save-car', (route) => route.abort('connectionreset'))
    await save.click()
    await expect.poll(() => alerts.length).toBe(2)
    expect(alerts[1]).toMatch(/^alert: .+/)
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await page.unroute('**/api/watchlist/save-car')
    const state = await pageFetch(page, '/api/account/me')
    expect(state.json?.watchlist).toEqual([])
  })

  test('a sold car shows the save button only when already saved; /watchlist lists current prices, sold ones marked', async ({ page, request }) => {
    const [available] = await carsOf(request, { 'where[status][equals]': 'in_stock' })
    // Two sold cars whose pages are still listed (recently sold).
    const listed: Car[] = []
    for (const car of await carsOf(request, { 'where[status][equals]': 'sold' }, 30)) {
      if ((await siteRequest(request, ACCOUNTS_SITE, `/cars/${car.slug}`)).status() === 200) listed.push(car)
      if (listed.length === 2) break
    }
    const [soldSaved, soldUnsaved] = listed
    expect(soldSaved && soldUnsaved, 'two listed sold cars in the seed').toBeTruthy()
    const me = (await pageFetch(page, '/api/account/me')).json as { customer: { phone: string } }
    for (const car of [available!, soldSaved!]) {
      const res = await pageFetch(page, '/api/watchlist/save-car', { phone_number: me.customer.phone, car_id: car.id })
      expect(res.json).toEqual({ success: true })
    }

    await gotoReady(page, accountsUrl(`/cars/${soldUnsaved!.slug}`))
    await expect(page.getByTestId('vehicle-sidebar')).toBeVisible()
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible() // the session check has finished
    await expect(sidebarSave(page)).toHaveCount(0)

    await gotoReady(page, accountsUrl(`/cars/${soldSaved!.slug}`))
    await expect(sidebarSave(page)).toHaveAttribute('aria-pressed', 'true')

    await gotoReady(page, accountsUrl('/watchlist'))
    const kept = page.getByTestId('kept-car')
    await expect(kept).toHaveCount(2)
    const availableRow = kept.filter({ has: page.locator(`a[href$="/cars/${available!.slug}"]`) })
    await expect(availableRow).toHaveAttribute('data-state', 'available')
    // The price shown is the current one from the search index (as the car page shows it).
    const current = (await pageFetch(page, '/api/watchlist')).json as { cars: Array<{ id: string; priceText: string }> }
    const priceText = current.cars.find((c) => c.id === String(available!.id))?.priceText
    expect(priceText).toBeTruthy()
    await expect(availableRow).toContainText(priceText!)
    await expect(availableRow.getByTestId('car-state')).toHaveCount(0)
    const soldRow = kept.and(page.locator('[data-state="sold"]'))
    await expect(soldRow).toHaveCount(1)
    await expect(soldRow.getByTestId('car-state')).toHaveText('Sold')
  })
})
