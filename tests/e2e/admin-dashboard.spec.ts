/**
 * The admin as a dealer's team uses it (issue 22), by click from the sign-in page: a site editor
 * sees their dashboard, opens the newest lead from it and reads its message and car, and publishes
 * an offer that then shows on their site; a platform admin adds a new dealer and opens its home page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { api, editorOf, ADMIN, getJson, port, signInToAdmin, siteUrl, solvedCaptcha, uniqueEmail } from './support/leads'

const SUNSHINE = 'sunshine-toyota'

// Staff work at a desk: the admin's navigation is open at this width. The admin is slow to compile on first use.
test.use({ viewport: { width: 1400, height: 900 } })
test.setTimeout(180_000)

async function enquiryAboutACar(request: APIRequestContext, email: string): Promise<{ leadId: number; carName: string }> {
  const site = await getJson(request, `${api}/sites?where[slug][equals]=${SUNSHINE}&depth=0`)
  const siteId = (site.docs as { id: number }[])[0]!.id
  const cars = await getJson(request, `${api}/vehicles?where[site][equals]=${siteId}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&limit=1&depth=0`)
  const car = (cars.docs as { id: number; name: string }[])[0]!
  const res = await request.post(`${api}/leads`, {
    headers: { host: `${SUNSHINE}.localhost:${port}` },
    data: { kind: 'enquiry', car_id: car.id, fields: { name: 'Dashboard Shopper', email, phone: '0412 345 678', message: 'Is this one still available for a drive on Saturday?' }, altcha: await solvedCaptcha(request, SUNSHINE) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { leadId: Number((await res.json()).lead_id), carName: car.name }
}

test('a site editor reads the newest lead from the dashboard and publishes an offer that appears on the site', async ({ page, request, context }) => {
  const { leadId, carName } = await enquiryAboutACar(request, uniqueEmail('dash'))

  await signInToAdmin(page, editorOf(SUNSHINE))
  const dashboard = page.getByTestId('dashboard')
  await expect(dashboard.getByRole('heading', { name: 'Sunshine Toyota today' })).toBeVisible()
  await expect(dashboard.getByTestId('view-site')).toHaveAttribute('href', `http://${SUNSHINE}.localhost:${port}`)
  await expect(dashboard.getByRole('heading', { name: 'Harbour Auto Group' })).toHaveCount(0)
  const today = dashboard.getByTestId('leads-today')
  expect(Number(await today.locator('span').first().textContent())).toBeGreaterThanOrEqual(1)
  // Platform-only collections are not offered to a site editor.
  await expect(page.getByRole('link', { name: 'Manufacturers' })).toHaveCount(0)

  await today.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\?/)
  await page.getByRole('link', { name: 'Dashboard Shopper' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${leadId}$`))
  const summary = page.getByTestId('lead-summary')
  await expect(summary.getByTestId('lead-message')).toHaveText('Is this one still available for a drive on Saturday?')
  await expect(summary.getByTestId('lead-car')).toContainText(carName)
  await expect(summary.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:0412345678')
  await summary.getByText('Everything the shopper submitted (raw)').click()
  await expect(summary.getByTestId('lead-raw')).toContainText('"message"')
  await page.getByLabel('Sales status').selectOption('contacted')
  await expect(page.getByRole('status').filter({ hasText: 'Marked contacted.' })).toBeVisible()

  // A special of their own, published from the admin.
  const offerName = `Spring service special ${Date.now()}`
  const openMenu = page.getByRole('button', { name: 'Open Menu' })
  if (await openMenu.isVisible()) await openMenu.click()
  await page.getByRole('navigation').getByRole('link', { name: 'Offers', exact: true }).click()
  await page.getByRole('link', { name: /Create new/i }).first().click()
  await page.getByRole('textbox', { name: 'Name *' }).fill(offerName)
  await page.locator('#field-sites').getByRole('combobox').click()
  await page.getByRole('option', { name: 'Sunshine Toyota' }).click()
  await page.getByRole('button', { name: /Publish/ }).click()
  // Saved: the editor is taken to the new offer's own address.
  await expect(page).toHaveURL(/\/admin\/collections\/offers\/\d+/, { timeout: 30_000 })

  const shopper = await context.newPage()
  await shopper.goto(siteUrl(SUNSHINE, '/'))
  await shopper.getByRole('navigation').getByRole('link', { name: 'Offers', exact: true }).first().click()
  await expect(shopper).toHaveURL(/\/special-offers$/)
  await expect(shopper.getByRole('heading', { name: offerName })).toBeVisible({ timeout: 20_000 })
})

test('a platform admin adds a dealer from the admin and opens its home page', async ({ page, context }) => {
  const slug = `coastal-${Date.now().toString(36)}`
  await signInToAdmin(page, ADMIN)
  await expect(page.getByRole('heading', { name: 'Every site today' })).toBeVisible()
  await page.getByRole('link', { name: 'Add a dealer' }).click()
  await expect(page.getByRole('heading', { name: 'Add a dealer' })).toBeVisible()
  const form = page.getByTestId('new-dealer-form')
  await form.getByLabel('Dealer name').fill('Coastal Motors')
  await form.getByLabel('Slug').fill(slug)
  await form.getByLabel('Copy pages, menus and settings from').selectOption({ label: 'Sunshine Toyota' })
  await form.getByLabel('Dealership name').fill('Coastal Motors')
  await form.getByLabel('Dealer licence number').fill('MD 4242')
  await form.getByLabel('Location name').fill('Coastal Motors Sales')
  await form.getByLabel('Street address').fill('1 Beach Road')
  await form.getByLabel('Suburb or city').fill('Maroochydore')
  await form.getByLabel('Postcode').fill('45')
  await form.getByLabel('Phone').fill('07 5555 0100')
  await form.getByRole('button', { name: 'Add the dealer' }).click()
  await expect(form.getByText('Enter a 4-digit postcode.')).toBeVisible()
  await form.getByLabel('Postcode').fill('4558')
  await form.getByRole('button', { name: 'Add the dealer' }).click()
  const done = page.getByTestId('new-dealer-done')
  await expect(done.getByRole('heading', { name: 'Coastal Motors is live' })).toBeVisible({ timeout: 30_000 })
  const [home] = await Promise.all([context.waitForEvent('page'), done.getByRole('link', { name: 'Open Coastal Motors' }).click()])
  await home.waitForLoadState()
  expect(home.url()).toBe(`http://${slug}.localhost:${port}/`)
  await expect(home.getByRole('banner')).toContainText('Coastal Motors')
  await expect(home.locator('main')).toBeVisible()
})
