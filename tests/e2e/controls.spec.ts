/**
 * Controls that answer the first time (issue 32): each test opens a demo site's page and from
 * there clicks, drags and types as a shopper does (`page.goto` for the first page only). The
 * slider's tests open /cars itself: its fault was on a freshly loaded stock page, whose search UI
 * becomes live on first use (SearchIsland); reached from the home page by a click, it is live at once.
 * - the price slider filters on its first drag and on the arrow keys its hint names;
 * - a header dropdown opens on the click that follows a hover (hover may preview);
 * - the compare tray and the sticky "Show Me N Cars" button never cover each other;
 * - a form's error summary follows the fields as the shopper fixes them;
 * - the holiday-hours dialog shows its Hours column whole on a phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { DESKTOP, PHONE, carLinks, clickHeaderLink, expectStockPage, openFirstCar, resultCount } from './support/journeys'

const decoded = (page: Page) => decodeURIComponent(page.url())

async function home(page: Page, slug: string) {
  await gotoReady(page, siteUrl(slug, '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** A freshly loaded stock page (the search UI not live until first use); answers its result count. */
async function freshStock(page: Page, slug: string): Promise<number> {
  await gotoReady(page, siteUrl(slug, '/cars/'))
  return expectStockPage(page)
}

/** Home → "Browse our stock" → the stock page; answers the number of results it shows. */
async function toStock(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Browse our stock' }).first().click()
  await expect(page).toHaveURL(/\/cars\/?$/, { timeout: 30_000 })
  return expectStockPage(page)
}

