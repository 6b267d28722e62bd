/**
 * Issue 32 "Menus and pages that never lead to nothing", clicked as a shopper from each home page:
 * - Outback (used cars and caravans, no new or demo stock): "Our Stock" has no New or Demo cars
 *   link, on a desktop (1366×900) and in the phone menu (390×844); its Caravans link leads to a
 *   list worded for vans ("N Caravans found") whose cards show van facts (ATM, berths, length),
 *   not an odometer or a fuel type, and whose body-type filter shows what the stock has; a van's
 *   page says "we will hold the van".
 * - Sunshine (new and demo Toyotas, no used cars): every stock link of the header and the footer
 *   leads to a list with at least one car.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { DESKTOP, PHONE, closeHeaderMenus, expectStockPage, footerLink, headerLink, openFirstCar } from './support/journeys'

const STOCK_LABELS = /^\s*(All stock|New cars|Demo cars|Used cars|Caravans)\s*$/i

async function home(page: Page, slug: string) {
  await gotoReady(page, siteUrl(slug, '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** The names of the "Our Stock" dropdown's links, opened as a shopper opens it (phone menu first). */
async function ourStockLinks(page: Page): Promise<string[]> {
  const all = await headerLink(page, 'All stock')
  const list = all.locator('xpath=ancestor::ul[1]')
  return (await list.getByRole('link').or(list.getByRole('menuitem')).allInnerTexts()).map((t) => t.trim())
}

test.describe('stock links never lead to an empty list', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test.describe(`Outback on a ${device}`, () => {
      test.use(device === 'phone' ? { viewport, hasTouch: true, isMobile: true } : { viewport })

      test('"Our Stock" has no New or Demo cars; its Caravans list speaks of vans and shows van facts', async ({ page }) => {
        await home(page, 'outback-caravans')
        const links = await ourStockLinks(page)
        expect(links).toContain('All stock')
        expect(links).not.toContain('New cars')
        expect(links).not.toContain('Demo cars')
        await expect(page.locator('footer').getByRole('link', { name: /^New cars$/ })).toHaveCount(0)

        await (await headerLink(page, 'Caravans')).click()
        await expect(page).toHaveURL(/item_type/, { timeout: 30_000 })
        const count = await expectStockPage(page)
        expect(count).toBeGreaterThan(0)
        await expect(page.getByTestId('results-count')).toHaveText(new RegExp(`^\\s*${count.toLocaleString('en-US')} Caravans? found\\s*$`))

        const facts = page.getByTestId('car-card').first().getByTestId('car-facts')
        await expect(facts).toContainText(/kg ATM/)
        await expect(facts).toContainText(/\d berths?/)
        await expect(facts).toContainText(/\d+\.\d\d m/)
        await expect(facts).not.toContainText(/km|Petrol|Diesel/)

        if (device === 'desktop') {
          // The body-type filter shows what the stock has (caravans have no standard body type).
          await expect(page.getByTestId('facet-body').getByRole('checkbox', { name: /Caravan/ })).toBeVisible()
          await openFirstCar(page)
          await expect(page.getByTestId('van-fact').first()).toBeVisible()
          await expect(page.getByText(/we will hold the van/)).toBeVisible()
          await expect(page.getByTestId('vehicle-header')).not.toContainText('Odometer')
        }
      })
    })
  }

  test('Outback: a used car page says "car", never "van"', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await home(page, 'outback-caravans')
    await (await headerLink(page, 'Used cars')).click()
    await expect(page).toHaveURL(/\/search\/used-cars\/?$/, { timeout: 30_000 })
    await expectStockPage(page)
    // A car (not a van) of the list: its card shows an odometer.
    const carCard = page.getByTestId('car-card').filter({ has: page.getByTestId('car-facts').filter({ hasText: / km/ }) }).first()
    await carCard.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/cars\/[^/?#]+$/, { timeout: 30_000 })
    await expect(page.getByText(/we will hold the car/)).toBeVisible()
    await expect(page.getByText(/hold the van/)).toHaveCount(0)
  })

  for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test.describe(`Sunshine on a ${device}`, () => {
      test.use(device === 'phone' ? { viewport, hasTouch: true, isMobile: true } : { viewport })

      test('every header and footer stock link leads to a list with at least one car', async ({ page }) => {
        await home(page, 'sunshine-toyota')
        const header = await ourStockLinks(page)
        expect(header).not.toContain('Used cars')
        await closeHeaderMenus(page)
        const footer = (await page.locator('footer').getByRole('link').allInnerTexts()).map((t) => t.trim()).filter((t) => STOCK_LABELS.test(t))
        expect(footer).not.toContain('Used cars')
        const stockLinks = [...header.filter((t) => STOCK_LABELS.test(t)).map((name) => ['header', name] as const), ...footer.map((name) => ['footer', name] as const)]
        expect(stockLinks.length).toBeGreaterThan(2)
        for (const [where, name] of stockLinks) {
          await home(page, 'sunshine-toyota')
          await (where === 'header' ? await headerLink(page, name) : await footerLink(page, name)).click()
          await expect(page, `${where} "${name}"`).toHaveURL(/\/(cars|search)(\/|\?|$)/, { timeout: 30_000 })
          expect(await expectStockPage(page), `${where} "${name}"`).toBeGreaterThan(0)
        }
      })
    })
  }
})
