/**
 * Issue 10 "done when": on each demo site every lead form the site offers submits from the real
 * browser, the lead is stored for that site, and its e-mail is written as an .eml file. Page form
 * (Form block on /enquire), the car page's dialogs, /book-test-drive, the service booking,
 * /sell-my-car and a finance path. Each test uses its own e-mail address, so the tests need no
 * order and share the server safely.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { signInWhereGated } from './support/accounts'
import { DEMO_SITES, emlOfLead, fillAndSubmit, getJson, leadsByEmail, siteId, siteUrl, uniqueEmail } from './support/leads'

test.describe.configure({ mode: 'parallel' })

async function expectStored(request: APIRequestContext, slug: string, email: string, kind: string) {
  const leads = await leadsByEmail(request, email)
  expect(leads, `one ${kind} lead on ${slug}`).toHaveLength(1)
  expect(leads[0]).toMatchObject({ kind, site: await siteId(request, slug) })
  await emlOfLead(request, leads[0].id)
}

async function submitOn(page: Page, request: APIRequestContext, slug: string, path: string, kind: string) {
  const email = uniqueEmail(`${slug}-${kind}`)
  await gotoReady(page, siteUrl(slug, path))
  const form = page.locator(`form[data-lead-form="${kind}"]`).first()
  await expect(form, `${kind} form on ${slug}${path}`).toBeVisible()
  await fillAndSubmit(page, form, email)
  await expectStored(request, slug, email, kind)
}

/** A car of the site that shoppers can open (in stock, on the website). */
async function carSlug(request: APIRequestContext, slug: string): Promise<string> {
  const params = new URLSearchParams({ 'where[site][equals]': String(await siteId(request, slug)), 'where[status][equals]': 'in_stock', 'where[show_on_dealer_website][equals]': 'true', sort: 'id', limit: '1', depth: '0' })
  const body = await getJson(request, `/vehicles?${params}`)
  const [car] = body.docs as { slug: string }[]
  expect(car, `an in-stock car on ${slug}`).toBeTruthy()
  return car.slug
}

const DIALOGS = [
  { button: /^Enquire now$/, dialog: 'Send Enquiry', kind: 'enquiry' },
  { button: /^Book a test drive$/, dialog: 'Book a Test Drive', kind: 'test-drive' },
  { button: /^Request more photos$/, dialog: 'Request Photos', kind: 'request-photos' },
] as const

for (const slug of DEMO_SITES) {
  test.describe(slug, () => {
    test('page form (Form block on /enquire)', async ({ page, request }) => {
      await submitOn(page, request, slug, '/enquire', 'contact')
    })

    test('the car page dialogs: enquiry, test drive, request photos', async ({ page, request }) => {
      // Three submissions in one test.
      test.setTimeout(180_000)
      const car = await carSlug(request, slug)
      let offered = 0
      for (const { button, dialog, kind } of DIALOGS) {
        await gotoReady(page, siteUrl(slug, `/cars/${car}`))
        const opener = page.getByRole('button', { name: button }).first()
        if ((await opener.count()) === 0) continue
        offered++
        await opener.click()
        const form = page.getByRole('dialog', { name: dialog }).locator(`form[data-lead-form="${kind}"]`)
        await expect(form).toBeVisible()
        const email = uniqueEmail(`${slug}-car-${kind}`)
        await fillAndSubmit(page, form, email)
        await expectStored(request, slug, email, kind)
        const [lead] = await leadsByEmail(request, email)
        expect(lead.vehicle, `${kind} lead is about the car`).toBeTruthy()
      }
      // Every car page offers at least the enquiry.
      expect(offered).toBeGreaterThan(0)
    })

    test('/book-test-drive', async ({ page, request }) => {
      await submitOn(page, request, slug, '/book-test-drive', 'test-drive')
    })

    test('service booking (/service, or the editor page it links to)', async ({ page, request }) => {
      await gotoReady(page, siteUrl(slug, '/service'))
      const path = (await page.locator('form[data-lead-form="service"]').count()) > 0 ? '/service' : '/pages/book-a-service'
      await submitOn(page, request, slug, path, 'service')
    })

    test('/sell-my-car', async ({ page, request }) => {
      await submitOn(page, request, slug, '/sell-my-car', 'sell-my-car')
    })

    test('finance (/finance-enquiry)', async ({ page, request }) => {
      // Finance is behind sign-in on a site that gates it (SPEC.md §4 Gated routes).
      await signInWhereGated(page, slug, '/finance-enquiry')
      await submitOn(page, request, slug, '/finance-enquiry', 'finance')
    })
  })
}
