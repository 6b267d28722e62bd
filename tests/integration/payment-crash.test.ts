/**
 * Issue 31 §1: a payment half-applied by a crash. For each step boundary a child process
 * (paymentCrashChild.ts) runs checkout → confirmation on the test database with that FAILPOINT set
 * and dies with SIGKILL there. This process then plays the restarted server: one dead-claim sweep,
 * one payment sweep, one lead sweep and the lead's jobs; after that the car, the reservation, the
 * lead, the shopper's receipt and the release job agree, nothing happened twice, and a message
 * went out a second time only when the crash fell on its own send, with the same Message-ID and
 * ADF id (read from the .eml files). Also: the shopper's retried confirmation after a crash
 * settles the payment (not "ignored"), and a crash in the release job leaves no refund behind.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Reservation, Site, Vehicle } from '../../src/payload-types'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { createTestProvider, type TestPaymentProvider } from '../../src/payments/testProvider'
import { releaseDeadClaims, runQueuedJobs } from '../../src/jobs/runner'
import { sweepPayments } from '../../src/reservations/server/sweep'
import { sweepUndeliveredLeads } from '../../src/leads/sweep'
import { leadMessageId } from '../../src/mail/mailText'
import type { Failpoint } from '../../src/lib/failpoint'
import { tsxChildArgs } from './tsxChild'

let payload: Payload
let f: TwoSites
let site: Site
let provider: TestPaymentProvider
let mailDir: string

beforeAll(async () => {
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payment-crash-mail-'))
  delete process.env.SMTP_URL
  process.env.MAIL_DIR = mailDir
  payload = await testPayload()
  f = await createTwoSites(payload)
  site = (await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { reservationsEnabled: true, reservationDeposit: 250, reservationHoldHours: 48, reservationRefundable: true } }, overrideAccess: true })) as Site
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { leadEmails: [{ email: 'sales@crash.test' }] }, overrideAccess: true })
  provider = createTestProvider(async () => payload.db.drizzle)
  // As in the app server, where the runner runs the jobs a settlement queues: here restart() runs
  // them, one round at a time, instead of each settlement starting its own in the background.
  payload.jobs.runByID = (async () => undefined) as unknown as typeof payload.jobs.runByID
})

afterAll(async () => {
  // Including the index jobs of this file's cars (no runner here): later suites count their own.
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead', 'releaseReservations', 'syncVehicle'] } }, overrideAccess: true })
  await fs.rm(mailDir, { recursive: true, force: true })
})

const key = () => unique('crash').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60)

async function car(): Promise<Vehicle> {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('CRS'), make: 'Toyota', model: 'Yaris', year: 2022, car_type: 'used', status: 'in_stock', price: 19_990, show_on_dealer_website: true } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as Vehicle
}

type ChildRun = { signal: NodeJS.Signals | null; code: number | null; lines: Array<Record<string, unknown>>; out: string }

/** Runs the child with this failpoint; resolves once it has exited and its connections are gone. */
function child(failpoint: Failpoint | '', input: Record<string, unknown>): Promise<ChildRun> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, tsxChildArgs(path.join(__dirname, 'paymentCrashChild.ts'), JSON.stringify(input)), {
      env: { ...process.env, FAILPOINT: failpoint, MAIL_DIR: mailDir, RUN_JOBS: '', PGAPPNAME: 'payment-crash-child' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()))
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()))
    // 'close', not 'exit': the child's output is all read by then.
    proc.on('close', (code, signal) => {
      if (process.env.CRASH_CHILD_LOG) void fs.appendFile(process.env.CRASH_CHILD_LOG, `--- ${failpoint} ${code} ${signal}\n${out}\n`)
      const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
      resolve({ signal, code, lines, out })
    })
  })
}

