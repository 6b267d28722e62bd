/**
 * Shopper-account pages on a phone (issue 11; 390×844, touch): /sign-in, /account, /watchlist,
 * /favourites and /compare fit the screen without sideways scrolling of the page, their buttons
 * are on screen and tappable, the compare table scrolls sideways inside its own region, and axe
 * finds no serious or critical violation in the main content.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { ACCOUNTS_SITE, accountsUrl, asNewClient, signInByApi } from './support/accounts'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

async function expectFitsPhone(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
  expect(scrollWidth, `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(clientWidth)
  const serious = (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `${label}: axe`).toEqual([])
}

/** On screen horizontally and at least 24 px tall (WCAG 2.5.8 target size). */
async function expectReachable(button: Locator) {
  await button.scrollIntoViewIfNeeded()
  const box = (await button.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.height).toBeGreaterThanOrEqual(24)
}

test('sign-in on a phone: form fits, buttons reachable, axe clean', async ({ page }) => {
  await asNewClient(page)
  await gotoReady(page, accountsUrl('/sign-in?type=watchlist&redirect=/watchlist'))
  await expectReachable(page.getByRole('button', { name: 'E-mail me a code' }))
  await expectFitsPhone(page, '/sign-in')
})

test('account, watchlist and favourites on a phone, signed in with a saved car', async ({ page }) => {
  await signInByApi(page, ACCOUNTS_SITE)
  await gotoReady(page, accountsUrl('/cars/'))
  const card = page.getByTestId('car-card').first()
  await card.getByTestId('watchlist-save').tap()
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Watchlist')
  const favourite = page.getByTestId('favourite-button').first()
  await favourite.tap()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')

  await gotoReady(page, accountsUrl('/account'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectReachable(page.getByRole('button', { name: /sign out/i }))
  await expectFitsPhone(page, '/account')

  await gotoReady(page, accountsUrl('/watchlist'))
  await expect(page.getByTestId('kept-car')).toHaveCount(1)
  await expectReachable(page.getByTestId('kept-car').getByTestId('watchlist-save'))
  await expectFitsPhone(page, '/watchlist')

  await gotoReady(page, accountsUrl('/favourites'))
  await expect(page.getByTestId('kept-car')).toHaveCount(1)
  await expectReachable(page.getByTestId('remove-favourite'))
  await expectFitsPhone(page, '/favourites')
})

test('compare on a phone: the table scrolls sideways inside its own region, columns removable', async ({ page }) => {
  await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
  const cards = page.getByTestId('car-card')
  for (const i of [0, 1, 2]) {
    await cards.nth(i).getByTestId('compare-button').tap()
  }
  await expect(page.getByTestId('compare-count')).toHaveText('3 of 4 cars selected')
  await gotoReady(page, siteUrl('sunshine-toyota', '/compare'))
  await expect(page.getByTestId('compare-column')).toHaveCount(3)
  await expectFitsPhone(page, '/compare')
  const region = page.getByTestId('compare-scroll')
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  expect(scrollWidth).toBeGreaterThan(clientWidth)
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  const last = page.getByTestId('compare-remove').last()
  await expect(last).toBeInViewport()
  await expectReachable(last)
  await last.tap()
  await expect(page.getByTestId('compare-column')).toHaveCount(2)
})
