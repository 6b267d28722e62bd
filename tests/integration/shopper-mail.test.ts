/**
 * Issue 18, "Mail speaks as the platform, not the dealer": mail to shoppers comes from the
 * dealer's name at the site's sender address, with a Reply-To of the dealership, and a shopper who
 * sends a lead form gets a confirmation naming the car, the dealership and its phone number. Mail
 * goes to .eml files (no SMTP_URL), as in the demo; the Mail outbox points at them.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'

let payload: Payload
let f: TwoSites
let mailDir: string
let submit: (request: Request) => Promise<Response>
let car: { id: number }
const siteName = 'Sunshine Toyota'

beforeAll(async () => {
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shopper-mail-'))
  delete process.env.SMTP_URL
  process.env.MAIL_DIR = mailDir
  process.env.MAIL_FROM = 'Dealer Platform <leads@dealer-platform.localhost>'
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({
    collection: 'sites',
    id: f.a.site.id,
    data: { name: siteName, email: 'info@sunshine.test', settings: { senderEmail: 'hello@sunshine.test', captchaEnabled: false, shopperAccounts: true } },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'locations',
    id: f.a.location.id,
    data: { contact_detail: { phone: '07 5400 1234', email: 'sales@sunshine.test' } },
    overrideAccess: true,
  })
  car = (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('STK'), make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990 } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as unknown as { id: number }
  const { createLeadSubmitHandler } = await import('../../src/leads/submit')
  submit = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead'] } }, overrideAccess: true })
  await fs.rm(mailDir, { recursive: true, force: true })
})

function post(body: unknown) {
  return new Request(`http://${f.a.site.slug}.localhost:3000/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify(body),
  })
}

async function confirmationJob(leadId: number) {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'confirmLead' } }, limit: 100, overrideAccess: true })
  return jobs.docs.find((job) => Number((job.input as { leadId?: unknown } | null)?.leadId) === leadId)
}

const confirmations = async (leadId: number) =>
  (await payload.find({ collection: 'mail-outbox', where: { and: [{ lead: { equals: leadId } }, { channel: { equals: 'confirmation' } }] }, overrideAccess: true })).docs

/** The message's headers unfolded and its text part decoded (nodemailer writes quoted-printable). */
function readEml(raw: string): { headers: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/, 1)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw)?.[1] ?? ''
  const text = part.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { headers, text }
}

describe('the shopper confirmation of a lead', () => {
  it('comes from the dealer, replies to the dealership and names the car, the dealership and its phone', async () => {
    const res = await submit(
      post({ kind: 'test-drive', fields: { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', booking_date: '2030-05-01T09:30' }, car_id: car.id }),
    )
    expect(res.status).toBe(201)
    const leadId = Number(((await res.json()) as { lead_id: string }).lead_id)
    const job = await confirmationJob(leadId)
    expect(job).toBeDefined()
    await payload.jobs.runByID({ id: job!.id, silent: true })

    const [sent] = await confirmations(leadId)
    expect(sent).toMatchObject({ to: 'jane@example.com', transport: 'file' })
    const { headers, text } = readEml(await fs.readFile(sent.file!, 'utf8'))
    expect(headers).toMatch(/^From: "?Sunshine Toyota"? <hello@sunshine\.test>$/m)
    expect(headers).toMatch(/^Reply-To: sales@sunshine\.test$/m)
    expect(headers).toMatch(/^To: jane@example\.com$/m)
    expect(headers).toContain('Subject: We have received your request to test drive the 2021 Toyota Corolla - alpha Motors')
    expect(text).toContain('2021 Toyota Corolla')
    expect(text).toContain('alpha Motors')
    expect(text).toContain('07 5400 1234')

    // The dealer's own lead delivery is untouched by it.
    const lead = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true })
    expect(lead.confirmation_state).toBe('delivered')

    // A retry (or a duplicate job) never sends it twice.
    await payload.jobs.runByID({ id: job!.id, silent: true })
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    expect(await sendLeadConfirmation(payload, leadId)).toBe('delivered')
    expect(await confirmations(leadId)).toHaveLength(1)
  })

  it('is not sent for a lead without a shopper e-mail', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: { site: f.a.site.id, kind: 'enquiry', name: 'No Mail', phone: '0412 345 678', dealership: f.a.dealership.id, delivery_status: 'pending' },
      overrideAccess: true,
    })
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    expect(await sendLeadConfirmation(payload, lead.id)).toBe('skipped')
    expect(await confirmations(lead.id)).toHaveLength(0)
  })

  it('falls back to the platform sender address when the site sets none', async () => {
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { captchaEnabled: false } }, overrideAccess: true })
    const lead = await payload.create({
      collection: 'leads',
      data: { site: f.b.site.id, kind: 'enquiry', name: 'Sam', email: 'sam@example.com', dealership: f.b.dealership.id, delivery_status: 'pending' },
      overrideAccess: true,
    })
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    expect(await sendLeadConfirmation(payload, lead.id)).toBe('delivered')
    const [sent] = await confirmations(lead.id)
    const { headers, text } = readEml(await fs.readFile(sent.file!, 'utf8'))
    expect(headers).toMatch(/^From: "?Site bravo"? <leads@dealer-platform\.localhost>$/m)
    expect(headers).not.toMatch(/^Reply-To:/m)
    expect(text).toContain('bravo Motors')
  })
})

