/**
 * Issue 12: on a phone the header shows the logo, the call button and a menu button; the menu
 * opens and closes by touch and by keyboard, and axe finds no serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const header = (page: Page) => page.locator('header')
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' })
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' })

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('on a phone the header is one row: logo, call button and a closed menu button; the links are hidden', async ({ page }) => {
  await gotoReady(page, site('sunshine-toyota'))
  const logo = header(page).getByRole('link', { name: /home$/ })
  const call = header(page).getByTestId('call-button')
  await expect(logo).toBeVisible()
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', /^tel:/)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(mainNav(page)).toBeHidden()
  // One row: the three controls share a line (their vertical centres are within a few pixels).
  const centres = await Promise.all([logo, call, menuButton(page)].map(async (l) => {
    const box = (await l.boundingBox())!
    return box.y + box.height / 2
  }))
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(8)
  const headerBox = (await header(page).boundingBox())!
  expect(headerBox.height).toBeLessThan(100)
})

test('the menu opens and closes by touch; following a link closes it', async ({ page }) => {
  await gotoReady(page, site('sunshine-toyota'))
  await menuButton(page).tap()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await menuButton(page).tap()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(mainNav(page)).toBeHidden()

  // A touch outside the open menu closes it. The open menu lies over the page instead of pushing
  // it down, so closing it moves nothing under the finger (a touch meant for the page lands there).
  const mainTop = async () => (await page.locator('main').boundingBox())!.y
  const closedTop = await mainTop()
  await menuButton(page).tap()
  await expect(mainNav(page)).toBeVisible()
  expect(await mainTop()).toBe(closedTop)
  const panel = (await mainNav(page).boundingBox())!
  const viewport = page.viewportSize()!
  expect(panel.y + panel.height + 20).toBeLessThan(viewport.height)
  await page.touchscreen.tap(10, panel.y + panel.height + 20)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  expect(await mainTop()).toBe(closedTop)

  // Following a link closes the menu and navigates.
  await menuButton(page).tap()
  await mainNav(page).getByRole('link', { name: 'Blog' }).tap()
  await expect(page).toHaveURL(/\/blog\/?$/)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the menu opens by keyboard, Tab reaches its links, and Escape closes it and returns focus to the button', async ({ page }) => {
  await gotoReady(page, site('sunshine-toyota'))
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(mainNav(page)).toBeVisible()

  await page.keyboard.press('Tab')
  const focusedInNav = await mainNav(page).evaluate((nav) => nav.contains(document.activeElement))
  expect(focusedInNav).toBe(true)

  // A dropdown inside the menu: Escape closes the dropdown first, then the menu.
  const company = mainNav(page).getByRole('button', { name: 'Company' })
  await company.focus()
  await page.keyboard.press('Enter')
  await expect(company).toHaveAttribute('aria-expanded', 'true')
  await expect(mainNav(page).getByRole('menuitem', { name: 'Warranty' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(company).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')

  await page.keyboard.press('Escape')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(mainNav(page)).toBeHidden()
  await expect(menuButton(page)).toBeFocused()

  // Space toggles it too.
  await page.keyboard.press('Space')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
})

test('on a wide screen the navigation is inline and there is no menu button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await gotoReady(page, site('sunshine-toyota'))
  await expect(menuButton(page)).toBeHidden()
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible()
  // Issue 18: the items that do not fit in the one row (Blog, the last) are under "More".
  await mainNav(page).getByRole('button', { name: 'More', exact: true }).click()
  await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toBeVisible()
  await context.close()
})
