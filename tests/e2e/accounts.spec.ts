/**
 * Shopper accounts in a real browser on the production build (issue 11 "Tests"): a signed-out
 * shopper saving a car goes to sign-in, signs in with the code e-mailed to MAIL_DIR and lands
 * back on the car, saved, with the toast; an off-site `redirect` ends on the home page; gated
 * pages send signed-out visitors to sign-in; compare two cars side by side; favourites survive a
 * reload; a site with accounts off has no sign-in.
 */
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { ACCOUNTS_SITE, asNewClient, newShopperEmail as newEmail, pageFetch, signInOnPage, siteRequest } from './support/accounts'

test.describe('shopper accounts (issue 11)', () => {
  test.beforeEach(async ({ page }) => {
    await asNewClient(page)
  })

  test('save while signed out → sign in with the e-mailed code → back on the car, saved, with the toast', async ({ page }) => {
    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/cars/'))
    await page.getByTestId('car-card').first().getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/cars\/[^/?]+$/)
    await expect(page.getByTestId('vehicle-sidebar')).toBeVisible()
    const carPath = new URL(page.url()).pathname
    const save = page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save')
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()

    await expect(page).toHaveURL(/\/sign-in\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('type')).toBe('watchlist')
    expect(url.searchParams.get('back')).toBe(carPath)
    await expect(page.getByRole('heading', { name: 'Sign in to save cars' })).toBeVisible()
    await signInOnPage(page, newEmail(), '0412 345 678')

    await expect(page).toHaveURL((u) => u.pathname === carPath && !u.search.includes('watchlist-save'))
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Car Saved In Watchlist')
    await expect(page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save')).toHaveAttribute('aria-pressed', 'true')
    await toast.getByRole('link', { name: 'View List' }).click()
    await expect(page).toHaveURL(/\/watchlist$/)
    await expect(page.getByTestId('kept-car')).toHaveCount(1)

    // Removing from the watchlist page shows "Car Removed" and empties the list.
    await page.getByTestId('kept-car').getByTestId('watchlist-save').click()
    await expect(page.getByTestId('toast')).toContainText('Car Removed')
    await expect(page.getByTestId('empty-list')).toBeVisible()
  })

  test('save while signed out goes to /sign-in?type=watchlist with back, and sign-in returns to the car', async ({ page }) => {
    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/cars/'))
    await page.getByTestId('car-card').first().getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/cars\/[^/?]+$/)
    await expect(page.getByTestId('vehicle-sidebar')).toBeVisible()
    const carPath = new URL(page.url()).pathname
    await page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save').click()
    await expect(page).toHaveURL(/\/sign-in\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('type')).toBe('watchlist')
    expect(url.searchParams.get('back')).toBe(carPath)
    await expect(page.getByRole('heading', { name: 'Sign in to save cars' })).toBeVisible()
    await signInOnPage(page, newEmail(), '0412 345 678')
    await expect(page).toHaveURL((u) => u.pathname === carPath)
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  })

  test('/sign-in?redirect=https://evil.example/ ends on the site’s home page', async ({ page }) => {
    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/sign-in?redirect=https://evil.example/&back=//evil.example'))
    await expect(page.getByTestId('sign-in-back')).toHaveAttribute('href', '/')
    await signInOnPage(page, newEmail())
    await expect(page).toHaveURL(siteUrl(ACCOUNTS_SITE, '/'))
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  })

  test('a gated page sends a signed-out visitor to sign-in on the server, and back after signing in', async ({ page }) => {
    const response = await page.goto(siteUrl(ACCOUNTS_SITE, '/spin-to-win'))
    expect(response?.status()).toBe(200)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/sign-in')
    expect(url.searchParams.get('type')).toBe('spin-to-win')
    await expect(page.getByRole('heading', { name: 'Sign in to spin to win' })).toBeVisible()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await signInOnPage(page, newEmail())
    await expect(page).toHaveURL(siteUrl(ACCOUNTS_SITE, '/spin-to-win'))
    await expect(page.getByRole('heading', { name: 'Spin to Win', level: 1 })).toBeVisible()
  })

  test('a direct visit to a gated cached page (/finance) while signed out goes to sign-in first, and back after signing in', async ({ page }) => {
    // The answer itself is the redirect: no finance form in it, not cached for anyone else.
    const raw = await siteRequest(page.request, ACCOUNTS_SITE, '/finance?car_type=used', { referer: siteUrl(ACCOUNTS_SITE, '/cars/') })
    expect(raw.status()).toBe(307)
    expect(raw.headers()['cache-control']).toContain('no-store')
    const location = new URL(raw.headers()['location']!, siteUrl(ACCOUNTS_SITE))
    expect(location.hostname).toBe(`${ACCOUNTS_SITE}.localhost`) // stays on the site's own host
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('type')).toBe('finance')
    expect(location.searchParams.get('redirect')).toBe('/finance?car_type=used')
    expect(location.searchParams.get('back')).toBe('/cars/')
    expect(await raw.text()).not.toContain('data-lead-form')

    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/finance'))
    await expect(page).toHaveURL(/\/sign-in\?/)
    await expect(page.getByRole('heading', { name: 'Sign in for finance' })).toBeVisible()
    await expect(page.locator('form[data-lead-form]')).toHaveCount(0)
    await signInOnPage(page, newEmail())
    await expect(page).toHaveURL(siteUrl(ACCOUNTS_SITE, '/finance'))
    await expect(page.locator('form[data-lead-form="finance"]')).toBeVisible()
    // Signed in, the page comes straight back (no sign-in detour) on the next visit too.
    const again = await pageFetch(page, '/finance-enquiry')
    expect(again.type).not.toBe('opaqueredirect')
    expect(again.status).toBe(200)
  })

  test('a session cookie kept after signing out opens no gated page (issue 19, item 4)', async ({ page }) => {
    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/finance'))
    await expect(page).toHaveURL(/\/sign-in\?/)
    await signInOnPage(page, newEmail())
    await expect(page).toHaveURL(siteUrl(ACCOUNTS_SITE, '/finance'))
    const kept = (await page.context().cookies()).find((c) => c.name === 'dp_shopper')?.value
    expect(kept).toBeTruthy()
    const withKept = () => siteRequest(page.request, ACCOUNTS_SITE, '/finance', { cookie: `dp_shopper=${kept}` })
    expect((await withKept()).status()).toBe(200)

    await page.getByTestId('account-menu').getByRole('link', { name: 'My account' }).click()
    await page.getByTestId('sign-out').click()
    await expect(page.getByTestId('account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible()
    // A copy of the cookie taken before signing out is ended too: straight to sign-in.
    const after = await withKept()
    expect(after.status()).toBe(307)
    expect(new URL(after.headers()['location']!, siteUrl(ACCOUNTS_SITE)).pathname).toBe('/sign-in')
  })

  test('a forged session cookie does not open a gated page', async ({ page }) => {
    const res = await siteRequest(page.request, ACCOUNTS_SITE, '/spin-to-win', { cookie: 'dp_shopper=WzEsMSwxLDk5OTk5OTk5OTld.forged' })
    expect(res.status()).toBe(307)
    const location = new URL(res.headers()['location']!, siteUrl(ACCOUNTS_SITE))
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('type')).toBe('spin-to-win')
  })

  test('sites with accounts off serve their finance and checkout pages to signed-out visitors unchanged', async ({ page }) => {
    for (const slug of ['sunshine-toyota', 'outback-caravans']) {
      const res = await siteRequest(page.request, slug, '/finance')
      expect(res.status(), `${slug} /finance`).toBe(200)
      expect(await res.text()).toContain('data-block-type="leadForm"') // the finance page itself, not sign-in
    }
    // On the accounts site, routes it does not gate stay open too (checkout switch off, trade-in never gated).
    for (const p of ['/cars/any-car/checkout', '/trade-in', '/sell-my-car']) {
      const res = await siteRequest(page.request, ACCOUNTS_SITE, p)
      expect(res.headers()['location'] ?? '', p).not.toContain('/sign-in')
    }
  })

  test('on a site with accounts off, sign-in pages are 404 and nothing links to them', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    await expect(page.getByTestId('sign-in-link')).toHaveCount(0)
    await expect(page.getByTestId('watchlist-save')).toHaveCount(0)
    expect(await page.locator('a[href*="/sign-in"]').count()).toBe(0)
    for (const p of ['/sign-in', '/watchlist', '/account', '/online-payment']) {
      expect((await page.goto(siteUrl('sunshine-toyota', p)))?.status(), p).toBe(404)
    }
  })

  test('compare two cars side by side, differences highlighted', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota', '/cars/'))
    const cards = page.getByTestId('car-card')
    await cards.nth(0).getByTestId('compare-button').click()
    await cards.nth(1).getByTestId('compare-button').click()
    await expect(page.getByTestId('compare-count')).toHaveText('2 of 4 cars selected')
    await page.getByTestId('compare-tray').getByRole('link', { name: 'Compare' }).click()
    await expect(page).toHaveURL(/\/compare$/)
    await expect(page.getByTestId('compare-column')).toHaveCount(2)
    await expect(page.getByTestId('compare-price')).toHaveCount(2)
    expect(await page.locator('[data-testid="compare-row"][data-differs="true"]').count()).toBeGreaterThan(0)
    await page.getByTestId('compare-remove').first().click()
    await expect(page.getByTestId('compare-column')).toHaveCount(1)
  })

  test('favourites survive a reload and show on /favourites', async ({ page }) => {
    await gotoReady(page, siteUrl('outback-caravans', '/cars/'))
    // The first card with a favourite button (SPEC.md §5 hides it on some cars).
    const button = page.getByTestId('favourite-button').first()
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.getByTestId('favourite-button').first()).toHaveAttribute('aria-pressed', 'true')
    await gotoReady(page, siteUrl('outback-caravans', '/favourites'))
    await expect(page.getByTestId('kept-car')).toHaveCount(1)
    await page.reload()
    await expect(page.getByTestId('kept-car')).toHaveCount(1)
    await page.getByTestId('remove-favourite').click()
    await expect(page.getByTestId('empty-list')).toBeVisible()
  })
})
