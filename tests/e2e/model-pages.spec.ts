/**
 * Model and brand pages (issue 23; SPEC.md §2 "/{model-slug} or a model override url",
 * "/brands/jeep (one site)"), reached by click from a home page: an offer's "Explore model" opens
 * the model's showroom with its stock; the footer's "Our brands" opens a brand page (on the demo
 * site with brand pages) and its models open their model pages; a car's "Explore the …" link
 * returns to its model page. Bad addresses (unsold models, brands that are off or not sold,
 * accents, malformed escapes) answer the site's 404, never a 5xx.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { DESKTOP, footerLink } from './support/journeys'

async function home(page: Page, slug: string) {
  await gotoReady(page, siteUrl(slug, '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('model and brand pages', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use({ viewport: DESKTOP })

  test("home → an offer's Explore model → the model page with stock → a car → back to the model → its stock", async ({ page }) => {
    await home(page, 'harbour-auto-group')
    const card = page.locator('[data-offer-card]', { hasText: 'Summer SUV Drive-Away Deal' })
    await card.getByRole('link', { name: /^Explore model/ }).click()
    await expect(page).toHaveURL(/\/cx-5$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Mazda CX-5' })).toBeVisible()
    await expect(page.getByTestId('model-facts')).toContainText('Price from')
    await expect(page.getByTestId('model-facts')).toContainText('New and demo in stock')
    const stock = page.getByTestId('model-stock')
    const cars = stock.locator('a[href^="/cars/"]')
    expect(await cars.count()).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { name: 'Current CX-5 offers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Enquire about the Mazda CX-5' })).toBeVisible()

    // A car of the model, and its "Explore the Mazda CX-5" link back.
    await stock.getByRole('listitem').first().getByRole('link', { name: /Mazda CX-5/ }).first().click()
    await expect(page).toHaveURL(/\/cars\/[^/]+$/, { timeout: 30_000 })
    await page.getByTestId('explore-model').click()
    await expect(page).toHaveURL(/\/cx-5$/, { timeout: 30_000 })

    // "See all N in stock" opens the model's search page.
    await page.getByRole('link', { name: /^See all \d+ in stock$/ }).click()
    await expect(page).toHaveURL(/\/search\/mazda\/cx-5\/?$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mazda CX-5')
  })

  test('home → footer "Our brands" → a brand page (logo, models, offers, locations) → a model page', async ({ page }) => {
    await home(page, 'harbour-auto-group')
    await (await footerLink(page, 'Mazda')).click()
    await expect(page).toHaveURL(/\/brands\/mazda$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Mazda' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mazda offers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mazda locations' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Harbour Mazda Sydney' })).toBeVisible()
    await page.getByTestId('brand-models').getByRole('link', { name: /^CX-5/ }).click()
    await expect(page).toHaveURL(/\/cx-5$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Mazda CX-5' })).toBeVisible()
  })

  test('a single-make site has model pages of its make and no brand pages (off: no link, 404)', async ({ page }) => {
    await home(page, 'sunshine-toyota')
    await expect(page.locator('footer').getByRole('navigation', { name: 'Our brands' })).toHaveCount(0)
    expect((await gotoReady(page, siteUrl('sunshine-toyota', '/brands/toyota')))?.status()).toBe(404)
    expect((await gotoReady(page, siteUrl('sunshine-toyota', '/hilux')))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota HiLux' })).toBeVisible()
  })

  test('bad addresses answer 404, never 5xx; a content page wins over a model slug', async ({ page, request }) => {
    for (const path of ['/corolla', '/no-such-model', '/brands/land-rover', '/brands/citro%C3%ABn', '/brands/Land%20Rover', '/brands/%E0%A4%A', '/brands/toyota', '/brands/', '/cx-5/extra']) {
      const res = await request.get(`http://127.0.0.1:${new URL(siteUrl('harbour-auto-group', '/')).port}${path}`, { headers: { host: new URL(siteUrl('harbour-auto-group', '/')).host } })
      expect(res.status(), path).toBe(404)
    }
    expect((await gotoReady(page, siteUrl('harbour-auto-group', '/brands/MAZDA')))?.status()).toBe(200)
    // /warranty is a content page on every demo site.
    expect((await gotoReady(page, siteUrl('harbour-auto-group', '/warranty')))?.status()).toBe(200)
    await expect(page.locator('[data-model-page]')).toHaveCount(0)
  })
})
