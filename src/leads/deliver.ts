/**
 * Delivers one stored lead on each channel (issue 10 "Delivery"): e-mail to the lead addresses
 * with the ADF attached, ADF to the CRM address, and the signed webhook. Idempotent: a channel is
 * claimed in one UPDATE before sending (so two runs of the job never send it twice at the same
 * time) and marked delivered right after; a claim left by a run that died mid-send expires after
 * CLAIM_TIMEOUT_SECONDS and the channel is sent again (at least once; the Message-ID and the
 * webhook's X-Idempotency-Key stay the same, so receivers can drop the duplicate).
 * Nothing about the shopper is logged. The webhook goes out through src/leads/webhookTransport.ts
 * (public hosts only, pinned address, no redirects); a failure reads only "Webhook failed" on the lead.
 *
 * Deleting a lead wins over its delivery (issue 18): every write to the lead is conditional on the
 * row still being there (`updateLeadIfPresent`), never Payload's plain update, whose
 * INSERT … ON CONFLICT re-creates a row deleted after the update read it. A run that finds its
 * lead gone stops at once (nothing more is sent) and reports `deleted`, so the job ends without
 * a retry.
 */
import crypto from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Lead, MailOutbox } from '@/payload-types'
import { sql } from '@payloadcms/db-postgres'
import { buildAdf } from './adf'
import { buildLeadMail } from './leadMail'
import { photoAttachments } from './photos/attach'
import { leadRecipients, toAdfInput, toLeadView, type LeadView } from './leadView'
import type { SentMail } from './mailAdapter'
import { sendWebhook } from './webhookTransport'
import { CHANNELS, CLAIM_TIMEOUT_SECONDS, type Channel, type ChannelState, type DeliveryStatus } from './states'
import { leadMessageId } from './mailText'

type ChannelStateData = Pick<Lead, 'email_state'> | Pick<Lead, 'crm_state'> | Pick<Lead, 'webhook_state'>

const STATE_FIELD = { email: 'email_state', crm: 'crm_state', webhook: 'webhook_state' } as const satisfies Record<Channel, keyof Lead>

/** The update that sets one channel's state (a typed form of `{ [`${channel}_state`]: state }`). */
function channelState(channel: Channel, state: ChannelState): ChannelStateData {
  if (channel === 'email') return { email_state: state }
  if (channel === 'crm') return { crm_state: state }
  return { webhook_state: state }
}
type Attempt = { at: string; channel: Channel; outcome: 'delivered' | 'failed' | 'skipped'; error?: string; detail?: string }

/** `deleted`: the lead no longer exists (deleted before or during the run); nothing is left to do. */
export type DeliveryResult = { status: DeliveryStatus; channels: Partial<Record<Channel, ChannelState>>; error?: string; deleted?: true }

const LEAD_DELETED = 'Lead deleted'
const deletedResult = (channels: DeliveryResult['channels'] = {}): DeliveryResult => ({ status: 'failed', channels, error: LEAD_DELETED, deleted: true })

type LeadUpdate = Partial<Lead>

/**
 * Update the lead only while it exists; false (and nothing written) when it has been deleted.
 * The row is locked first (SELECT … FOR UPDATE in the update's own transaction): a delete that
 * is under way makes this wait and then find no row; a delete that starts later waits for this
 * write and then removes the row. `data` may be computed from the locked lead (read in the same
 * transaction, so nothing changes it in between).
 */
export async function updateLeadIfPresent(payload: Payload, leadId: number, data: LeadUpdate | ((lead: Lead) => LeadUpdate)): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  const transactionID = req.transactionID === undefined ? undefined : await req.transactionID
  // Payload's base DatabaseAdapter types a session's `db` as `{}`; the postgres adapter keeps its drizzle transaction there.
  const db = transactionID === undefined ? undefined : (payload.db.sessions?.[transactionID]?.db as Pick<Payload['db']['drizzle'], 'execute'> | undefined)
  if (!ownTransaction || !db) {
    // Transactions are off for this database: no lock to take, so this cannot be made safe.
    if (ownTransaction) await killTransaction(req)
    throw new Error('Lead delivery needs database transactions to write leads safely')
  }
  try {
    const locked = await db.execute(sql`SELECT "id" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`)
    if (locked.rows.length === 0) {
      await killTransaction(req)
      return false
    }
    const values = typeof data === 'function' ? data(await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })) : data
    await payload.update({ collection: 'leads', id: leadId, data: values, overrideAccess: true, req })
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** All a lead records of a failed webhook (issue 19: never the status or network error). */
export const WEBHOOK_FAILED = 'Webhook failed'

