/**
 * Issue 23: the special feature (SPEC.md §4 "Vehicle eligibility for a special feature") by click.
 * The seed turns it on for Harbour Auto Group's used cars, named "Harbour Assured": a search filter
 * narrows the stock to them, each of their cards and their car page carry the badge, and a car that
 * is not eligible (a new one) carries none.
 */
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'
import { carLinks, expectStockPage, openFirstCar, resultCount } from './support/journeys'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

test.use({ viewport: { width: 1280, height: 900 } })

test('Harbour Assured: the filter lists the used cars, each with its badge on the card and the car page', async ({ page }) => {
  await gotoReady(page, siteUrl('harbour-auto-group', '/'))
  await page.getByRole('link', { name: 'Browse our stock' }).first().click()
  await expect(page).toHaveURL(/\/cars\/?$/, { timeout: 30_000 })
  const total = await expectStockPage(page)

  const filters = page.getByRole('region', { name: 'Filters' })
  const only = filters.getByRole('checkbox', { name: /^Harbour Assured only/ })
  await only.click()
  await expect(only).toBeChecked()
  await expect.poll(() => decodeURIComponent(page.url())).toContain('refinementList[special_feature][]=true')
  await expect.poll(() => resultCount(page)).toBeLessThan(total)
  const cards = page.getByTestId('car-card')
  await expect(cards.first()).toBeVisible()
  const shown = await cards.count()
  await expect(page.getByTestId('car-card').getByTestId('special-feature-badge')).toHaveCount(shown)
  await expect(cards.first().getByTestId('special-feature-badge')).toHaveText('Harbour Assured')
  // The active filter reads with the site's name for it.
  await expect(page.getByRole('button', { name: 'Remove filter Harbour Assured: Yes' })).toBeVisible()

  await openFirstCar(page)
  await expect(page.getByTestId('vehicle-header').getByTestId('special-feature-badge')).toHaveText('Harbour Assured')

  // A new car is not eligible: no badge on its card or its page.
  await page.goBack()
  await expect(only).toBeChecked()
  await only.click()
  await expect(only).not.toBeChecked()
  const condition = filters.getByRole('checkbox', { name: /^New\b/ })
  await condition.click()
  await expect.poll(() => decodeURIComponent(page.url())).toContain('refinementList[car_type]')
  await expect(carLinks(page).first()).toBeVisible()
  await expect(page.getByTestId('car-card').getByTestId('special-feature-badge')).toHaveCount(0)
  await openFirstCar(page)
  await expect(page.getByTestId('vehicle-header').getByTestId('special-feature-badge')).toHaveCount(0)
})
