/**
 * The lead pipeline against PostgreSQL and a real SMTP server (smtp-server): a submission is
 * validated, stored first, delivered by the jobs queue with ADF attached; with SMTP down the lead
 * stays pending and the retry delivers exactly one message; refused submissions create no lead;
 * forged ids are refused; staff of another site and anonymous visitors cannot read leads.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { dtdErrors } from '../support/adfDtd'

type Received = { raw: string; to: string[] }
const received: Received[] = []
let smtp: SMTPServer | null = null
let smtpPort = 0

function startSmtp(port = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), to: session.envelope.rcptTo.map((r) => r.address) })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    smtp!.once('error', reject)
    smtp!.listen(port, '127.0.0.1', () => resolve((smtp!.server.address() as AddressInfo).port))
  })
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))

let payload: Payload
let f: TwoSites
let submit: (request: Request) => Promise<Response>
let vehicleA: { id: number }
let vehicleB: { id: number }

beforeAll(async () => {
  smtpPort = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.MAIL_FROM = 'Dealer Platform <leads@platform.test>'
  process.env.ALTCHA_COST = '1'
  process.env.ALTCHA_MAX_COUNTER = '40'
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({
    collection: 'dealerships',
    id: f.a.dealership.id,
    data: { leadEmails: [{ email: 'sales@alpha.test' }], crmEmail: 'crm@alpha.test' } as never,
    overrideAccess: true,
  })
  const vehicle = async (dealership: number, make: string) =>
    (await payload.create({
      collection: 'vehicles' as never,
      data: { dealership, stocknum: unique('STK'), make, model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990, vin: 'JTDBR32E720123456' } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })) as unknown as { id: number }
  vehicleA = await vehicle(f.a.dealership.id, 'Toyota')
  vehicleB = await vehicle(f.b.dealership.id, 'Mazda')
  const { createLeadSubmitHandler } = await import('../../src/leads/submit')
  submit = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
})

afterAll(async () => {
  await stopSmtp()
  // Leave no delivery waiting to retry for the suites that run after this one.
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead'] } }, overrideAccess: true })
})

async function solvedCaptcha(): Promise<string> {
  const { createCaptchaChallenge } = await import('../../src/forms/captcha')
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const contact = { name: 'Jane <b>Citizen</b>', email: 'jane@example.com', phone: '0412 345 678' }

function post(siteSlug: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://${siteSlug}.localhost:3000/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const countLeads = async () => (await payload.count({ collection: 'leads' as never, overrideAccess: true })).totalDocs

async function jobFor(leadId: number) {
  const jobs = await payload.find({ collection: 'payload-jobs' as never, where: { taskSlug: { equals: 'deliverLead' } }, limit: 100, overrideAccess: true })
  return (jobs.docs as unknown as { id: number; input: { leadId: number } }[]).find((j) => Number(j.input?.leadId) === leadId)
}

async function lead(id: number) {
  return (await payload.findByID({ collection: 'leads' as never, id, depth: 0, overrideAccess: true })) as unknown as Record<string, any>
}

/** The decoded ADF attachment of a raw message. */
function adfAttachment(raw: string): string | null {
  const match = /Content-Type: application\/xml[^]*?filename="?lead-\d+\.adf\.xml"?[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw)
  if (!match) return null
  const header = raw.slice(match.index, match.index + match[0].length - match[1].length)
  return /Content-Transfer-Encoding: base64/i.test(header) ? Buffer.from(match[1].replace(/\s+/g, ''), 'base64').toString('utf8') : match[1]
}

