/**
 * Issue 32 "Where the car is, and who answers the phone", as a shopper clicks it on desktop
 * (1366×900) and phone (390×844): a used car of Harbour Used Cars, reached from Harbour's home
 * page, shows where to see it (address, today's hours) and its "Location:" link lands on that
 * section; a Harbour Mazda Sydney car shows Sydney's number (02 9555 0210), not the group's
 * switchboard (02 9555 0200), on the phone reveal, the sticky Call button and /success after an enquiry.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { gotoReady } from './ready'
import { fillAndSubmit, uniqueEmail } from './support/leads'

const port = Number(process.env.E2E_PORT || 3100)
const harbour = (path = '/') => `http://harbour-auto-group.localhost:${port}${path}`
const api = `http://localhost:${port}/api`

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

/** A listed car held at the seeded location with this slug. */
async function carAt(request: APIRequestContext, locationSlug: string): Promise<{ slug: string }> {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const locations = await request.get(`${api}/locations?where[slug][equals]=${locationSlug}&depth=0`, { headers })
  const location = ((await locations.json()) as { docs: Array<{ id: number }> }).docs[0]
  expect(location, `seeded location ${locationSlug}`).toBeTruthy()
  const params = new URLSearchParams({ 'where[location][equals]': String(location.id), 'where[status][equals]': 'in_stock', 'where[show_on_dealer_website][equals]': 'true', limit: '1', depth: '0', sort: 'id' })
  const cars = await request.get(`${api}/vehicles?${params}`, { headers })
  const car = ((await cars.json()) as { docs: Array<{ slug: string }> }).docs[0]
  expect(car, `a car at ${locationSlug}`).toBeTruthy()
  return car
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`where the car is and who answers (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("the yard is on /contact, and a Harbour Used Cars car, clicked to from the home page, shows it with today's hours, and its Location link lands there", async ({ page }) => {
      await gotoReady(page, harbour('/contact'))
      await expect(page.getByRole('main')).toContainText('Harbour Used Cars Auburn')
      await expect(page.getByRole('main')).toContainText('150 Parramatta Road')

      await gotoReady(page, harbour('/'))
      await page.getByRole('contentinfo').getByRole('link', { name: 'Used cars', exact: true }).click()
      const card = page.getByTestId('car-card').filter({ hasText: 'Harbour Used Cars Auburn' }).first()
      await expect(card).toBeVisible()
      const title = (await card.getByRole('heading').innerText()).trim()
      await card.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

      const place = page.locator('#vehicle-map')
      await expect(place).toContainText('Harbour Used Cars Auburn')
      await expect(place).toContainText('150 Parramatta Road')
      await expect(place).toContainText('Auburn NSW 2144')
      await expect(place.getByTestId('vehicle-location-today')).toHaveText(/^Open today \((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\): (Closed|\d{1,2}:\d{2}[ap]m - \d{1,2}:\d{2}[ap]m)$/)
      await expect(place.getByRole('link', { name: 'Get Directions', exact: true })).toHaveAttribute('href', /150%20Parramatta%20Road|150\+Parramatta\+Road/)
      await expect(place).not.toBeInViewport()

      await page.getByTestId('vehicle-header').getByRole('link', { name: 'Harbour Used Cars Auburn' }).click()
      await expect(page).toHaveURL(/#vehicle-map$/)
      await expect(page.getByRole('heading', { name: 'Where to see it' })).toBeInViewport()
    })

    test("a Harbour Mazda Sydney car shows Sydney's number, not the group's switchboard, and /success after an enquiry repeats it", async ({ page, request }) => {
      // A lead submission (with its captcha) on the desktop run.
      test.setTimeout(180_000)
      const car = await carAt(request, 'harbour-mazda-sydney')
      await gotoReady(page, harbour(`/cars/${car.slug}`))
      const reveal = page.getByTestId('phone-reveal')
      if (viewport.name === 'desktop') {
        await reveal.getByRole('button', { name: /^Show number/ }).click()
        await expect(reveal.getByTestId('phone-number')).toHaveText('02 9555 0210')
        // An enquiry about the car: /success repeats the same number.
        await page.getByRole('button', { name: 'Enquire now' }).first().click()
        const form = page.getByRole('dialog', { name: 'Send Enquiry' }).locator('form[data-lead-form="enquiry"]')
        await expect(form).toBeVisible()
        await fillAndSubmit(page, form, uniqueEmail('car-place'))
        await expect(page.getByTestId('success-phone')).toContainText('02 9555 0210')
        await expect(page.getByTestId('success-phone').getByRole('link')).toHaveAttribute('href', 'tel:0295550210')
      } else {
        await expect(page.getByTestId('sticky-contact').getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0295550210')
        await reveal.getByRole('button', { name: /^Show number/ }).click()
        await expect(reveal.getByTestId('phone-number')).toHaveText('02 9555 0210')
      }
    })
  })
}