/** The killed child's sessions end when PostgreSQL sees its sockets close: wait for that (its locks go with them). */
async function childSessionsGone(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const left = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE "application_name" = 'payment-crash-child'`)
    if ((left.rows[0] as { n: number }).n === 0) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the killed child still has database sessions')
}

/** The restarted server's first round: dead claims, one payment sweep, one lead sweep, then the jobs. */
async function restart(jobsOf?: number): Promise<void> {
  await releaseDeadClaims(payload)
  await sweepPayments(payload, provider, { minAgeSeconds: 0 })
  await sweepUndeliveredLeads(payload, { minAgeSeconds: 0 })
  if (jobsOf !== undefined) await runQueuedJobs(payload, { where: { and: [{ taskSlug: { in: ['deliverLead', 'confirmLead'] } }, { 'input.leadId': { equals: jobsOf } }] } })
}

async function reservationOf(reference: string): Promise<Reservation> {
  return (await payload.find({ collection: 'reservations', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true })).docs[0]!
}

/** Every .eml written for this Message-ID, with its ADF attachment's <id> (if any). */
async function messages(messageId: string): Promise<Array<{ adfId: string | null }>> {
  const found: Array<{ adfId: string | null }> = []
  for (const name of await fs.readdir(mailDir)) {
    const text = await fs.readFile(path.join(mailDir, name), 'utf8')
    if (!new RegExp(`^Message-ID: ${messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'mi').test(text)) continue
    found.push({ adfId: adfIdIn(text) })
  }
  return found
}