describe('POST /api/leads', () => {
  it('stores the lead first, answers lead_id, and the queued job e-mails it with ADF attached', async () => {
    const before = received.length
    const res = await submit(
      post(f.a.site.slug as string, {
        kind: 'enquiry',
        fields: { ...contact, message: 'Is it available? <script>alert(1)</script>', category: 'Careers Enquiry', check_options: { 'Tint (check_option)': true, 'Mats (check_option)': false } },
        car_id: vehicleA.id,
        page_url: '/cars/toyota-corolla',
        altcha: await solvedCaptcha(),
      }),
    )
    expect(res.status).toBe(201)
    const { lead_id } = (await res.json()) as { lead_id: string }
    const id = Number(lead_id)
    const stored = await lead(id)
    expect(stored).toMatchObject({
      site: f.a.site.id,
      dealership: f.a.dealership.id,
      vehicle: vehicleA.id,
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      name: 'Jane <b>Citizen</b>',
      opt_in: true,
      additional_services: ['Tint'],
      delivery_status: 'pending',
      user_agent: 'vitest',
      event_id: 51,
    })
    expect(received.length).toBe(before)

    const job = await jobFor(id)
    expect(job).toBeDefined()
    await payload.jobs.runByID({ id: job!.id, silent: true })

    const delivered = await lead(id)
    expect(delivered.delivery_status).toBe('delivered')
    expect(delivered.email_state).toBe('delivered')
    expect(delivered.crm_state).toBe('delivered')
    const mails = received.slice(before)
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['crm@alpha.test', 'sales@alpha.test'])
    const mail = mails.find((m) => m.to[0] === 'sales@alpha.test')!
    expect(mail.raw).toContain(`Message-ID: <lead-${id}-email@`)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    const adf = adfAttachment(mail.raw)
    expect(adf).toContain('<?adf version="1.0"?>')
    expect(adf).toContain('<make>Toyota</make>')
    expect(adf).toContain('&lt;script&gt;')
    // The attachment a dealer's CRM receives validates against the ADF 1.0 DTD (issue 19 item 5).
    expect(await dtdErrors(adf!)).toEqual([])
    const outbox = await payload.find({ collection: 'mail-outbox' as never, where: { lead: { equals: id } }, overrideAccess: true })
    expect(outbox.totalDocs).toBe(2)
  })

  it('keeps the lead pending while SMTP is down and delivers exactly one message after it is back', async () => {
    const res = await submit(post(f.a.site.slug as string, { kind: 'test-drive', fields: { ...contact, booking_date: '2030-05-01T09:30' }, car_id: vehicleA.id, altcha: await solvedCaptcha() }))
    expect(res.status).toBe(201)
    const id = Number(((await res.json()) as { lead_id: string }).lead_id)
    await stopSmtp()
    const job = await jobFor(id)
    await payload.jobs.runByID({ id: job!.id, silent: true })
    const pending = await lead(id)
    expect(pending.delivery_status).toBe('pending')
    expect(pending.email_state).toBe('failed')
    expect(pending.last_error).toMatch(/email/)
    expect(pending.attempts.some((a: { outcome: string }) => a.outcome === 'failed')).toBe(true)

    await startSmtp(smtpPort)
    const before = received.length
    await payload.jobs.runByID({ id: job!.id, silent: true })
    const delivered = await lead(id)
    expect(delivered.delivery_status).toBe('delivered')
    const forLead = (raw: string) => raw.includes(`<lead-${id}-email@`)
    expect(received.slice(before).filter((m) => forLead(m.raw))).toHaveLength(1)

    // Running delivery again (a duplicate job) sends nothing more.
    const { deliverLead } = await import('../../src/leads/deliver')
    await deliverLead(payload, id)
    expect(received.filter((m) => forLead(m.raw))).toHaveLength(1)
  })

  it('refuses invalid fields with field messages and stores nothing', async () => {
    const before = await countLeads()
    const res = await submit(post(f.a.site.slug as string, { kind: 'contact', fields: { name: '', email: 'nope', phone: '12', postcode: '4,000' }, altcha: await solvedCaptcha() }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(body.errors).toMatchObject({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, e.g. name@example.com.',
      phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      message: 'Please enter a message.',
    })
    expect(await countLeads()).toBe(before)
  })

  it('refuses bad bodies with a 4xx: not JSON, wrong types, unknown kind, oversized', async () => {
    const before = await countLeads()
    const slug = f.a.site.slug as string
    expect((await submit(post(slug, '{not json'))).status).toBe(400)
    expect((await submit(post(slug, { kind: 'enquiry', fields: 'x' }))).status).toBe(400)
    expect((await submit(post(slug, { kind: 'admin', fields: {} }))).status).toBe(400)
    expect((await submit(post(slug, { kind: 'enquiry', fields: { ...contact, message: 'x'.repeat(70_000) } }))).status).toBe(413)
    expect((await submit(new Request(`http://${slug}.localhost/api/leads`, { method: 'POST', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }))).status).toBe(415)
    expect((await submit(post('no-such-site', { kind: 'enquiry', fields: contact }))).status).toBe(404)
    expect(await countLeads()).toBe(before)
  })

  it('refuses a missing, forged or replayed captcha and a filled honeypot', async () => {
    const before = await countLeads()
    const slug = f.a.site.slug as string
    const fields = { ...contact, message: 'Hello' }
    const missing = await submit(post(slug, { kind: 'enquiry', fields }))
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.altcha).toMatch(/captcha/)
    expect((await submit(post(slug, { kind: 'enquiry', fields, altcha: Buffer.from('{"challenge":{}}').toString('base64') }))).status).toBe(400)
    const forged = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString()) as { challenge: { parameters: { expiresAt: number } } }
    forged.challenge.parameters.expiresAt += 3600
    expect((await submit(post(slug, { kind: 'enquiry', fields, altcha: Buffer.from(JSON.stringify(forged)).toString('base64') }))).status).toBe(400)
    expect((await submit(post(slug, { kind: 'enquiry', fields, website_url: 'http://spam.example', altcha: await solvedCaptcha() }))).status).toBe(400)
    expect(await countLeads()).toBe(before)

    const altcha = await solvedCaptcha()
    expect((await submit(post(slug, { kind: 'enquiry', fields, altcha }))).status).toBe(201)
    const replay = await submit(post(slug, { kind: 'enquiry', fields, altcha }))
    expect(replay.status).toBe(400)
    expect(((await replay.json()) as { error: string }).error).toMatch(/already used/)
    expect(await countLeads()).toBe(before + 1)
  })

  it('accepts no captcha when the site switched it off', async () => {
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { captchaEnabled: false, enquiryMessageRequired: false } } as never, overrideAccess: true })
    // The site cache holds a site for 10 s; a fresh handler reads it anew.
    const { createLeadSubmitHandler } = await import('../../src/leads/submit')
    const fresh = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
    const res = await fresh(post(`${f.b.site.slug}`, { kind: 'enquiry', fields: contact }, { 'x-forwarded-for': '203.0.113.99' }))
    expect(res.status).toBe(201)
    const stored = await lead(Number(((await res.json()) as { lead_id: string }).lead_id))
    expect(stored).toMatchObject({ site: f.b.site.id, dealership: f.b.dealership.id, category: 'General Enquiry', event_id: 22 })
  })

  it('stores a used-car test drive as event 15, or 48 when the site sets usedTestDriveFlagged (SPEC.md §9 Event ids)', async () => {
    const { createLeadSubmitHandler } = await import('../../src/leads/submit')
    const testDrive = async (ip: string) => {
      // The site cache holds a site for 10 s; a fresh handler reads it anew.
      const fresh = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
      const res = await fresh(post(`${f.b.site.slug}`, { kind: 'test-drive', fields: { ...contact, booking_date: '2030-05-01T09:30' }, car_id: vehicleB.id }, { 'x-forwarded-for': ip }))
      expect(res.status).toBe(201)
      return (await lead(Number(((await res.json()) as { lead_id: string }).lead_id))).event_id
    }
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { captchaEnabled: false, enquiryMessageRequired: false, usedTestDriveFlagged: false } } as never, overrideAccess: true })
    expect(await testDrive('203.0.113.101')).toBe(15)
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { captchaEnabled: false, enquiryMessageRequired: false, usedTestDriveFlagged: true } } as never, overrideAccess: true })
    expect(await testDrive('203.0.113.102')).toBe(48)
  })

  it("refuses another site's car, dealership, location and page ids", async () => {
    const before = await countLeads()
    const slug = f.a.site.slug as string
    const fields = { ...contact, message: 'Hello' }
    const cases = [
      [{ car_id: vehicleB.id }, 'car_id'],
      [{ fields: { ...fields, dealership: String(f.b.dealership.id) } }, 'dealership'],
      [{ fields: { ...fields, location: String(f.b.location.id) } }, 'location'],
      [{ car_id: 99_999_999 }, 'car_id'],
      [{ car_id: '1 OR 1=1' }, 'car_id'],
    ] as const
    for (const [extra, field] of cases) {
      const res = await submit(post(slug, { kind: 'enquiry', fields, altcha: await solvedCaptcha(), ...extra }))
      expect(res.status, field).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBeTruthy()
    }
    expect(await countLeads()).toBe(before)
  })

  it('answers 429 to a flood from one address', async () => {
    const { createLeadSubmitHandler } = await import('../../src/leads/submit')
    const limited = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 2, durationSeconds: 60 } })
    const ip = { 'x-forwarded-for': '198.51.100.1' }
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await limited(post(f.a.site.slug as string, { kind: 'enquiry', fields: {} }, ip))).status)
    expect(statuses).toEqual([400, 400, 429])
    const res = await limited(post(f.a.site.slug as string, { kind: 'enquiry', fields: {} }, ip))
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('who reads leads', () => {
  let leadId: number
  beforeAll(async () => {
    const doc = (await payload.create({
      collection: 'leads' as never,
      data: { site: f.a.site.id, kind: 'enquiry', name: 'Private Person', email: 'p@example.com', phone: '0412345678', fields: {} } as never,
      overrideAccess: true,
    })) as unknown as { id: number }
    leadId = doc.id
  })
  const as = (user: unknown) => ({ user: user as never, overrideAccess: false as const })

  it("lets staff read their own site's leads", async () => {
    const res = await payload.find({ collection: 'leads' as never, ...as(f.a.editor), limit: 100, depth: 0 })
    expect(res.docs.map((d) => (d as { id: number }).id)).toContain(leadId)
    expect(new Set(res.docs.map((d) => (d as { site: unknown }).site))).toEqual(new Set([f.a.site.id]))
  })

  it('hides them from staff of another site', async () => {
    const res = await payload.find({ collection: 'leads' as never, ...as(f.b.editor), limit: 100 })
    expect(res.docs.map((d) => (d as { id: number }).id)).not.toContain(leadId)
    await expect(payload.findByID({ collection: 'leads' as never, id: leadId, ...as(f.b.editor) })).rejects.toThrow()
  })

  it('hides them from anonymous visitors', async () => {
    await expect(payload.find({ collection: 'leads' as never, overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'leads' as never, id: leadId, overrideAccess: false })).rejects.toThrow()
  })

  it('lets nobody edit a lead or create one through the API', async () => {
    await expect(payload.update({ collection: 'leads' as never, id: leadId, data: { name: 'Changed' } as never, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.update({ collection: 'leads' as never, id: leadId, data: { name: 'Changed' } as never, ...as(f.admin) })).rejects.toThrow()
    await expect(payload.create({ collection: 'leads' as never, data: { site: f.a.site.id, kind: 'enquiry' } as never, overrideAccess: false })).rejects.toThrow()
    expect((await lead(leadId)).name).toBe('Private Person')
  })
})

describe('signed webhook', () => {
  it('POSTs the lead with an HMAC signature and retries after a 500', async () => {
    const { webhookSignature } = await import('../../src/leads/delivery/channelSend')
    const { webhookTransport } = await import('../../src/leads/delivery/webhookTransport')
    const hits: { body: string; signature?: string }[] = []
    let fail = true
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        hits.push({ body, signature: req.headers['x-signature'] as string | undefined })
        res.statusCode = fail ? 500 : 204
        res.end()
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const port = (server.address() as AddressInfo).port
    // Issue 19: a webhook is https to a public host, so the test receiver on 127.0.0.1 is reached
    // through a stand-in transport: the host "resolves" to a public address, and the request the
    // pinned transport would make to it is handed to the local server instead.
    const pinnedTo: string[] = []
    const lookup = vi.spyOn(webhookTransport, 'lookup').mockResolvedValue([{ address: '93.184.216.34', family: 4 }])
    const post = vi.spyOn(webhookTransport, 'post').mockImplementation(async (url, pinned, init) => {
      pinnedTo.push(`${url.hostname} -> ${pinned.address}`)
      const res = await fetch(`http://127.0.0.1:${port}${url.pathname}`, { method: 'POST', headers: init.headers, body: init.body, redirect: 'manual' })
      return res.status
    })
    const url = 'https://hooks.bravo-crm.example/hook'
    await payload.update({ collection: 'dealerships', id: f.b.dealership.id, data: { webhookUrl: url, webhookSecret: 's3cret' } as never, overrideAccess: true })
    const doc = (await payload.create({
      collection: 'leads' as never,
      data: { site: f.b.site.id, dealership: f.b.dealership.id, kind: 'enquiry', name: 'Hook Person', email: 'h@example.com', phone: '0412345678', fields: { message: 'hi' } } as never,
      overrideAccess: true,
    })) as unknown as { id: number }
    const { deliverLead } = await import('../../src/leads/deliver')
    expect((await deliverLead(payload, doc.id)).status).toBe('pending')
    fail = false
    expect((await deliverLead(payload, doc.id)).status).toBe('delivered')
    expect((await deliverLead(payload, doc.id)).status).toBe('delivered')
    expect(hits).toHaveLength(2)
    const last = hits[1]
    expect(last.signature).toBe(webhookSignature('s3cret', last.body))
    expect(JSON.parse(last.body)).toMatchObject({ lead_id: String(doc.id), name: 'Hook Person' })
    expect(pinnedTo).toEqual(['hooks.bravo-crm.example -> 93.184.216.34', 'hooks.bravo-crm.example -> 93.184.216.34'])
    // The 500 is recorded as a plain failure: no status code on the lead (issue 19).
    const attempts = ((await lead(doc.id)).attempts as { channel: string; outcome: string; error?: string }[]).filter((a) => a.channel === 'webhook')
    expect(attempts.map((a) => [a.outcome, a.error ?? null])).toEqual([['failed', 'Webhook failed'], ['delivered', null]])
    lookup.mockRestore()
    post.mockRestore()
    await new Promise<void>((r) => server.close(() => r()))
  })
})