describe('the sign-in code', () => {
  it('comes from the dealer, not the platform', async () => {
    const { createAccountHandlers } = await import('../../src/accounts/server/handlers')
    const account = createAccountHandlers({ payload: async () => payload })
    const host = `${f.a.site.slug}.localhost`
    const before = new Set(await fs.readdir(mailDir))
    const res = await account.requestCode(
      new Request(`http://${host}/api/account/code`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'shopper@example.com' }) }),
    )
    expect(res.status).toBe(200)
    const files = (await fs.readdir(mailDir)).filter((name) => !before.has(name))
    expect(files).toHaveLength(1)
    const { headers } = readEml(await fs.readFile(path.join(mailDir, files[0]), 'utf8'))
    expect(headers).toMatch(/^From: "?Sunshine Toyota"? <hello@sunshine\.test>$/m)
    expect(headers).toMatch(/^Reply-To: info@sunshine\.test$/m)
    expect(headers).toMatch(/^Subject: Your sign-in code for Sunshine Toyota: \d{6}$/m)
  })
})

describe("the confirmation's number for a car (issue 32)", () => {
  /** The text of the confirmation of a new enquiry about the car. */
  async function confirmationText(): Promise<string> {
    const res = await submit(post({ kind: 'enquiry', fields: { name: 'Kim', email: 'kim@example.com', phone: '0412 345 678', message: 'Is it still there?' }, car_id: car.id }))
    expect(res.status).toBe(201)
    const leadId = Number(((await res.json()) as { lead_id: string }).lead_id)
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    expect(await sendLeadConfirmation(payload, leadId)).toBe('delivered')
    const [sent] = await confirmations(leadId)
    return readEml(await fs.readFile(sent.file!, 'utf8')).text
  }
  const showNumbers = (phoneNumbersShown: string[]) =>
    payload.update({ collection: 'sites', id: f.a.site.id, data: { phone: '07 5400 0000', settings: { phoneNumbersShown } } as never, overrideAccess: true })

  it("is the one the car's page shows: the site's when the site shows its own, the location's when it shows locations'", async () => {
    await showNumbers(['site'])
    const siteNumber = await confirmationText()
    expect(siteNumber).toContain('07 5400 0000')
    expect(siteNumber).not.toContain('07 5400 1234')
    await showNumbers(['location'])
    const locationNumber = await confirmationText()
    expect(locationNumber).toContain('07 5400 1234')
    expect(locationNumber).not.toContain('07 5400 0000')
  })
})
