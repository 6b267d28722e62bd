/**
 * Issue 18 "The header does not fit": on each demo site, at a desktop (1366×900), a tablet
 * (820×1180) and a phone (390×844), the header is one row; every menu item is reachable (in the
 * row, or inside "More" / the phone "Menu" opened by a click); an item inside "More" navigates;
 * the phone shows the dealer's whole name (or the logo alone), never an ellipsis. Only the link
 * of the current page or its section is marked current: "Home" only on "/".
 *
 * Before hydration (no JavaScript) the row is the same and "More" still opens (a popover).
 *
 * HEADER_SHOTS=<dir> saves a screenshot of each site's first screen at each width.
 */
import path from 'node:path'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, p = '/') => `http://${slug}.localhost:${port}${p}`
const api = `http://localhost:${port}/api`

const SITES = ['sunshine-toyota', 'harbour-auto-group', 'outback-caravans'] as const
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The seeded header menu (seed/content.ts headerMenu) of every demo site; each has blog posts. */
const TOP_LEVEL = ['Home', 'Vehicles', 'Offers', 'Our Stock', 'Sell My Car / Trade In', 'Service', 'Company', 'Finance', 'Blog']
const COMPANY = ['About us', 'Contact and locations', 'Warranty', 'Roadside assistance', 'Fleet', 'FAQs']

const header = (page: Page) => page.locator('header')
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' })
const moreButton = (page: Page) => header(page).getByRole('button', { name: 'More', exact: true })
const morePanel = (page: Page) => header(page).getByTestId('nav-more-panel')
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu', exact: true })

async function shot(page: Page, name: string) {
  if (!process.env.HEADER_SHOTS) return
  const { width } = page.viewportSize()!
  await page.screenshot({ path: path.join(process.env.HEADER_SHOTS, `${name}.png`), clip: { x: 0, y: 0, width, height: Math.min(420, page.viewportSize()!.height) } })
}

/** A top-level item as the shopper sees it: a link, or a dropdown's button, or a group in "More". */
const itemIn = (scope: Locator, label: string) =>
  scope.getByRole('link', { name: label, exact: true }).or(scope.getByRole('button', { name: label, exact: true })).or(scope.getByRole('group', { name: label, exact: true }))

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, ...(vp.name === 'phone' ? { hasTouch: true, isMobile: true } : {}) })

    for (const slug of SITES) {
      test(`${slug}: the header is one row and every menu item is reachable`, async ({ page }) => {
        await gotoReady(page, siteUrl(slug))
        await shot(page, `${slug}-${vp.width}`)
        const box = (await header(page).boundingBox())!

        if (vp.name === 'phone') {
          expect(box.height).toBeLessThan(100)
          // The whole name, or the logo alone: never a name cut short with an ellipsis.
          const name = header(page).getByTestId('site-name')
          if (await name.isVisible()) {
            const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)
            expect(fits, 'the site name is shown whole').toBe(true)
            expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis')
          } else {
            await expect(header(page).getByRole('link', { name: /home$/ }).locator('img')).toBeVisible()
          }
          await menuButton(page).click()
          for (const label of TOP_LEVEL) await expect(itemIn(mainNav(page), label)).toBeVisible()
          await mainNav(page).getByRole('button', { name: 'Company' }).click()
          for (const label of COMPANY) await expect(mainNav(page).getByRole('menuitem', { name: label })).toBeVisible()
          await mainNav(page).getByRole('menuitem', { name: 'Contact and locations' }).click()
          await expect(page).toHaveURL(/\/contact\/?$/)
          return
        }

        expect(box.height, 'the header is a single row').toBeLessThan(80)
        // Logo, navigation and call button share the row.
        const logo = header(page).getByRole('link', { name: /home$/ })
        const call = header(page).getByTestId('call-button')
        const centre = async (l: Locator) => {
          const b = (await l.boundingBox())!
          return b.y + b.height / 2
        }
        const [logoY, callY] = [await centre(logo), await centre(call)]
        expect(Math.abs(logoY - callY)).toBeLessThan(8)

        // Every item is in the row or, after a click on "More", inside it.
        const inMore: string[] = []
        for (const label of TOP_LEVEL) {
          const inRow = itemIn(mainNav(page), label).first()
          if (await inRow.isVisible()) {
            expect(Math.abs((await centre(inRow)) - callY)).toBeLessThan(8)
          } else inMore.push(label)
        }
        if (vp.width < 1000) expect(inMore.length, 'a tablet cannot show nine items in one row').toBeGreaterThan(0)
        if (inMore.length) {
          await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false')
          await moreButton(page).click()
          await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true')
          for (const label of inMore) await expect(itemIn(morePanel(page), label)).toBeVisible()
        } else {
          await expect(moreButton(page)).toBeHidden()
        }

        // Company's pages are reachable (in its dropdown, or listed under it in "More").
        const companyInMore = inMore.includes('Company')
        if (!companyInMore) {
          await mainNav(page).getByRole('button', { name: 'Company' }).click()
        }
        const scope = companyInMore ? morePanel(page) : mainNav(page)
        for (const label of COMPANY) await expect(scope.getByRole(companyInMore ? 'link' : 'menuitem', { name: label, exact: true })).toBeVisible()

        // An item inside "More" navigates (a content page, not the stock).
        if (inMore.length) {
          if (!(await morePanel(page).isVisible())) await moreButton(page).click()
          const links = morePanel(page).getByRole('link')
          const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
          const target = hrefs.findIndex((h) => h !== '/' && !/^\/(cars|search)\b/.test(h))
          expect(target, 'a content page inside "More"').toBeGreaterThanOrEqual(0)
          const href = hrefs[target]
          // Clicked by its address, not its position (the open panel holds still since issue 31, but an address says what is meant).
          await morePanel(page).locator(`a[href="${href}"]`).first().click()
          await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&').replace(/\\\/$/, '')}\\/?$`))
          await expect(morePanel(page)).toBeHidden()
        }
      })
    }
  })
}

