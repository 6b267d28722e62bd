/**
 * Alerts against PostgreSQL (issue 35 section 1): a new car matching a saved search is e-mailed
 * once, from the dealer, with RFC 8058 one-click unsubscribe headers and a manage link; a re-run
 * sends nothing again; the per-day cap holds cars back without losing them; a daily digest waits a
 * day; an unsubscribed or bounced address gets nothing; a watched car's price drop is told; another
 * site's cars and searches stay apart.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, SendEmailOptions } from 'payload'
import { runAlerts } from '@/alerts/server/runAlerts'
import { runAlertMatching } from '@/alerts/server/matchJob'
import { ALERT_INSERT_CHUNK, insertAlertItems, pool, suppressAddress } from '@/alerts/server/store'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'

let payload: Payload
let f: TwoSites
const sent: SendEmailOptions[] = []
let clock = Date.now()
let sendFails: unknown = null

const toyotaQuery = 'refinementList[make][]=Toyota&range[price]=10000:30000'

async function car(site: TwoSites['a'], data: Record<string, unknown> = {}) {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: site.dealership.id, location: site.location.id, make: 'Toyota', model: 'Corolla', year: 2022, stocknum: unique('S'), car_type: 'used', status: 'in_stock', price: 20000, ...data } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as unknown as { id: number }
}

/** A saved search, saved in a later second than every car before it (listing times are whole seconds). */
async function savedSearch(site: TwoSites['a'], email: string, extra: Record<string, unknown> = {}) {
  await new Promise((resolve) => setTimeout(resolve, 1100))
  return (await payload.create({
    collection: 'saved-searches',
    data: { site: site.site.id, name: 'Toyotas', email, path: '/cars', query: toyotaQuery, status: 'active', frequency: 'instant', ...extra } as never,
    overrideAccess: true,
  })) as unknown as { id: number }
}

const mailsTo = (email: string) => sent.filter((m) => m.to === email)
/** One pass of the alert job, at the test's clock. */
const pass = () => runAlerts(payload, clock)

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'sites', id: f.a.site.id, data: { email: 'sales@alpha.example', phone: '02 9000 0000', settings: { savedSearchesEnabled: true, alertEmailsPerDay: 2 } } as never, overrideAccess: true })
  await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { savedSearchesEnabled: false } } as never, overrideAccess: true })
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    if (sendFails) throw sendFails
    sent.push(message as SendEmailOptions)
    return { transport: 'file', messageId: 'x' }
  })
})

afterEach(() => {
  sendFails = null
})

