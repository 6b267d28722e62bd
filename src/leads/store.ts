/**
 * Storing an accepted lead: the lead,
 * its photos' back-links, its `deliverLead` job and (with a shopper e-mail) its `confirmLead` job
 * are written in ONE short transaction. The job rows are the lead's outbox: a stored lead always
 * has its delivery queued, and a lead that could not get its job is not stored either (the
 * shopper gets 503 and can send again). Everything slow (validation, captcha, id checks) happens
 * before; the mail goes out after, from the job runner.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import type { Lead } from '@/payload-types'
import { isJobRunnerStarted, wakeJobRunner } from '@/jobs/runner'
import { LEAD_JOBS_QUEUE } from './jobs'
import { LEAD_PHOTOS_SLUG } from '@/rules/leadPhotoLimits'

export type StoredLead = { lead: Lead; jobIds: Array<number | string> }

export async function storeLeadWithDelivery(payload: Payload, data: RequiredDataFromCollectionSlug<'leads'>, photoIds: readonly number[]): Promise<StoredLead> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    const lead = await payload.create({ collection: 'leads', data, overrideAccess: true, req })
    if (photoIds.length > 0) {
      // The lead references its photos; this back-link also retires their upload tokens.
      await payload.update({ collection: LEAD_PHOTOS_SLUG, where: { id: { in: [...photoIds] } }, data: { lead: lead.id, upload_token_hash: null }, overrideAccess: true, req })
    }
    const jobIds: Array<number | string> = []
    const delivery = await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: LEAD_JOBS_QUEUE, req })
    jobIds.push(delivery.id)
    if (lead.confirmation_state === 'pending') {
      const confirmation = await payload.jobs.queue({ task: 'confirmLead', input: { leadId: lead.id }, queue: LEAD_JOBS_QUEUE, req })
      jobIds.push(confirmation.id)
    }
    if (ownTransaction) await commitTransaction(req)
    return { lead, jobIds }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/**
 * Start the stored lead's jobs soon. In the app server the job runner runs them (at most
 * JOBS_PER_ROUND at once, so a burst of leads does not start a burst of deliveries that would
 * compete with the submissions for connections); a process without a runner runs them itself.
 */
export function startLeadJobs(payload: Payload, jobIds: ReadonlyArray<number | string>): void {
  if (isJobRunnerStarted()) {
    wakeJobRunner()
    return
  }
  for (const id of jobIds) {
    setTimeout(() => {
      payload.jobs.runByID({ id }).catch(() => undefined)
    }, 0)
  }
}
