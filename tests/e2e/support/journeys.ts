/**
 * Helpers of the click-only journeys (issue 18, Build item 2): a shopper reaches everything by
 * clicking what is visible. Menu items are found by their visible name, whatever the header's
 * layout: when an item is not visible the phone "Menu" button, a "More" button or the dropdown
 * that holds it is opened first (the header may move items between the bar and its overflow).
 */
import { expect, type Locator, type Page } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }

const nameMatch = (name: string | RegExp) => (typeof name === 'string' ? new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i') : name)

async function firstVisible(locator: Locator): Promise<Locator | null> {
  const count = await locator.count()
  for (let i = 0; i < count; i++) {
    const item = locator.nth(i)
    if (await item.isVisible()) return item
  }
  return null
}

/** The names of the visible, closed disclosure buttons in `scope` (Menu, More, a dropdown…). */
async function closedDisclosureNames(scope: Locator): Promise<string[]> {
  const buttons = scope.locator('button[aria-expanded="false"]').filter({ visible: true })
  return (await buttons.allInnerTexts()).map((t) => t.replace(/[▾▴]/g, '').replace(/\s+/g, ' ').trim()).filter(Boolean)
}

/**
 * The visible link named `name` in the site header, opening whatever hides it: the phone menu,
 * a "More"/"Menu" overflow, then each dropdown in turn (closing the ones that do not hold it).
 * A dropdown may open on hover (wide screens) or on click (touch): both are tried.
 */
export async function headerLink(page: Page, name: string | RegExp): Promise<Locator> {
  const header = page.locator('header').first()
  const links = header.getByRole('link', { name: nameMatch(name) }).or(header.getByRole('menuitem', { name: nameMatch(name) }))
  const visible = async () => firstVisible(links)
  let found = await visible()
  if (found) return found
  // The overflow of a small screen or a full bar: "Menu" or "More".
  for (const label of [/^\s*Menu\s*$/i, /^\s*More\b/i]) {
    const toggle = await firstVisible(header.getByRole('button', { name: label }))
    if (toggle && (await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    found = await visible()
    if (found) return found
  }
  // A dropdown holding it.
  for (const label of await closedDisclosureNames(header)) {
    const dropdown = header.getByRole('button', { name: label, exact: true }).filter({ visible: true }).first()
    // Opened by a click, as a shopper does: a link shown by the hover preview alone can close
    // under the pointer on its way to the link.
    for (let i = 0; i < 2 && (await dropdown.getAttribute('aria-expanded')) !== 'true'; i++) await dropdown.click()
    if ((found = await visible())) return found
    if ((await dropdown.getAttribute('aria-expanded')) === 'true') await dropdown.click()
  }
  throw new Error(`no visible header link named ${String(name)}, even with the menus open`)
}

/** Closes whatever header menu is open (phone menu, "More", a dropdown), as a shopper taps its button again. */
export async function closeHeaderMenus(page: Page) {
  const open = page.locator('header').first().locator('button[aria-expanded="true"]').filter({ visible: true })
  for (let i = 0; i < 5 && (await open.count()) > 0; i++) await open.last().click()
}

/** Clicks the header's link named `name` (opening the menu that holds it) and waits for the address to change. */
export async function clickHeaderLink(page: Page, name: string | RegExp, url: RegExp) {
  await (await headerLink(page, name)).click()
  await expect(page).toHaveURL(url, { timeout: 30_000 })
}

/** The visible link named `name` in the footer. */
export async function footerLink(page: Page, name: string | RegExp): Promise<Locator> {
  const link = await firstVisible(page.locator('footer').getByRole('link', { name: nameMatch(name) }))
  if (!link) throw new Error(`no visible footer link named ${String(name)}`)
  return link
}

/** "664 Cars found" → 664 (the results heading's count as the shopper reads it). */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\s*[\d,]+ (Cars?|Caravans?|Vehicles?) found\s*$/).first().innerText()
  return Number(text.replace(/[^\d]/g, ''))
}

/** Waits until the stock page shows its results: a heading, the count and at least one car. */
export async function expectStockPage(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^\s*[\d,]+ (Cars?|Caravans?|Vehicles?) found\s*$/).first()).toBeVisible({ timeout: 30_000 })
  await expect(carLinks(page).first()).toBeVisible()
  return resultCount(page)
}

/** The title links of the car cards on a stock page. */
export const carLinks = (page: Page) => page.getByRole('article').getByRole('heading').getByRole('link')

/** Clicks the first car on a stock page; answers the car's title as the card showed it. */
export async function openFirstCar(page: Page): Promise<string> {
  const link = carLinks(page).first()
  const title = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/\/cars\/[^/?#]+$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return title
}

/**
 * A filter option of the stock page that narrows the results: a visible checkbox labelled
 * "Value (N results)" with 0 < N < `total`. Answers the checkbox and N.
 */
export async function narrowingFilter(page: Page, total: number): Promise<{ option: Locator; count: number; label: string }> {
  const filters = page.getByRole('region', { name: 'Filters' }).or(page.getByRole('dialog', { name: 'Filters' })).first()
  const boxes = filters.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i)
    if (!(await box.isVisible())) continue
    const label = (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? '')).replace(/\s+/g, ' ').trim()
    // "Used (12 results)": the value, then its count.
    const cleaned = label.replace(/[()]/g, ' ').replace(/\s+results?\s*$/i, '').replace(/\s+/g, ' ').trim()
    const match = /^(.*?)\s*([\d,]+)$/.exec(cleaned)
    const count = match ? Number(match[2]!.replace(/,/g, '')) : NaN
    if (count > 0 && count < total) return { option: box, count, label: match![1]! }
  }
  throw new Error(`no filter option narrows the ${total} results`)
}
