/**
 * Issue 10 journeys in the browser: a page form to /success with the lead stored; the test drive's
 * two steps; postcode and error summary messages; keyboard-only submission; the car-page modals;
 * axe on every form. Run with a light captcha for speed (the widget still solves a real
 * challenge): ALTCHA_COST=1 ALTCHA_MAX_COUNTER=50 LEADS_RATE_LIMIT=1000 (playwright.config.ts sets them).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const api = `http://localhost:${port}/api`

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

async function leadsByEmail(request: APIRequestContext, email: string) {
  const token = await adminToken(request)
  const res = await request.get(`${api}/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.ok()).toBe(true)
  return (await res.json()).docs as Record<string, unknown>[]
}

async function expectNoSeriousViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** An in-stock Sunshine Toyota car with photos, opened from its own page; returns its name. */
async function openInStockCar(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request)
  const sites = await request.get(`${api}/sites?where[slug][equals]=sunshine-toyota&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const siteId = ((await sites.json()) as { docs: Array<{ id: number }> }).docs[0].id
  const params = new URLSearchParams({ 'where[site][equals]': String(siteId), 'where[status][equals]': 'in_stock', 'where[show_on_dealer_website][equals]': 'true', 'where[images.image][exists]': 'true', sort: 'id', limit: '1', depth: '0' })
  const res = await request.get(`${api}/vehicles?${params}`, { headers: { Authorization: `JWT ${token}` } })
  const [car] = ((await res.json()) as { docs: Array<{ slug: string }> }).docs
  await gotoReady(page, site('sunshine-toyota', `/cars/${car.slug}`))
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test.describe('page forms', () => {
  test('the Form block on a page sends an enquiry to /success and the lead is stored with its additional services', async ({ page, request }) => {
    const email = unique('page-form')
    await gotoReady(page, site('sunshine-toyota', '/enquire'))
    const form = page.locator('form[data-lead-form="contact"]')
    await expect(form.getByTestId('compact-contact')).toBeVisible()
    await form.getByLabel('First name').fill('Ann')
    await form.getByLabel('Last name').fill('Lee')
    // Typed with a thousands separator: only the digits stay.
    await form.getByLabel('Postcode').pressSequentially('4,000')
    await expect(form.getByLabel('Postcode')).toHaveValue('4000')
    await form.getByLabel('Mobile').fill('0412 345 678')
    await form.getByLabel('Email').fill(email)
    await expect(form.getByLabel('Enquiry type')).toHaveValue('General Enquiry')
    await form.getByLabel('Message').fill('Do you have <b>white</b> cars?')
    await form.getByLabel('Roadside assistance').check()
    await expect(form.getByLabel(/Keep me up to date/)).toBeChecked()
    await form.getByRole('button', { name: 'Send Enquiry' }).click()

    await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible()
    await expect(page.getByTestId('success-category')).toContainText('General Enquiry')
    await expect(page.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', '/cars/')

    const leads = await leadsByEmail(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ name: 'Ann Lee', kind: 'contact', category: 'General Enquiry', opt_in: true, additional_services: ['Roadside assistance'] })

    // Name, e-mail and phone were all present, so the next form on this site starts with them.
    await gotoReady(page, site('sunshine-toyota', '/sell-my-car'))
    const next = page.locator('form[data-lead-form="sell-my-car"]')
    await expect(next.getByLabel('Email')).toHaveValue(email)
    await expect(next.getByLabel('Phone')).toHaveValue('0412 345 678')
  })

  test('postcode and error summary: messages listed, summary focused, each linked to its field', async ({ page }) => {
    await gotoReady(page, site('sunshine-toyota', '/enquire'))
    const form = page.locator('form[data-lead-form="contact"]')
    await form.getByLabel('Postcode').fill('40a')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()

    const summary = page.getByTestId('error-summary')
    await expect(summary.getByRole('heading', { name: 'Please fix the following errors:' })).toBeVisible()
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('Invalid postcode. Please enter a 4-digit number.')
    await expect(summary).toContainText('Please enter your name.')
    await expect(summary).toContainText('valid email address')
    await expect(summary).toContainText('Please enter a message.')
    const postcode = form.getByLabel('Postcode')
    await expect(postcode).toHaveAttribute('aria-invalid', 'true')
    await expect(postcode).toHaveAttribute('maxlength', '4')
    await summary.getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' }).click()
    await expect(postcode).toBeFocused()
    await expectNoSeriousViolations(page, 'form[data-lead-form="contact"]')
  })

  test('test drive booking: two steps, next until the last, slots from opening hours, then submit', async ({ page, request }) => {
    const email = unique('test-drive')
    await gotoReady(page, site('harbour-auto-group', '/book-test-drive'))
    const form = page.locator('form[data-lead-form="test-drive"]')
    await expect(form.getByText('Step 1 of 2: Your details')).toBeVisible()
    await expect(form.getByLabel('Test Drive Booking Date')).toHaveCount(0)
    await expect(form.getByRole('button', { name: 'Next' })).toBeVisible()
    // Several dealerships: the dealership select is required.
    await expect(form.getByLabel(/Preferred dealership/)).toContainText('Select a Preferred Dealership')
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByTestId('error-summary')).toContainText('Please select a preferred dealership.')

    await form.getByLabel('Name').fill('Sam Driver')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('(02) 9123 4567')
    const dealership = form.getByLabel(/Preferred dealership/)
    await dealership.selectOption({ index: 1 })
    const location = form.getByLabel(/Dealership location/)
    if ((await location.locator('option').count()) > 2) await location.selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Next' }).click()

    await expect(form.getByText('Step 2 of 2: Your booking')).toBeVisible()
    const slots = form.getByLabel(/Test Drive Booking Date/)
    await expect(slots).toBeVisible()
    // Slots are offered on open days only, grouped by day; the date is optional.
    const slotCount = await slots.locator('optgroup option').count()
    expect(slotCount).toBeGreaterThan(0)
    await slots.selectOption({ index: 1 })
    await expectNoSeriousViolations(page, 'form[data-lead-form="test-drive"]')
    await form.getByRole('button', { name: 'Book Test Drive' }).click()
    await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 })
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.at(-1)?.event_id)).toBe(17)
    await expect(page.getByTestId('success-category')).toContainText('Test Drive')
    const [lead] = await leadsByEmail(request, email)
    expect(lead).toMatchObject({ kind: 'test-drive' })
    // The browser pushed SPEC.md §9's id for a test-drive-only form.
    expect(String((lead.fields as Record<string, unknown>).booking_date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
  })

  test('keyboard only: a shopper fills and submits the finance form without a mouse, prefilled from the link', async ({ page, request }) => {
    const email = unique('keyboard')
    await gotoReady(page, site('sunshine-toyota', '/finance-enquiry?vehiclePriceBudget=35000&car_type=used'))
    const form = page.locator('form[data-lead-form="finance"]')
    await expect(form.getByLabel(/Vehicle price budget/)).toHaveValue('35000')
    await expect(form.getByLabel('Car type')).toHaveValue('used')
    await form.getByLabel('Name').focus()
    // Clear anything remembered from an earlier form, then type and tab through the fields.
    const typeField = async (value: string) => {
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(value)
      await page.keyboard.press('Tab')
    }
    await typeField('Kay Board')
    await typeField(email)
    await typeField('0412345678')
    await typeField('4001')
    await expect(form.getByLabel(/Vehicle price budget/)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 })
    const [lead] = await leadsByEmail(request, email)
    expect(lead).toMatchObject({ kind: 'finance', category: 'Finance Enquiry' })
  })

  test('a failed submit shows the server error (or the generic one) as an alert and the spinner stops', async ({ page }) => {
    await gotoReady(page, site('sunshine-toyota', '/finance-enquiry'))
    const form = page.locator('form[data-lead-form="finance"]')
    await form.getByLabel('Name').fill('Err Or')
    await form.getByLabel('Email').fill('err@example.com')
    await form.getByLabel('Phone').fill('0412345678')
    await form.getByLabel('Postcode').fill('4000')
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>boom</h1>' }))
    await form.getByRole('button', { name: 'Send Finance Enquiry' }).click()
    await expect(form.getByTestId('form-alert')).toHaveText('An unexpected error occured')
    await expect(form.getByRole('button', { name: 'Send Finance Enquiry' })).toBeEnabled()
    await expect(page).not.toHaveURL(/\/success$/)

    await page.unroute('**/api/leads')
    await page.route('**/api/leads', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many submissions from your address. Please try again in 60 seconds.' }) }))
    await form.getByRole('button', { name: 'Send Finance Enquiry' }).click()
    await expect(form.getByTestId('form-alert')).toHaveText(/Too many submissions/)
    // Nothing typed is lost.
    await expect(form.getByLabel('Email')).toHaveValue('err@example.com')
  })

  test('axe finds no serious or critical violation in the service, sell-my-car and finance forms', async ({ page }) => {
    for (const path of ['/pages/book-a-service', '/sell-my-car', '/finance', '/personalised/finance']) {
      await gotoReady(page, site('outback-caravans', path))
      await expect(page.locator('form[data-lead-form]')).toBeVisible()
      await expectNoSeriousViolations(page, 'form[data-lead-form]')
    }
  })
})

test.describe('car page modals', () => {
  test('Request Photos opens a dialog, sends the hidden photo request and links back to the car', async ({ page, request }) => {
    const email = unique('photos')
    const carName = await openInStockCar(page, request)
    await page.getByRole('button', { name: 'Request more photos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Photos' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`About: ${carName}`)).toBeVisible()
    await dialog.getByLabel('Name').fill('Pat Photo')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Phone').fill('0412 345 678')
    await expectNoSeriousViolations(page, 'dialog[open]')
    await dialog.getByRole('button', { name: 'Request Photos' }).click()
    await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 })
    await expect(page.getByRole('link', { name: `Back to the ${carName}` })).toHaveAttribute('href', /^\/cars\//)
    const [lead] = await leadsByEmail(request, email)
    expect(lead).toMatchObject({ kind: 'request-photos' })
    expect((lead.fields as Record<string, unknown>).photos_request).toBe('Please send photos for this car')
    expect(lead.vehicle).toBeTruthy()
  })

  test('a failed enquiry alerts SPEC.md §8 "An error occurred when submitting this form", records the server error and stops the spinner', async ({ page, request }) => {
    await openInStockCar(page, request)
    await page.getByRole('button', { name: 'Enquire now' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Send Enquiry' })
    await dialog.getByLabel('Name').fill('Err Or')
    await dialog.getByLabel('Email').fill('enquiry-err@example.com')
    await dialog.getByLabel('Phone').fill('0412345678')
    const message = dialog.getByLabel('Message')
    if (await message.isVisible()) await message.fill('Is it still available?')
    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Lead store unavailable' }) }))
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(dialog.getByTestId('form-alert')).toHaveText('An error occurred when submitting this form')
    await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled()
    const recorded = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === 'form_error').map((e) => e.message))
    expect(recorded).toContain('Lead store unavailable')
    await expect(dialog.getByLabel('Email')).toHaveValue('enquiry-err@example.com')
  })

  test('the enquiry dialog is titled with the submit label, defaults to General Enquiry, closes with Escape and returns focus', async ({ page, request }) => {
    await openInStockCar(page, request)
    const button = page.getByRole('button', { name: 'Enquire now' }).first()
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Send Enquiry' })
    await expect(dialog.getByLabel('Enquiry type')).toHaveValue('General Enquiry')
    await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
    await expectNoSeriousViolations(page, 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await page.getByRole('button', { name: 'Book a test drive' }).click()
    const testDrive = page.getByRole('dialog', { name: 'Book a Test Drive' })
    await expect(testDrive.getByText('Step 1 of 2: Your details')).toBeVisible()
  })
})
