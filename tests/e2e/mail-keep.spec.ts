/**
 * Issue 32, "Mail a shopper can keep", by click on the production build: a shopper on Sunshine
 * Toyota values a trade-in from the home page and accepts the offer; the e-mail confirming it is
 * written (Mail outbox, channel "confirmation"): the accepted amount, the car, what happens next and
 * the terms, as branded HTML with the plain text kept, and every link and image in it is absolute on
 * the site's domain and answers there (fetched with that Host).
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'
import { leadsByEmail, mailForLead, port, siteUrl, uniqueEmail } from './support/leads'
import { htmlUrls, readMessage } from '../support/eml'

test.use({ viewport: { width: 1366, height: 900 } })
test.describe.configure({ timeout: 180_000 })

test('accepting a trade-in offer by click sends the shopper an e-mail with the amount, the car, what happens next and the terms', async ({ page, request }) => {
  await gotoReady(page, siteUrl('sunshine-toyota', '/'))
  await page.getByRole('link', { name: 'Value your trade-in' }).first().click()
  await expect(page).toHaveURL(/\/trade-in\/?$/, { timeout: 30_000 })
  const f = page.getByTestId('valuation-flow').first()
  await f.getByLabel('Rego plate').fill('TRADE1')
  await f.getByLabel('State').selectOption({ label: 'QLD' })
  await f.getByRole('button', { name: 'Look up my car' }).click()
  await expect(f.getByTestId('valuation-found-car')).toBeVisible()
  await f.getByRole('button', { name: 'Next' }).click()
  await f.getByLabel('Odometer (km)').fill('42000')
  await f.getByRole('radiogroup', { name: 'Service history' }).getByLabel('Full').check()
  await f.getByRole('radiogroup', { name: 'Does it come with 2 sets of keys?' }).getByLabel('Yes').check()
  await f.getByRole('radiogroup', { name: 'Does it have any illegal modifications?' }).getByLabel('No').check()
  await f.getByLabel('Overall condition').selectOption('good')
  await f.getByRole('radiogroup', { name: 'Are all of its components present?' }).getByLabel('Yes').check()
  await f.getByRole('radiogroup', { name: 'Is it still under finance?' }).getByLabel('No').check()
  await f.getByRole('button', { name: 'Next' }).click()
  const email = uniqueEmail('mail-keep')
  await f.getByLabel('Name').fill('Kim Keeper')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Mobile').fill('0412 345 678')
  await f.getByLabel('Postcode').fill('4000')
  await f.getByRole('button', { name: 'Get my offer' }).click()
  const price = f.getByTestId('valuation-offer-price')
  await expect(price).toHaveText(/^\$[\d,]+$/, { timeout: 60_000 })
  const amount = (await price.innerText()).trim()
  await f.getByRole('button', { name: 'Accept the offer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible({ timeout: 30_000 })

  const [lead] = await leadsByEmail(request, email)
  expect(lead?.subcategory).toBe('3. Offer Accepted')
  await expect.poll(async () => (await mailForLead(request, lead.id, 'confirmation'))[0]?.state, { timeout: 30_000, message: 'the shopper e-mail is sent' }).toBe('sent')
  const [row] = await mailForLead(request, lead.id, 'confirmation')
  const mail = readMessage(fs.readFileSync(String(row.file), 'utf8'))
  expect(mail.subject).toMatch(new RegExp(`^Your trade-in offer of \\${amount} for your 2022 Toyota Corolla.* is accepted - `))
  expect(mail.message.type).toBe('multipart/alternative')
  expect(mail.message.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html'])
  for (const words of [amount, '2022 Toyota Corolla', 'Rego TRADE1 (QLD)', 'What happens next', 'will call you to arrange a time to inspect your car', 'subject to an inspection of your car']) {
    expect(mail.text).toContain(words)
  }

  // Every link and image is absolute on the site's domain, and the site answers it there.
  const { links, images } = htmlUrls(mail.html)
  const web = [...links, ...images].filter((u) => !u.startsWith('tel:'))
  expect(images.length).toBeGreaterThan(0)
  for (const url of web) {
    const u = new URL(url)
    expect(u.origin).toBe('https://www.sunshinetoyota.example')
    const res = await request.get(`http://localhost:${port}${u.pathname}${u.search}`, { headers: { host: u.host } })
    expect(res.status(), url).toBe(200)
  }
})