function adfIdIn(eml: string): string | null {
  const part = eml.split(/\n--/).find((p) => /filename="?lead-\d+\.adf\.xml/i.test(p))
  if (!part) return null
  const [head, ...rest] = part.split(/\n\n/)
  const body = rest.join('\n\n').trim()
  const decoded = /content-transfer-encoding:\s*base64/i.test(head!) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return /<id[^>]*>[^<]*<\/id>/.exec(decoded)?.[0] ?? null
}

async function releaseJobs(expiresAt: string): Promise<number> {
  const jobs = await payload.db.drizzle.execute(sql`
    SELECT count(*)::int AS "n" FROM "payload_jobs" WHERE "task_slug" = 'releaseReservations' AND "completed_at" IS NULL AND "wait_until" = ${new Date(expiresAt).toISOString()}`)
  return (jobs.rows[0] as { n: number }).n
}

/** After the restart: everything of this payment is there, once. */
async function expectSettledOnce(vehicle: Vehicle, reference: string, resent: { email: number; confirmation: number }): Promise<void> {
  expect(((await payload.findByID({ collection: 'vehicles', id: vehicle.id, depth: 0, overrideAccess: true })) as Vehicle).reserved).toBe(true)
  const r = await reservationOf(reference)
  expect(r).toMatchObject({ status: 'active', payment_state: 'succeeded', refund_state: 'none' })
  const leads = await payload.find({ collection: 'leads', where: { vehicle: { equals: vehicle.id } }, depth: 0, overrideAccess: true })
  expect(leads.totalDocs).toBe(1)
  const lead = leads.docs[0]!
  expect(r.lead).toBe(lead.id)
  expect(lead).toMatchObject({ delivery_status: 'delivered', email_state: 'delivered', confirmation_state: 'delivered' })
  expect(await releaseJobs(r.expires_at!)).toBe(1)
  const email = await messages(leadMessageId(lead.id, 'email'))
  const receipt = await messages(leadMessageId(lead.id, 'confirmation'))
  expect(email).toHaveLength(1 + resent.email)
  expect(receipt).toHaveLength(1 + resent.confirmation)
  // A re-send carries the same ADF id as the first copy (and the same Message-ID, by which it was found).
  expect(email[0]!.adfId).toMatch(/<id /)
  expect(new Set(email.map((m) => m.adfId)).size).toBe(1)
  const outbox = await payload.db.drizzle.execute(sql`SELECT "channel", "state" FROM "mail_outbox" WHERE "lead_id" = ${lead.id} ORDER BY "channel"::text`)
  expect(outbox.rows).toEqual([{ channel: 'confirmation', state: 'sent' }, { channel: 'email', state: 'sent' }])
}

describe('a payment survives a crash at every step', { timeout: 240_000 }, () => {
  const cases: Array<{ failpoint: Failpoint; resent: { email: number; confirmation: number } }> = [
    { failpoint: 'settle:before-commit', resent: { email: 0, confirmation: 0 } },
    { failpoint: 'settle:after-commit', resent: { email: 0, confirmation: 0 } },
    { failpoint: 'lead:after-send', resent: { email: 1, confirmation: 0 } },
    { failpoint: 'confirm:after-send', resent: { email: 0, confirmation: 1 } },
  ]
  for (const { failpoint, resent } of cases) {
    it(`killed at ${failpoint}: after one sweep the car, reservation, lead, receipt and release job agree`, async () => {
      const vehicle = await car()
      const run = await child(failpoint, { step: 'pay', siteId: site.id, carSlug: vehicle.slug, clientKey: key() })
      expect(run.signal, `exit ${run.code}: ${run.out}`).toBe('SIGKILL')
      await childSessionsGone()
      const reference = String(run.lines[0]?.reference)
      const lead = (await reservationOf(reference)).lead as number | null
      await restart(lead ?? undefined)
      // The sweep made the lead when the crash came before the commit: run its jobs too.
      const after = (await reservationOf(reference)).lead as number
      if (lead === null) await runQueuedJobs(payload, { where: { and: [{ taskSlug: { in: ['deliverLead', 'confirmLead'] } }, { 'input.leadId': { equals: after } }] } })
      await expectSettledOnce(vehicle, reference, resent)
      // A second round changes nothing.
      await restart(after)
      await expectSettledOnce(vehicle, reference, resent)
    })
  }

  it("the shopper's retried confirmation after a crash settles the payment (not 'ignored')", async () => {
    const vehicle = await car()
    const run = await child('settle:before-commit', { step: 'pay', siteId: site.id, carSlug: vehicle.slug, clientKey: key() })
    expect(run.signal, `exit ${run.code}: ${run.out}`).toBe('SIGKILL')
    await childSessionsGone()
    const { intentId, clientSecret, reference } = run.lines[0] as { intentId: string; clientSecret: string; reference: string }
    expect(await reservationOf(reference)).toMatchObject({ status: 'pending', payment_state: 'requires_payment' })
    const { handleTestConfirm } = await import('../../src/reservations/http')
    const retry = await handleTestConfirm(
      new Request(`http://${site.slug}.localhost:3000/api/payments/test-confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.31' },
        body: JSON.stringify({ intent: intentId, client_secret: clientSecret, outcome: 'succeeded' }),
      }),
    )
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ state: 'succeeded', settled: 'reserved' })
    expect(await reservationOf(reference)).toMatchObject({ status: 'active', payment_state: 'succeeded' })
    expect(((await payload.findByID({ collection: 'vehicles', id: vehicle.id, depth: 0, overrideAccess: true })) as Vehicle).reserved).toBe(true)
  })

  it('killed in the release job after the hold ended: the restart refunds the deposit once and the car stays free', async () => {
    const vehicle = await car()
    const paid = await child('', { step: 'pay', siteId: site.id, carSlug: vehicle.slug, clientKey: key() })
    expect(paid.code, paid.out).toBe(0)
    await childSessionsGone()
    const reference = String(paid.lines[0]?.reference)
    const r = await reservationOf(reference)
    // The hold has ended: its release job is due now.
    const job = await payload.db.drizzle.execute(sql`
      UPDATE "payload_jobs" SET "wait_until" = now() - interval '1 second'
      WHERE "task_slug" = 'releaseReservations' AND "completed_at" IS NULL AND "wait_until" = ${new Date(r.expires_at!).toISOString()} RETURNING "id"`)
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "expires_at" = now() - interval '1 second' WHERE "id" = ${r.id}`)
    const jobId = (job.rows[0] as { id: number }).id
    const run = await child('release:after-end', { step: 'run-job', jobId })
    expect(run.signal, `exit ${run.code}: ${run.out}`).toBe('SIGKILL')
    await childSessionsGone()
    expect(await reservationOf(reference)).toMatchObject({ status: 'released', refund_state: 'pending', payment_state: 'succeeded' })
    // The restart: the job the dead runner held is free again at once, and the sweep asks for the refund.
    expect(await releaseDeadClaims(payload)).toContain(jobId)
    await restart()
    await runQueuedJobs(payload, { where: { id: { equals: jobId } } })
    expect(await reservationOf(reference)).toMatchObject({ status: 'released', refund_state: 'refunded', payment_state: 'refunded' })
    expect((await provider.retrieveIntent(r.payment_id!)).state).toBe('refunded')
    expect(((await payload.findByID({ collection: 'vehicles', id: vehicle.id, depth: 0, overrideAccess: true })) as Vehicle).reserved).toBe(false)
    // The job finished (a finished job's row is deleted, or kept completed).
    const left = await payload.db.drizzle.execute(sql`SELECT 1 FROM "payload_jobs" WHERE "id" = ${jobId} AND "completed_at" IS NULL`)
    expect(left.rows).toHaveLength(0)
  })
})
