/**
 * Issue 35 section 1, saved searches and alerts, by click on the production build: a shopper on
 * Sunshine Toyota saves a search with their e-mail address, confirms it by the e-mailed link, a new
 * matching car is listed, and the alert e-mail (.eml) has the car with its photo slot and link, the
 * RFC 8058 one-click unsubscribe headers, and a working one-click unsubscribe. Another site's staff
 * never see the search; bad input gets a 4xx with a message.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { gotoReady } from './ready'
import { MAIL_DIR, api, editorOf, getJson, port, siteId, siteUrl, tokenFor, uniqueEmail } from './support/leads'
import { htmlUrls, readMessage } from '../support/eml'

test.use({ viewport: { width: 1366, height: 900 } })
test.describe.configure({ timeout: 240_000 })

const SITE = 'sunshine-toyota'

/** The newest .eml to `email` whose subject matches, read (waits for it to be written). */
async function mailTo(email: string, subject: RegExp) {
  let found: ReturnType<typeof readMessage> | null = null
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse()
        for (const file of files) {
          const raw = await fs.readFile(path.join(MAIL_DIR, file), 'utf8').catch(() => '')
          if (!raw.includes(email)) continue
          const mail = readMessage(raw)
          if (subject.test(mail.subject)) {
            found = mail
            return true
          }
        }
        return false
      },
      { timeout: 120_000, message: `an e-mail to ${email} matching ${subject}` },
    )
    .toBe(true)
  return found!
}

/** A request to this server for an absolute URL on the site's domain (sent with that Host). */
const local = (url: string) => {
  const u = new URL(url)
  return { url: `http://localhost:${port}${u.pathname}${u.search}`, headers: { host: u.host } }
}