describe('saved-search alerts', () => {
  it('a new matching car is e-mailed once, from the dealer, with one-click unsubscribe and a manage link', async () => {
    const email = `${unique('alert')}@example.com`
    await savedSearch(f.a, email)
    const match = await car(f.a)
    await car(f.a, { make: 'Mazda', model: 'CX-5' })
    await car(f.a, { price: 45000 })
    await pass()
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('New match for "Toyotas": 2022 Toyota Corolla')
    expect(mail.from).toMatchObject({ name: 'Site alpha' })
    expect(mail.replyTo).toBe('sales@alpha.example')
    const headers = mail.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/)
    const slug = (await payload.findByID({ collection: 'vehicles', id: match.id, overrideAccess: true })).slug
    expect(String(mail.html)).toContain(`/cars/${slug}`)
    expect(String(mail.text)).toContain('/api/saved-searches/manage?token=')
    expect(String(mail.text)).toContain(`/cars?${toyotaQuery}`)
    expect(String(mail.text)).not.toContain('Mazda')
    expect(String(mail.text)).toContain('Phone: 02 9000 0000')

    await pass()
    await payload.db.pool!.query(`DELETE FROM alert_cursor`)
    await pass()
    expect(mailsTo(email)).toHaveLength(1)
    const items = await payload.count({ collection: 'alert-items', where: { email: { equals: email } }, overrideAccess: true })
    expect(items.totalDocs).toBe(1)
  })

  it('a burst of more cars than one pass reads, all saved at one time (a bulk import), is matched to its last car', async () => {
    const email = `${unique('burst')}@example.com`
    await savedSearch(f.a, email)
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await car(f.a)).id)
    // One transaction's time for all five, minutes ago; the cursor just before it.
    await pool(payload).query(`UPDATE vehicles SET updated_at = date_trunc('second', now()) - interval '5 minutes' WHERE id = ANY($1::int[])`, [ids])
    await pool(payload).query(`INSERT INTO alert_cursor (name, at) VALUES ('match', now() - interval '6 minutes') ON CONFLICT (name) DO UPDATE SET at = EXCLUDED.at`)
    for (let i = 0; i < 4; i++) await runAlertMatching(payload, { now: clock, limit: 2 })
    const items = await payload.find({ collection: 'alert-items', where: { email: { equals: email } }, depth: 0, limit: 10, overrideAccess: true })
    expect(items.docs.map((d) => Number((d as unknown as { vehicle: number }).vehicle)).sort()).toEqual([...ids].sort())
  })

  it('cars listed before the search was saved are not news', async () => {
    await car(f.a)
    clock = Date.now()
    const email = `${unique('later')}@example.com`
    await savedSearch(f.a, email)
    await pass()
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('at most the site cap of e-mails per day; the rest wait, then go', async () => {
    const email = `${unique('cap')}@example.com`
    await savedSearch(f.a, email)
    for (let i = 0; i < 3; i++) {
      await car(f.a)
      await pass()
    }
    expect(mailsTo(email)).toHaveLength(2)
    const waiting = await payload.count({ collection: 'alert-items', where: { and: [{ email: { equals: email } }, { state: { equals: 'pending' } }] }, overrideAccess: true })
    expect(waiting.totalDocs).toBe(1)
    clock += 25 * 60 * 60 * 1000
    await pass()
    clock = Date.now()
    expect(mailsTo(email)).toHaveLength(3)
  })

  it('a daily digest waits a day and holds the day\'s cars', async () => {
    const email = `${unique('daily')}@example.com`
    await savedSearch(f.a, email, { frequency: 'daily' })
    await car(f.a)
    await car(f.a, { model: 'Camry' })
    await pass()
    expect(mailsTo(email)).toHaveLength(0)
    clock = Date.now() + 24 * 60 * 60 * 1000 + 5000
    await pass()
    clock = Date.now()
    expect(mailsTo(email)).toHaveLength(1)
    expect(mailsTo(email)[0]!.subject).toBe('Your daily car alerts from Site alpha: 2 updates')
  })

  it('an unsubscribed or bounced address gets nothing more', async () => {
    const gone = `${unique('gone')}@example.com`
    await savedSearch(f.a, gone)
    await suppressAddress(payload, f.a.site.id, gone, 'unsubscribed')
    const bouncing = `${unique('bounce')}@example.com`
    await savedSearch(f.a, bouncing)
    await car(f.a)
    sendFails = Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550 })
    await pass()
    sendFails = null
    expect(mailsTo(gone)).toHaveLength(0)
    expect(mailsTo(bouncing)).toHaveLength(0)
    const bounced = await payload.find({ collection: 'alert-suppressions', where: { key: { equals: `${f.a.site.id}:${bouncing}` } }, overrideAccess: true })
    expect(bounced.docs[0]?.reason).toBe('bounced')
    await car(f.a)
    await pass()
    expect(mailsTo(bouncing)).toHaveLength(0)
    expect(mailsTo(gone)).toHaveLength(0)
  })

  it('a mail server outage keeps the car waiting and sends it on a later pass', async () => {
    const email = `${unique('outage')}@example.com`
    await savedSearch(f.a, email)
    await car(f.a)
    sendFails = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    await pass()
    sendFails = null
    expect(mailsTo(email)).toHaveLength(0)
    await pass()
    expect(mailsTo(email)).toHaveLength(1)
  })

  it("another site's cars never match, and a site with saved searches off sends nothing", async () => {
    const email = `${unique('iso')}@example.com`
    await savedSearch(f.a, email)
    const offSite = `${unique('off')}@example.com`
    await savedSearch(f.b, offSite)
    await car(f.b)
    await pass()
    expect(mailsTo(email).map((m) => m.text)).toEqual([])
    expect(mailsTo(offSite)).toHaveLength(0)
  })
})

describe('watchlist alerts', () => {
  it('a watched car that drops in price is told once to a shopper who agreed to be contacted', async () => {
    const email = `${unique('watch')}@example.com`
    const watched = await car(f.a, { make: 'Kia', model: 'Sportage', price: 30000 })
    const customer = await payload.create({ collection: 'customers', data: { site: f.a.site.id, email, consent: true } as never, overrideAccess: true })
    await payload.create({ collection: 'watchlist-items', data: { site: f.a.site.id, customer: customer.id, vehicle: watched.id, toldPrice: 30000, toldStatus: 'in_stock' } as never, overrideAccess: true })
    await payload.update({ collection: 'vehicles', id: watched.id, data: { price: 27500 } as never, overrideAccess: true, context: { skipIndexSync: true } })
    await pass()
    await pass()
    expect(mailsTo(email)).toHaveLength(1)
    expect(mailsTo(email)[0]!.subject).toBe('Price drop: 2022 Kia Sportage')
    expect(String(mailsTo(email)[0]!.text)).toContain('$27,500')
  })
})

describe('queueing alert rows', () => {
  it('a big pass, its chunks inserted side by side, queues each (search, car) once, and again nothing', async () => {
    const email = `${unique('bulk')}@example.com`
    const vehicle = await car(f.b)
    const prefix = unique('bulk-key')
    // Two and a half chunks; the second half of the rows repeats the first (as a pass finding a car twice).
    const distinct = Math.ceil(ALERT_INSERT_CHUNK * 1.25)
    const row = (i: number) => ({ key: `${prefix}:${i % distinct}`, siteId: f.b.site.id, email, searchId: null, vehicleId: vehicle.id, reason: 'sold', frequency: 'daily' })
    const rows = Array.from({ length: distinct * 2 }, (_, i) => row(i))
    try {
      expect(await insertAlertItems(payload, rows)).toBe(distinct)
      expect(await insertAlertItems(payload, rows)).toBe(0)
      const { rows: counted } = await pool(payload).query(`SELECT count(*)::int AS n, count(DISTINCT key)::int AS keys FROM alert_items WHERE email = $1`, [email])
      expect(counted[0]).toEqual({ n: distinct, keys: distinct })
    } finally {
      await pool(payload).query(`DELETE FROM alert_items WHERE email = $1`, [email])
    }
  })
})
