/**
 * Reserve online and buy online by click on a phone (issue 21), on the production build with the
 * local test payment provider: home → stock → a car → "Reserve online" → details → a declined test
 * card (no money moved) → the 4242 test card → confirmation → the car shows Reserved and offers no
 * Reserve button; the dealer's lead (category Reservation) and the shopper's receipt are written.
 * Buy online on Outback end to end. axe on every step.
 */
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { gotoReady } from './ready'
import { api, emlOfLead, getJson, mailForLead, siteUrl, tokenFor, uniqueEmail } from './support/leads'
import { PHONE, carLinks, expectStockPage, footerLink } from './support/journeys'
import { ACCOUNTS_SITE, asNewClient, newShopperEmail, signInOnPage } from './support/accounts'

/** An .eml's text: quoted-printable soft breaks joined, base64 parts decoded. */
function readableMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'))
  return [qp, ...b64].join('\n')
}

async function axe(page: Page, step: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect.soft(result.violations.map((v) => `${step}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function toStock(page: Page, slug: string) {
  await gotoReady(page, siteUrl(slug, '/'))
  await page.getByRole('link', { name: 'Browse our stock' }).first().click()
  await expect(page).toHaveURL(/\/cars\/?$/, { timeout: 30_000 })
  await expectStockPage(page)
}

/** The car page's own button (the site menus have a "Reserve online" link to /buying too). */
const sidebarLink = (page: Page, name: string | RegExp) => page.getByTestId('vehicle-sidebar').getByRole('link', typeof name === 'string' ? { name, exact: true } : { name })

/** Opens stock cars in turn until one shows the button; answers its title. */
async function openCarWith(page: Page, button: string): Promise<string> {
  const count = Math.min(await carLinks(page).count(), 12)
  for (let i = 0; i < count; i++) {
    const link = carLinks(page).nth(i)
    const title = (await link.innerText()).trim()
    await link.click()
    await expect(page).toHaveURL(/\/cars\/[^/?#]+$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (await sidebarLink(page, button).count()) return title
    await page.goBack()
    await expect(page).toHaveURL(/\/cars\/?(\?.*)?$/, { timeout: 30_000 })
    await expect(carLinks(page).first()).toBeVisible()
  }
  throw new Error(`no car with "${button}" among the first ${count}`)
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Robin Reserve')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mobile phone').fill('0412 345 678')
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

async function reservationLead(request: Parameters<typeof getJson>[0], email: string) {
  let lead: Record<string, unknown> | undefined
  await expect
    .poll(async () => {
      lead = ((await getJson(request, `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs as Record<string, unknown>[])[0]
      return lead?.category
    }, { timeout: 20_000 })
    .toBe('Reservation')
  return lead!
}

