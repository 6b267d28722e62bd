/**
 * Lead delivery through Payload's jobs queue: `deliverLead` runs src/leads/deliver.ts
 * and fails (so the queue retries it with backoff) while a channel is not delivered. Twelve tries,
 * 5 s, 10 s, 20 s … apart (about 5.7 hours in all): an outage of the mail server, CRM or webhook
 * delays a lead, never loses it; after the last try the lead is "failed" and staff can re-send.
 */
import type { Payload, TaskConfig } from 'payload'
import { deliverLead } from './deliver'
import { sendLeadConfirmation } from './delivery/confirm'
import { isRecord } from '@/lib/guards'

export const LEAD_JOBS_QUEUE = 'default'
const LEAD_DELIVERY_RETRIES = { attempts: 12, backoff: { type: 'exponential' as const, delay: 5000 } }

type Input = { leadId: number }

function leadIdOf(input: unknown): number {
  const id = Number(isRecord(input) ? input.leadId : undefined)
  if (!Number.isInteger(id) || id <= 0) throw new Error('A lead id is required')
  return id
}

const deliverLeadTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: 'deliverLead',
  label: 'Leads: deliver',
  retries: LEAD_DELIVERY_RETRIES,
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const finalAttempt = (job?.totalTried ?? 0) >= LEAD_DELIVERY_RETRIES.attempts
    const result = await deliverLead(req.payload, leadIdOf(input), { finalAttempt })
    // A deleted lead is done with: the job ends (no retry) and never writes the lead again.
    if (result.deleted) return { output: { status: 'deleted' } }
    if (result.status === 'pending') throw new Error(`Lead ${leadIdOf(input)} not delivered yet: ${result.error ?? 'retrying'}`)
    return { output: { status: result.status } }
  },
}

/** The shopper's confirmation e-mail (src/leads/delivery/confirm.ts): retried 6 times (about 5 minutes). */
const LEAD_CONFIRMATION_RETRIES = { attempts: 6, backoff: { type: 'exponential' as const, delay: 5000 } }

const confirmLeadTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: 'confirmLead',
  label: 'Leads: confirm to the shopper',
  retries: LEAD_CONFIRMATION_RETRIES,
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { status: await sendLeadConfirmation(req.payload, leadIdOf(input)) } }),
}

export const leadTasks = [deliverLeadTask, confirmLeadTask]

/** Queue delivery and start it now in the background (the autoRun cron picks it up otherwise). */
export async function queueLeadDelivery(payload: Payload, leadId: number, options: { runNow?: boolean } = {}): Promise<void> {
  const job = await payload.jobs.queue({ task: 'deliverLead', input: { leadId }, queue: LEAD_JOBS_QUEUE })
  if (options.runNow !== false) {
    setTimeout(() => {
      payload.jobs.runByID({ id: job.id }).catch(() => undefined)
    }, 0)
  }
}

/** Queue the shopper's confirmation and start it now in the background. */
export async function queueLeadConfirmation(payload: Payload, leadId: number, options: { runNow?: boolean } = {}): Promise<void> {
  const job = await payload.jobs.queue({ task: 'confirmLead', input: { leadId }, queue: LEAD_JOBS_QUEUE })
  if (options.runNow !== false) {
    setTimeout(() => {
      payload.jobs.runByID({ id: job.id }).catch(() => undefined)
    }, 0)
  }
}
