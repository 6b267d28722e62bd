/**
 * Issue 18 "A deleted lead comes back": deleting a lead while its delivery job runs answered 200,
 * then the lead reappeared as pending and later delivered (Payload's update writes the row with
 * INSERT … ON CONFLICT, which re-creates a row deleted after the update read it). Deleting must
 * win: the job never writes a lead that no longer exists, and it ends without retrying.
 *
 * The e-mail transport pauses on a deferred promise so the delete lands mid-send, on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let f: TwoSites
let originalSendEmail: Payload['sendEmail']

type Deferred = { promise: Promise<void>; resolve: () => void }
const deferred = (): Deferred => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** The mail transport: each send announces itself, then waits until the test lets it finish. */
function pausingMail() {
  const entered = deferred()
  const release = deferred()
  let sent = 0
  payload.sendEmail = async () => {
    entered.resolve()
    await release.promise
    sent++
    return { messageId: `<paused-${sent}@test>` }
  }
  return { entered: entered.promise, release: release.resolve, sent: () => sent }
}

beforeAll(async () => {
  payload = await testPayload()
  originalSendEmail = payload.sendEmail
  f = await createTwoSites(payload)
  // E-mail only: the CRM and webhook channels are not configured (skipped).
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { leadEmails: [{ email: 'sales@alpha.test' }] }, overrideAccess: true })
})

afterEach(() => {
  payload.sendEmail = originalSendEmail
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, overrideAccess: true })
})

async function newLead(): Promise<number> {
  const lead = await payload.create({
    collection: 'leads',
    data: { site: f.a.site.id, kind: 'enquiry', category: 'Enquiry', name: 'Dee Leted', email: 'dee@example.com', phone: '0412 345 678', dealership: f.a.dealership.id },
    overrideAccess: true,
  })
  return lead.id
}

async function queueDelivery(leadId: number): Promise<number | string> {
  const job = await payload.jobs.queue({ task: 'deliverLead', input: { leadId } })
  return job.id
}

const leadExists = async (id: number) => (await payload.count({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

/** Where a delivery job stands. Completed jobs are removed (payload.config `deleteJobOnComplete`). */
async function jobOutcome(id: number | string): Promise<string> {
  const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!job) return 'finished'
  if (job.completedAt) return job.hasError ? 'failed' : 'finished'
  return job.processing ? 'running' : `waiting to retry after ${job.totalTried ?? 0} tries`
}

/** Resolves once some database session waits for a row lock (the job's write behind the delete), or after `ms`. */
async function someoneWaitsForALock(ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const { rows } = await payload.db.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)
    if ((rows[0] as { n: number }).n > 0) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return false
}

describe('deleting a lead while its delivery job runs', () => {
  it('stays deleted when the delete commits while the job writes the sent state, and the job ends without a retry', async () => {
    const leadId = await newLead()
    const jobId = await queueDelivery(leadId)
    const mail = pausingMail()
    const run = payload.jobs.runByID({ id: jobId })
    await mail.entered

    // An admin deletes the lead: the delete's transaction is open while the send finishes and the
    // job records it, and commits while the job's write waits for the row.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      await payload.delete({ collection: 'leads', id: leadId, overrideAccess: true, req })
      mail.release()
      expect(await someoneWaitsForALock()).toBe(true)
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    await run

    expect(mail.sent()).toBe(1)
    expect(await leadExists(leadId)).toBe(false)
    expect(await jobOutcome(jobId)).toBe('finished')
  })

  it('stays deleted when the delete has committed before the send returns, and the job ends without a retry', async () => {
    const leadId = await newLead()
    const jobId = await queueDelivery(leadId)
    const mail = pausingMail()
    const run = payload.jobs.runByID({ id: jobId })
    await mail.entered
    await payload.delete({ collection: 'leads', id: leadId, overrideAccess: true })
    mail.release()
    await run

    expect(await leadExists(leadId)).toBe(false)
    expect(await jobOutcome(jobId)).toBe('finished')
  })

  it('sends nothing when the lead was deleted before the job started', async () => {
    const leadId = await newLead()
    const jobId = await queueDelivery(leadId)
    await payload.delete({ collection: 'leads', id: leadId, overrideAccess: true })
    const mail = pausingMail()
    mail.release()
    await payload.jobs.runByID({ id: jobId })

    expect(mail.sent()).toBe(0)
    expect(await leadExists(leadId)).toBe(false)
    expect(await jobOutcome(jobId)).toBe('finished')
  })
})