/** Drags a range input's thumb from where its value puts it to `fraction` of the track. */
async function dragThumb(page: Page, slider: Locator, fraction: number) {
  await slider.scrollIntoViewIfNeeded()
  const box = (await slider.boundingBox())!
  const { value, min, max } = await slider.evaluate((el: HTMLInputElement) => ({ value: Number(el.value), min: Number(el.min), max: Number(el.max) }))
  // The thumb (28 px) travels between half a thumb in from each end of the track.
  const travel = box.width - 28
  const xAt = (f: number) => box.x + 14 + travel * f
  const y = box.y + box.height / 2
  await page.mouse.move(xAt((value - min) / (max - min)), y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(xAt((value - min) / (max - min) + ((fraction - (value - min) / (max - min)) * step) / 10), y)
  await page.mouse.up()
}

const shownMax = (page: Page) => page.getByTestId('price-max-text').filter({ visible: true }).first()
const maxHandle = (page: Page) => page.getByRole('slider', { name: 'Maximum price' }).filter({ visible: true }).first()
const money = (text: string) => Number(text.replace(/[^\d]/g, ''))

test.describe('controls that answer the first time', () => {
  test.describe.configure({ timeout: 120_000 })

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP })

    test('the price slider filters on its first drag, where the page stays', async ({ page }) => {
      const total = await freshStock(page, 'sunshine-toyota')
      const handle = maxHandle(page)
      await expect(shownMax(page)).toHaveText('$250,000+')

      await dragThumb(page, handle, 0.15)
      await expect.poll(async () => money(await shownMax(page).innerText()), { message: 'the handle stays where it was let go' }).toBeLessThan(60_000)
      const cap = money(await shownMax(page).innerText())
      await expect.poll(() => decoded(page), { message: 'the address holds the price cap' }).toContain(`range[price]=:${cap}`)
      await expect(shownMax(page)).toHaveText(`$${cap.toLocaleString('en-AU')}`)
      await expect.poll(() => resultCount(page), { message: 'the count after the first drag' }).toBeLessThan(total)
      // The page did not jump away from the slider the shopper is using.
      await expect(handle).toBeInViewport()
    })

    test('the stock page going live keeps the cards, sort and slider the shopper is pointing at, with no error', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await freshStock(page, 'sunshine-toyota')
      await expect(page.locator('[data-search-island="static"]')).toHaveCount(1)
      // What a shopper is about to press, as the server drew it.
      const pressed = [carLinks(page).first(), page.getByLabel('Sort by'), maxHandle(page)]
      const handles = await Promise.all(pressed.map((locator) => locator.elementHandle()))
      // Intent (the pointer over the results) starts the live UI.
      await carLinks(page).first().hover()
      await expect(page.locator('[data-search-island="live"]')).toHaveCount(1)
      // The live UI took over the server's elements instead of drawing new ones over them: a
      // press that began on one of them ends on it (issue 36: a first click or drag was lost).
      for (const handle of handles) expect(await handle!.evaluate((element) => element.isConnected)).toBe(true)
      expect(errors).toEqual([])
      // And it answers: the sort orders the results.
      await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' })
      await expect.poll(() => decoded(page)).toContain('sortBy=')
    })

    test('the price slider filters on the arrow keys its hint names', async ({ page }) => {
      const total = await freshStock(page, 'sunshine-toyota')
      await expect(page.getByText('Use the arrow keys to move a handle.').filter({ visible: true }).first()).toBeVisible()
      const handle = maxHandle(page)
      await handle.scrollIntoViewIfNeeded()
      // A keyboard shopper: Tab from the minimum handle to the maximum one, then the arrows.
      const minHandle = page.getByRole('slider', { name: 'Minimum price' }).filter({ visible: true }).first()
      await minHandle.focus()
      // Focus in the search area starts its live UI; the shopper reads the hint meanwhile.
      await expect(page.locator('[data-search-island="live"]')).toHaveCount(1)
      await expect(minHandle).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(handle).toBeFocused()

      // The first press from "No maximum" already filters: the cap lands below the dearest car.
      await page.keyboard.press('ArrowLeft')
      await expect.poll(async () => money(await shownMax(page).innerText()), { message: 'the cap after one press' }).toBeLessThan(250_000)
      const cap = money(await shownMax(page).innerText())
      await expect.poll(() => decoded(page), { message: 'the address holds the price cap' }).toContain(`range[price]=:${cap}`)
      await expect.poll(() => resultCount(page), { message: 'the count after one press' }).toBeLessThan(total)
      const afterOne = await resultCount(page)

      // Each further press is a step ($500) lower, and filters too.
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft')
      await expect(shownMax(page)).toHaveText(`$${(cap - 2_000).toLocaleString('en-AU')}`)
      await expect.poll(() => decoded(page), { message: 'the address follows the arrows' }).toContain(`range[price]=:${cap - 2_000}`)
      expect(await resultCount(page)).toBeLessThanOrEqual(afterOne)
      await expect(handle).toBeFocused()
    })

    test('a header dropdown opens on the click that follows a hover', async ({ page }) => {
      await home(page, 'sunshine-toyota')
      const header = page.locator('header').first()
      const dropdown = header.getByRole('button', { name: /^\s*Our Stock/ }).filter({ visible: true }).first()
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false')
      // The pointer comes to rest on it: a preview may open.
      await dropdown.hover()
      // The shopper clicks it: it is open, and stays open.
      await dropdown.click()
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true')
      const menu = header.getByRole('menu').filter({ visible: true })
      await expect(menu).toHaveCount(1)
      // A second click closes it; a third opens it again.
      await dropdown.click()
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false')
      await expect(menu).toHaveCount(0)
      await dropdown.click()
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true')
      // Its first link leads to the stock.
      await menu.getByRole('menuitem').first().click()
      await expect(page).toHaveURL(/\/cars\/?(\?.*)?$/, { timeout: 30_000 })
    })

    test('the compare tray and the sticky "Show Me N Cars" button never cover each other', async ({ page }) => {
      await home(page, 'sunshine-toyota')
      await toStock(page)
      const cards = page.getByTestId('car-card')
      await cards.nth(0).getByTestId('compare-button').click()
      await cards.nth(1).getByTestId('compare-button').click()
      const tray = page.getByTestId('compare-tray')
      await expect(tray).toContainText('2 of 4 cars selected')
      const button = page.getByTestId('show-me-button').filter({ visible: true }).first()
      await expect(button).toBeVisible()
      // Scrolled part way down the stock, the sticky button rests at the bottom of the window.
      await page.mouse.wheel(0, 600)
      await expect(button).toBeInViewport()
      const overlap = async () => {
        const a = (await tray.boundingBox())!
        const b = (await button.boundingBox())!
        return Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
      }
      await expect.poll(overlap, { message: 'the area the tray and the button share' }).toBe(0)
      // Both answer a click where the shopper sees them.
      const hit = (target: Locator) =>
        target.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          return at !== null && el.contains(at)
        })
      expect(await hit(button), 'the Show Me button is on top at its centre').toBe(true)
      expect(await hit(tray.getByRole('link', { name: 'Compare' })), 'the tray is on top at its Compare link').toBe(true)
    })

    test('the error summary follows the fields as they are fixed', async ({ page }) => {
      await home(page, 'sunshine-toyota')
      await toStock(page)
      await openFirstCar(page)
      await page.getByRole('button', { name: 'Enquire now' }).first().click()
      const form = page.getByRole('dialog', { name: 'Send Enquiry' }).locator('form')
      await form.locator('button[type="submit"]').last().click()
      const summary = page.getByTestId('error-summary')
      await expect(summary).toBeVisible()
      await expect(summary).toContainText('Please enter your name.')
      const before = await summary.getByRole('listitem').count()
      expect(before).toBeGreaterThan(1)

      // One field fixed: its message leaves the summary, the others stay.
      await form.getByLabel(/^(Name|First name)\b/).fill('Sam Shopper')
      await expect(summary).not.toContainText('Please enter your name.')
      await expect(summary.getByRole('listitem')).toHaveCount(before - 1)

      // Every listed field fixed: the summary is gone before the form is sent again.
      const values: [RegExp, string][] = [
        [/^Email\b/, 'sam.shopper@example.com'],
        [/^Last name\b/, 'Example'],
        [/^(Phone|Mobile)\b/, '0412 345 678'],
        [/^Postcode\b/, '4000'],
        [/^Message\b/, 'Is it still available?'],
      ]
      for (const [label, value] of values) {
        const field = form.getByLabel(label)
        if ((await field.count()) === 1 && (await field.getAttribute('aria-invalid')) === 'true') await field.fill(value)
      }
      await expect(summary).toBeHidden()
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

    test('the holiday-hours dialog shows its Hours column whole', async ({ page }) => {
      await home(page, 'sunshine-toyota')
      await clickHeaderLink(page, /^Contact( and locations| us)?$/, /\/contact\/?$/)
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^View location/ }) }).first()
      await card.getByRole('link', { name: /^View location/ }).click()
      await expect(page).toHaveURL(/\/(contact-us|teams)\/[^/]+$/, { timeout: 30_000 })
      await page.getByRole('button', { name: 'Holiday Opening Hours' }).click()
      const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' })
      await expect(dialog).toBeVisible()
      const cells = dialog.getByRole('row').filter({ hasText: /\d/ }).locator('td:last-child')
      await expect(cells.filter({ hasText: /9:00\s*am\s*[-–]\s*3:00\s*pm/i }).first()).toBeVisible()
      // Each Hours cell lies inside the dialog's visible box, its text not cut off.
      const clipped = await cells.evaluateAll((tds) =>
        tds
          .filter((td) => {
            const cell = td.getBoundingClientRect()
            const range = document.createRange()
            range.selectNodeContents(td)
            const text = range.getBoundingClientRect()
            let box = td.parentElement
            while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
            const view = (box ?? document.documentElement).getBoundingClientRect()
            return text.right > view.right + 0.5 || cell.right > view.right + 0.5 || text.right > Math.min(window.innerWidth, cell.right) + 0.5
          })
          .map((td) => td.textContent),
      )
      expect(clipped, 'Hours cells cut off at the dialog edge').toEqual([])
      const scrolls = await dialog.evaluate((el) =>
        [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)),
      )
      expect(scrolls, 'nothing in the dialog scrolls sideways').toBe(false)
    })
  })
})