test.describe('the "More" menu by keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('Enter opens it, Tab reaches its links, Escape closes it and focus returns to the button', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota'))
    const more = moreButton(page)
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(morePanel(page)).toBeVisible()
    await shot(page, 'sunshine-toyota-1366-more-open')
    await page.keyboard.press('Tab')
    expect(await morePanel(page).evaluate((p) => p.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(morePanel(page)).toBeHidden()
    await expect(more).toBeFocused()
    // A click elsewhere closes it too.
    await more.click()
    await expect(morePanel(page)).toBeVisible()
    await page.locator('main').click({ position: { x: 10, y: 200 } })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('the open "More" menu holds still (issue 31 §7)', () => {
  test.use({ viewport: { width: 820, height: 1180 } })

  test('the navigation narrowing while "More" is open moves no item; the row follows once it closes', async ({ page }) => {
    await gotoReady(page, siteUrl('sunshine-toyota'))
    await moreButton(page).click()
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true')
    const links = morePanel(page).getByRole('link')
    const before = await links.allInnerTexts()
    const firstBox = (await links.first().boundingBox())!
    // The header's other parts grow (as when the shopper's lists appear): the navigation narrows.
    await header(page).getByTestId('call-button').evaluate((el) => ((el as HTMLElement).style.marginLeft = '160px'))
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))))
    await expect(morePanel(page)).toBeVisible()
    expect(await links.allInnerTexts()).toEqual(before)
    expect((await links.first().boundingBox())!.y).toBe(firstBox.y)
    await page.keyboard.press('Escape')
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false')
    // Closed, the row is measured again: fewer items fit, so "More" holds more of them.
    await moreButton(page).click()
    await expect.poll(async () => (await links.allInnerTexts()).length).toBeGreaterThan(before.length)
  })
})

test.describe('one header menu at a time (issue 31 §7)', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('with "More" open, a dropdown of the row opened by hovering closes it, and its links can be clicked', async ({ page }) => {
    await gotoReady(page, siteUrl('outback-caravans'))
    await moreButton(page).click()
    await expect(morePanel(page)).toBeVisible()
    await mainNav(page).getByRole('button', { name: 'Vehicles', exact: true }).hover()
    await expect(morePanel(page)).toBeHidden()
    await mainNav(page).getByRole('menuitem', { name: 'Used cars' }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\/?$/)
  })
})

test.describe('before the header hydrates (here: without JavaScript)', () => {
  test.use({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })

  test('the server\'s header is one row and "More" opens and lists the items', async ({ page }) => {
    await page.goto(siteUrl('outback-caravans'))
    await shot(page, 'outback-caravans-1366-no-js')
    expect((await header(page).boundingBox())!.height).toBeLessThan(80)
    await moreButton(page).click()
    await expect(morePanel(page)).toBeVisible()
    await expect(morePanel(page).getByRole('link', { name: 'Blog' })).toBeVisible()
    await morePanel(page).getByRole('link', { name: 'Finance' }).click()
    await expect(page).toHaveURL(/\/finance\/?$/)
  })
})

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

test.describe('the current page in the header', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('"Home" is current on the home page only; on a car page the stock is', async ({ page, request }) => {
    await gotoReady(page, siteUrl('sunshine-toyota'))
    const home = header(page).getByRole('link', { name: 'Home', exact: true, includeHidden: true })
    await expect(home.first()).toHaveAttribute('aria-current', 'page')

    // The home page has no link to a single car (hero, budget search, offers, reviews): the car
    // page is opened by its address, found through the admin API.
    const token = await adminToken(request)
    const sites = await request.get(`${api}/sites?where[slug][equals]=sunshine-toyota&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    const siteId = ((await sites.json()) as { docs: Array<{ id: number }> }).docs[0].id
    const params = new URLSearchParams({ 'where[site][equals]': String(siteId), 'where[status][equals]': 'in_stock', 'where[show_on_dealer_website][equals]': 'true', limit: '1', depth: '0', sort: 'id' })
    const cars = ((await (await request.get(`${api}/vehicles?${params}`, { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: Array<{ slug: string }> }).docs
    expect(cars.length).toBeGreaterThan(0)
    await gotoReady(page, siteUrl('sunshine-toyota', `/cars/${cars[0].slug}`))

    for (const link of await home.all()) await expect(link).not.toHaveAttribute('aria-current')
    const current = header(page).locator('[aria-current]').filter({ visible: true })
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAccessibleName('Our Stock')
  })
})