/** Staff cancel and refund from the admin's endpoint, so the car is free again for the specs that follow. */
async function staffCancelAndRefund(request: Parameters<typeof getJson>[0], email: string) {
  const [r] = (await getJson(request, `/reservations?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs as { id: number; status: string }[]
  expect(r?.status).toBe('active')
  const headers = { Authorization: `JWT ${await tokenFor(request)}` }
  const cancel = await request.post(`${api}/reservations/${r!.id}/staff-action`, { headers, data: { action: 'cancel' } })
  expect(cancel.status()).toBe(200)
  const refund = await request.post(`${api}/reservations/${r!.id}/staff-action`, { headers, data: { action: 'refund' } })
  expect(await refund.json()).toMatchObject({ message: 'Deposit refunded.' })
  const again = await request.post(`${api}/reservations/${r!.id}/staff-action`, { headers, data: { action: 'refund' } })
  expect(again.status()).toBe(409)
}

test.describe('reserve online on a phone', () => {
  test.use({ viewport: PHONE })
  test.describe.configure({ timeout: 180_000 })

  test('sunshine-toyota: a car → Reserve online → a test card → confirmation → the car shows Reserved', async ({ page, request }) => {
    await toStock(page, 'sunshine-toyota')
    const title = await openCarWith(page, 'Reserve online')
    const carUrl = page.url()
    await sidebarLink(page, 'Reserve online').click()
    await expect(page).toHaveURL(/\/cars\/[^/]+\/checkout$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reserve the')
    await expect(page.getByTestId('test-mode')).toHaveText('Test mode: no money moves')
    await expect(page.getByTestId('deposit-terms')).toContainText('48 hours')
    await expect(page.getByTestId('deposit-terms')).toContainText('100% refundable')
    await expect(page.getByTestId('deposit-terms')).toContainText('paid at the dealership')
    await axe(page, 'checkout')

    // Details: a bad e-mail is refused with a message, then corrected.
    await page.getByLabel('Full name').fill('Robin Reserve')
    await page.getByLabel('E-mail').fill('not-an-email')
    await page.getByLabel('Mobile phone').fill('0412 345 678')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible()
    const email = uniqueEmail('reserve')
    await fillDetails(page, email)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByRole('heading', { name: 'Pay the $200 deposit' })).toBeVisible()
    await axe(page, 'payment')

    // A declined test card: the page says so and that no money moved.
    await payWith(page, '4000 0000 0000 0002')
    await expect(page.getByTestId('checkout-alert')).toContainText('No money has been taken')
    await payWith(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL(/\/checkout\/confirmation\?reference=R-/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Your car is reserved' })).toBeVisible()
    await expect(page.getByTestId('test-mode')).toBeVisible()
    await expect(page.getByText(/held for you until/)).toBeVisible()
    await axe(page, 'confirmation')

    // The car page: Reserved, and no Reserve button for anyone.
    await page.getByRole('link', { name: 'Back to the car' }).click()
    await expect(page).toHaveURL(carUrl)
    await expect(page.getByTestId('reserved-notice')).toBeVisible()
    await expect(sidebarLink(page, 'Reserve online')).toHaveCount(0)
    // SPEC.md §4 tag precedence: Reserved, unless the site's green fuel tag comes first (Sunshine
    // Toyota has it on, so a hybrid keeps its "Hybrid" tag and the notice above says reserved).
    const header = page.getByTestId('vehicle-page').locator('aside')
    await expect(header.getByText(/^(Reserved|Hybrid|Electric)$/).first()).toBeVisible()
    expect(title.length).toBeGreaterThan(0)

    // The dealer's lead (with its e-mail) and the shopper's receipt.
    const lead = await reservationLead(request, email)
    expect(lead.subcategory).toBe('Reserve Online')
    const eml = fs.readFileSync(await emlOfLead(request, lead.id), 'utf8')
    expect(eml).toContain(`lead-${lead.id}.adf.xml`)
    expect(eml).toContain('Reservation')
    await expect.poll(async () => (await mailForLead(request, lead.id, 'confirmation')).length, { timeout: 20_000 }).toBeGreaterThan(0)
    const [receipt] = await mailForLead(request, lead.id, 'confirmation')
    const receiptText = readableMail(fs.readFileSync(String(receipt!.file), 'utf8'))
    expect(receiptText).toContain('$200 AUD')
    expect(receiptText).toContain('Test mode: no money moves')

    await staffCancelAndRefund(request, email)
    await page.reload()
    await expect(sidebarLink(page, 'Reserve online')).toBeVisible()
  })

  test('outback-caravans: buy a used car online end to end', async ({ page, request }) => {
    await toStock(page, 'outback-caravans')
    await openCarWith(page, 'Buy online')
    await sidebarLink(page, 'Buy online').click()
    await expect(page).toHaveURL(/\/checkout-journey\?car_id=/)
    await expect(page.getByTestId('test-mode')).toBeVisible()
    await axe(page, 'details')
    const email = uniqueEmail('buy-online')
    await fillDetails(page, email)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Trade-in' })).toBeVisible()
    await page.getByLabel('Yes, I have a trade-in').check()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByText('Please describe your trade-in')).toBeVisible()
    await page.getByLabel('Describe your trade-in').fill('2015 Toyota Prado GXL, 180,000 km, good condition')
    await axe(page, 'trade-in')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible()
    await page.getByLabel(/Finance enquiry/).check()
    await axe(page, 'payment method')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Delivery or pickup' })).toBeVisible()
    await page.getByLabel('Pick up from the dealership').check()
    await axe(page, 'handover')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible()
    const review = page.getByTestId('purchase-review')
    await expect(review).toContainText('48-hour money-back guarantee')
    await expect(review).toContainText('14-day return policy')
    for (const c of ['at most 500 km driven', 'at least a quarter tank of fuel', 'all keys and accessories returned', 'no encumbrance']) await expect(review).toContainText(c)
    await axe(page, 'review')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText('Please confirm you have read the guarantee and return conditions.')).toBeVisible()
    await page.getByLabel('I have read the money-back guarantee and the return conditions').check()
    await page.getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page.getByRole('heading', { name: /Pay the \$[\d,]+ deposit/ })).toBeVisible()
    await axe(page, 'payment')
    await payWith(page, '4242424242424242')
    await expect(page).toHaveURL(/\/checkout-journey\/confirmation\?reference=R-/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Your purchase is under way' })).toBeVisible()
    await axe(page, 'confirmation')

    const lead = await reservationLead(request, email)
    expect(lead.subcategory).toBe('Buy Online')
    const fields = lead.fields as Record<string, unknown>
    expect(fields).toMatchObject({ trade_in: 'yes', payment_method: 'finance', handover: 'pickup' })
    expect(String(fields.trade_in_description)).toContain('Prado')

    // Back on the car: reserved, no Reserve or Buy online button.
    await page.getByRole('link', { name: 'Back to the car' }).click()
    await expect(page.getByTestId('reserved-notice')).toBeVisible()
    await expect(sidebarLink(page, /^(Reserve online|Buy online)$/)).toHaveCount(0)
    await staffCancelAndRefund(request, email)
  })
})

test.describe('online payment on a phone (always gated)', () => {
  test.use({ viewport: PHONE })
  test.describe.configure({ timeout: 180_000 })

  test('harbour-auto-group: footer → Online payment → sign in → pay the dealer\'s request by its reference', async ({ page, request }) => {
    // The dealer asks for a payment in the admin (here through its REST API, as the admin does).
    const token = await tokenFor(request)
    const sites = (await getJson(request, `/sites?where[slug][equals]=${ACCOUNTS_SITE}&depth=0`)).docs as { id: number }[]
    const made = await request.post(`${api}/reservations`, {
      headers: { Authorization: `JWT ${token}` },
      data: { site: sites[0]!.id, amount_cents: 45_000, description: 'Invoice 9001', kind: 'reserve', status: 'active' },
    })
    expect(made.status()).toBe(201)
    const reference = ((await made.json()) as { doc: { reference: string; kind: string } }).doc
    expect(reference.kind).toBe('payment')

    await asNewClient(page)
    await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/'))
    await (await footerLink(page, 'Online payment')).click()
    await expect(page).toHaveURL(/\/sign-in\?type=online-payment/)
    const email = newShopperEmail()
    await signInOnPage(page, email, '0412 345 678')
    await expect(page).toHaveURL(/\/online-payment$/, { timeout: 20_000 })
    await expect(page.getByTestId('test-mode')).toBeVisible()
    await axe(page, 'online payment')

    await page.getByLabel('Payment reference').fill('P-NOTREAL22')
    await page.getByRole('button', { name: 'Find payment' }).click()
    await expect(page.getByText(/could not find a payment with that reference.*No money has moved/)).toBeVisible()
    await page.getByLabel('Payment reference').fill(reference.reference.toLowerCase())
    await page.getByRole('button', { name: 'Find payment' }).click()
    await expect(page.getByRole('heading', { name: 'Pay $450' })).toBeVisible()
    await expect(page.getByTestId('online-payment')).toContainText('Invoice 9001')
    await axe(page, 'online payment: pay')
    await payWith(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL(/\/online-payment\/confirmation\?reference=P-/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible()
    await axe(page, 'online payment: confirmation')
    // Polled: the API context's idle keep-alive socket may be closed by the server meanwhile (ECONNRESET).
    await expect
      .poll(async () => {
        const docs = (await getJson(request, `/reservations?where[reference][equals]=${reference.reference}&depth=0`).catch(() => ({ docs: [] }))).docs as { status: string; payment_state: string }[]
        return docs[0] ? `${docs[0].status} ${docs[0].payment_state}` : 'unread'
      }, { timeout: 15_000 })
      .toBe('paid succeeded')
  })
})