/** A new car (Sunshine Toyota lists new and demo cars only: its base filter). */
async function listCar(request: APIRequestContext, model: string) {
  const site = await siteId(request, SITE)
  const dealership = ((await getJson(request, `/dealerships?where[site][equals]=${site}&limit=1&depth=0`)).docs as Array<{ id: number }>)[0]!
  const location = ((await getJson(request, `/locations?where[dealership][equals]=${dealership.id}&where[location_type][equals]=sales&limit=1&depth=0`)).docs as Array<{ id: number }>)[0]!
  const res = await request.post(`${api}/vehicles`, {
    headers: { Authorization: `JWT ${await tokenFor(request)}` },
    data: { site, dealership: dealership.id, location: location.id, make: 'Toyota', model, year: 2024, stocknum: `ALERT-${Date.now()}`, car_type: 'new', status: 'in_stock', price: 31990 },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as { id: number; slug: string }
}

test('save a search by click, confirm it, a new matching car arrives: the alert has the car and a working one-click unsubscribe', async ({ page, request }) => {
  const email = uniqueEmail('alerts')
  const model = `Zephyr${Date.now().toString(36)}`
  await gotoReady(page, siteUrl(SITE, `/cars?refinementList[model][]=${model}`))
  await page.getByRole('button', { name: 'Save this search' }).click()
  const form = page.getByRole('form', { name: 'Save this search' })
  await form.getByRole('button', { name: 'Save search' }).click()
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await expect(form.getByText('Please agree to receive e-mails about cars matching this search.')).toBeVisible()
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel(/Yes, e-mail me about cars matching this search/).check()
  await form.getByRole('button', { name: 'Save search' }).click()
  await expect(page.locator('[data-save-search] [role=status]')).toContainText(`we have e-mailed ${email} a link to confirm`)

  // Double opt-in: the link in the e-mail turns the alerts on.
  const confirmation = await mailTo(email, /^Confirm your car alerts from Sunshine Toyota$/)
  const confirmUrl = htmlUrls(confirmation.html).links.find((l) => l.includes('/api/saved-searches/confirm'))!
  const confirmed = await request.get(local(confirmUrl).url, { headers: local(confirmUrl).headers })
  expect(confirmed.status()).toBe(200)
  expect(await confirmed.text()).toContain('Your alerts are on')

  const car = await listCar(request, model)
  const alert = await mailTo(email, new RegExp(`^New match for ".*${model}.*": 2024 Toyota ${model}$`))
  expect(alert.message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const unsubscribeUrl = /^<(https:\/\/[^>]+)>$/.exec(alert.message.headers['list-unsubscribe'] ?? '')?.[1]
  expect(unsubscribeUrl).toMatch(/^https:\/\/www\.sunshinetoyota\.example\/api\/saved-searches\/unsubscribe\?token=/)
  expect(alert.text).toContain(`2024 Toyota ${model} ($31,990)`)
  expect(alert.text).toContain('Sunshine Toyota')
  const { links } = htmlUrls(alert.html)
  const carLink = links.find((l) => l.endsWith(`/cars/${car.slug}`))!
  expect((await request.get(local(carLink).url, { headers: local(carLink).headers })).status()).toBe(200)
  const seeAll = links.find((l) => l.includes('/cars?refinementList[model][]='))!
  // The link shows the car (once the search results cache has the new car: it may hold the empty answer a little while).
  await expect
    .poll(async () => (await (await request.get(local(seeAll).url, { headers: local(seeAll).headers })).text()).includes(`/cars/${car.slug}`), { timeout: 90_000 })
    .toBe(true)

  // One click, as a mail client does it: POST with List-Unsubscribe=One-Click, no cookie.
  const unsubscribed = await request.post(local(unsubscribeUrl!).url, {
    headers: { ...local(unsubscribeUrl!).headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(unsubscribed.status()).toBe(200)
  const searches = (await getJson(request, `/saved-searches?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs as Array<{ id: number; status: string }>
  expect(searches.map((s) => s.status)).toEqual(['unsubscribed'])

  // Isolation: Sunshine's editor sees the search, another site's editor does not.
  const asSunshine = await getJson(request, `/saved-searches?where[email][equals]=${encodeURIComponent(email)}&depth=0`, editorOf(SITE))
  expect((asSunshine.docs as unknown[]).length).toBe(1)
  const asHarbour = await getJson(request, `/saved-searches?where[email][equals]=${encodeURIComponent(email)}&depth=0`, editorOf('harbour-auto-group'))
  expect(asHarbour.docs).toEqual([])
})

test('bad input to the save endpoint gets a 4xx with a message', async ({ request }) => {
  const host = { host: `${SITE}.localhost:${port}` }
  const post = (data: unknown) => request.post(`http://localhost:${port}/api/saved-searches/save`, { data, headers: host })
  const badEmail = await post({ path: '/cars', query: '', email: 'nope', consent: true })
  expect(badEmail.status()).toBe(400)
  expect((await badEmail.json()).errors.email).toBe('Please enter a valid e-mail address.')
  const notSearch = await post({ path: '/finance', email: uniqueEmail('alerts-bad'), consent: true })
  expect(notSearch.status()).toBe(400)
  expect((await notSearch.json()).errors.path).toBe('Only a search page (/cars or /search/...) can be saved.')
  const forged = await request.post(`http://localhost:${port}/api/saved-searches/unsubscribe?token=forged.token`, { data: 'List-Unsubscribe=One-Click', headers: host })
  expect(forged.status()).toBe(400)
})

test('the Save this search button shows only where the site has saved searches on', async ({ page, request }) => {
  const outback = await siteId(request, 'outback-caravans')
  const setSaved = async (on: boolean) => {
    const res = await request.patch(`${api}/sites/${outback}`, { headers: { Authorization: `JWT ${await tokenFor(request)}` }, data: { settings: { savedSearchesEnabled: on } } })
    expect(res.ok(), await res.text()).toBe(true)
  }
  await gotoReady(page, siteUrl('outback-caravans', '/cars'))
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible()
  await setSaved(false)
  try {
    await expect
      .poll(async () => {
        await gotoReady(page, siteUrl('outback-caravans', '/cars'))
        return page.getByRole('button', { name: 'Save this search' }).count()
      }, { timeout: 60_000, message: 'the button is gone once the site turns saved searches off' })
      .toBe(0)
    const res = await request.post(`http://localhost:${port}/api/saved-searches/save`, { data: { path: '/cars', email: uniqueEmail('off'), consent: true }, headers: { host: `outback-caravans.localhost:${port}` } })
    expect(res.status()).toBe(404)
  } finally {
    await setSaved(true)
  }
})