/** A short, log-safe error text (never the lead's contents). */
function errorText(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string }
  const text = [e?.code, e?.responseCode, e?.message].filter(Boolean).join(' ')
  return (text || 'Unknown error').replace(/\s+/g, ' ').slice(0, 300)
}


/** Which channels this lead has, and where they go. */
function plan(lead: LeadView): Record<Channel, string[] | null> {
  const recipients = leadRecipients(lead)
  return {
    email: recipients.length > 0 ? recipients : null,
    crm: lead.dealership?.crmEmail ? [lead.dealership.crmEmail] : null,
    webhook: lead.dealership?.webhookUrl ? [lead.dealership.webhookUrl] : null,
  }
}

/** Take the channel for this run; false when it is delivered, skipped or another run holds it. */
async function claim(payload: Payload, id: number, channel: Channel): Promise<boolean> {
  const state = sql.identifier(`${channel}_state`)
  const claimedAt = sql.identifier(`${channel}_claimed_at`)
  const result = await payload.db.drizzle.execute(sql`
    UPDATE "leads" SET ${state} = 'sending', ${claimedAt} = now()
    WHERE "id" = ${id}
      AND (${state} IS NULL OR ${state} IN ('pending', 'failed')
           OR (${state} = 'sending' AND (${claimedAt} IS NULL OR ${claimedAt} < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS}))))
    RETURNING "id"`)
  return result.rows.length === 1
}

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`
}

export function webhookBody(lead: LeadView): string {
  return JSON.stringify({
    lead_id: lead.id,
    created_at: lead.createdAt.toISOString(),
    site: lead.site,
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    opt_in: lead.optIn,
    additional_services: lead.additionalServices,
    fields: lead.fields,
    dealership: lead.dealership ? { name: lead.dealership.name } : null,
    location: lead.location ? { name: lead.location.name } : null,
    vehicle: lead.vehicle ?? null,
    page_url: lead.pageUrl ?? null,
  })
}

async function send(payload: Payload, lead: LeadView, channel: Channel, to: string[]): Promise<{ detail?: string; mail?: SentMail }> {
  const adf = buildAdf(toAdfInput(lead))
  const adfAttachment = { filename: `lead-${lead.id}.adf.xml`, content: adf, contentType: 'application/xml; charset=utf-8' }
  if (channel === 'email') {
    const mail = buildLeadMail(lead)
    const sent = (await payload.sendEmail({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: lead.email || undefined,
      messageId: leadMessageId(lead.id, 'email'),
      attachments: [adfAttachment, ...photoAttachments(payload, lead.photos)],
    })) as SentMail
    return { mail: sent, detail: sent?.file ?? sent?.messageId }
  }
  if (channel === 'crm') {
    // CRMs that take ADF by e-mail read the body as the XML document.
    const sent = (await payload.sendEmail({
      to,
      subject: `ADF lead ${lead.id}`,
      text: adf,
      messageId: leadMessageId(lead.id, 'crm'),
      attachments: [adfAttachment],
    })) as SentMail
    return { mail: sent, detail: sent?.file ?? sent?.messageId }
  }
  const body = webhookBody(lead)
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-lead-id': lead.id, 'x-idempotency-key': `lead-${lead.id}` }
  if (lead.dealership?.webhookSecret) headers['x-signature'] = webhookSignature(lead.dealership.webhookSecret, body)
  const outcome = await sendWebhook(to[0], { headers, body })
  if (!outcome.ok) {
    // The reason (status code, network error, refused address) stays in the server log: on the
    // lead, which site staff read, it would map ports behind the webhook's host (issue 19).
    payload.logger.warn({ lead: lead.id, reason: outcome.reason }, 'Lead webhook failed')
    throw new Error(WEBHOOK_FAILED)
  }
  return {}
}

async function recordMail(payload: Payload, lead: LeadView, siteId: MailOutbox['site'], channel: Exclude<Channel, 'webhook'>, to: string[], subject: string, mail: SentMail | undefined) {
  if (!mail) return
  await payload.create({
    collection: 'mail-outbox',
    data: { site: siteId, lead: Number(lead.id), channel, transport: mail.transport, to: to.join(', '), subject, file: mail.file, message_id: mail.messageId },
    overrideAccess: true,
  })
}

/**
 * One delivery run for a lead. `finalAttempt`: the jobs queue will not retry after this run, so a
 * channel that fails now leaves the lead "failed" (staff can re-send) instead of "pending".
 */
export async function deliverLead(payload: Payload, leadId: number, options: { finalAttempt?: boolean } = {}): Promise<DeliveryResult> {
  const doc = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc) return deletedResult()
  const lead = toLeadView(doc)
  const siteId = typeof doc.site === 'object' && doc.site ? doc.site.id : doc.site
  const targets = plan(lead)
  const attempts: Attempt[] = []
  const states: Partial<Record<Channel, ChannelState>> = {}
  const errors: string[] = []

  for (const channel of CHANNELS) {
    const current = doc[STATE_FIELD[channel]]
    const to = targets[channel]
    if (!to) {
      if (current !== 'skipped' && current !== 'delivered') {
        if (!(await updateLeadIfPresent(payload, leadId, channelState(channel, 'skipped')))) return deletedResult(states)
      }
      states[channel] = current === 'delivered' ? 'delivered' : 'skipped'
      continue
    }
    if (current === 'delivered') {
      states[channel] = 'delivered'
      continue
    }
    if (!(await claim(payload, leadId, channel))) {
      const fresh = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
      if (!fresh) return deletedResult(states)
      states[channel] = fresh[STATE_FIELD[channel]] ?? 'pending'
      if (states[channel] !== 'delivered') errors.push(`${channel}: being sent by another run`)
      continue
    }
    const at = new Date().toISOString()
    let sent: Awaited<ReturnType<typeof send>>
    try {
      sent = await send(payload, lead, channel, to)
    } catch (error) {
      const text = errorText(error)
      states[channel] = 'failed'
      errors.push(`${channel}: ${text}`)
      attempts.push({ at, channel, outcome: 'failed', error: text })
      if (!(await updateLeadIfPresent(payload, leadId, channelState(channel, 'failed')))) return deletedResult(states)
      continue
    }
    states[channel] = 'delivered'
    attempts.push({ at, channel, outcome: 'delivered', detail: sent.detail })
    // Deleted while it was being sent: the message is out, the lead stays deleted.
    if (!(await updateLeadIfPresent(payload, leadId, channelState(channel, 'delivered')))) return deletedResult(states)
    const subject = channel === 'email' ? buildLeadMail(lead).subject : `ADF lead ${lead.id}`
    if (channel !== 'webhook') await recordMail(payload, lead, siteId, channel, to, subject, sent.mail).catch(() => undefined)
  }

  const values = Object.values(states)
  const allDone = values.every((s) => s === 'delivered' || s === 'skipped')
  const nothingToDo = values.every((s) => s === 'skipped')
  const status: DeliveryStatus = nothingToDo ? 'failed' : allDone ? 'delivered' : options.finalAttempt ? 'failed' : 'pending'
  const lastError = nothingToDo ? 'No lead e-mail address, CRM address or webhook is set for this dealership.' : errors.join('; ') || null

  const recorded = await updateLeadIfPresent(payload, leadId, (fresh) => ({
    delivery_status: status,
    last_error: lastError,
    attempts: [...(fresh.attempts ?? []).map(({ id: _id, ...rest }) => rest), ...attempts].slice(-50),
  }))
  if (!recorded) return deletedResult(states)
  return { status, channels: states, error: errors.length ? errors.join('; ') : nothingToDo ? (lastError ?? undefined) : undefined }
}

/** Staff re-send: every configured channel goes out again on the next run; false when the lead is gone. */
export async function resetLeadDelivery(payload: Payload, leadId: number): Promise<boolean> {
  const data: Partial<Lead> = { delivery_status: 'pending', last_error: null }
  for (const channel of CHANNELS) Object.assign(data, channelState(channel, 'pending'), { [`${channel}_claimed_at`]: null })
  return updateLeadIfPresent(payload, leadId, data)
}
