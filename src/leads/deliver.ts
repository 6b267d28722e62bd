/**
 * Delivers one stored lead on each channel: e-mail to the lead addresses
 * with the ADF attached, ADF to the CRM address, and the signed webhook. Idempotent per lead and
 * channel, and AT MOST ONCE (a send that worked but whose marking timed out was sent
 * again): a channel is claimed in one UPDATE before sending (state `sending`), and for e-mail the
 * Mail outbox row (Message-ID, state "sending") is written in the same transaction. After the
 * send the outbox row becomes "sent", then the channel `delivered` (each write retried a few
 * times in the run). A channel found `sending` is never claimed again: delivered when its outbox
 * row says "sent"; waited for while the claim is recent (another run may be sending it); after
 * CLAIM_TIMEOUT_SECONDS its result is unknown and it is NOT re-sent: the lead ends "failed" with
 * a note, and staff can re-send. The one exception: a claim whose process is known to have died
 * (its owner's advisory lock is free, src/jobs/claimOwner.ts) and whose outbox row does not say
 * "sent" is taken again at once and sent again, once, with the same Message-ID and ADF id. The Message-ID and the webhook's X-Idempotency-Key are the same
 * on every send of a lead, so receivers can still drop a staff re-send they already have.
 * Nothing about the shopper is logged. The webhook goes out through src/leads/delivery/webhookTransport.ts
 * (public hosts only, pinned address, no redirects); a failure reads only "Webhook failed" on the lead.
 *
 * Deleting a lead wins over its delivery: every write to the lead is conditional on the
 * row still being there (`updateLeadIfPresent`), never Payload's plain update, whose
 * INSERT … ON CONFLICT re-creates a row deleted after the update read it. A run that finds its
 * lead gone stops at once (nothing more is sent) and reports `deleted`, so the job ends without
 * a retry.
 */
import type { Payload } from 'payload'
import { inSqlTransaction, type SqlDb, type TransactionReq } from '@/db/sqlTransaction'
import type { Lead, MailOutbox } from '@/payload-types'
import { sql } from '@payloadcms/db-postgres'
import { leadRecipients, toLeadView, type LeadView } from './delivery/leadView'
import { sendOnChannel } from './delivery/channelSend'
import { buildLeadMail } from './delivery/leadMail'
import { leadMessageId } from '../mail/mailText'
import { CHANNELS, CLAIM_TIMEOUT_SECONDS, channelStateOf, type Channel, type ChannelState, type DeliveryStatus } from './states'
import { claimOwner, ownerAlive } from '@/jobs/claimOwner'
import { failpoint } from '@/lib/failpoint'
import { isRecord } from '@/lib/guards'

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
  return inTransaction(payload, async (db, req) => {
    const locked = await db.execute(sql`SELECT "id" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`)
    if (locked.rows.length === 0) return false
    const values = typeof data === 'function' ? data(await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })) : data
    await payload.update({ collection: 'leads', id: leadId, data: values, overrideAccess: true, req })
    return true
  })
}

/** All a lead records of a failed webhook (never the status or network error). */
/** A short, log-safe error text (never the lead's contents). */
function errorText(error: unknown): string {
  const e = isRecord(error) ? error : {}
  const text = [e.code, e.responseCode, e.message].filter(Boolean).join(' ')
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

/**
 * Take the channel for this run; false when it is delivered, skipped, or a run has started
 * sending it (`sending`: never taken again automatically, see `settleStartedSend`). For e-mail
 * channels the Mail outbox row of the message is written in the same transaction, before it is
 * sent (state "sending", its Message-ID): the outbox lists every message that may have gone out.
 */
async function claim(payload: Payload, id: number, channel: Channel, outbox: OutboxRow | null): Promise<{ outboxId: number | null } | null> {
  const owner = await claimOwner(payload)
  return inTransaction(payload, async (db, req) => {
    const state = sql.identifier(`${channel}_state`)
    const claimedAt = sql.identifier(`${channel}_claimed_at`)
    const claimOwnerColumn = sql.identifier(`${channel}_claim_owner`)
    // A send whose process died before recording it (its owner's lock is free) is taken again,
    // unless the outbox shows it went out: sent again at most once, with the same Message-ID.
    const result = await db.execute(sql`
      UPDATE "leads" SET ${state} = 'sending', ${claimedAt} = now(), ${claimOwnerColumn} = ${owner}
      WHERE "id" = ${id} AND (${state} IS NULL OR ${state} IN ('pending', 'failed')
        OR (${state} = 'sending' AND ${claimOwnerColumn} IS NOT NULL AND NOT ${ownerAlive(sql`${claimOwnerColumn}`)}
            AND NOT EXISTS (SELECT 1 FROM "mail_outbox" o WHERE o."lead_id" = ${id} AND o."channel"::text = ${channel} AND o."state" = 'sent')))
      RETURNING "id"`)
    if (result.rows.length !== 1) return null
    if (!outbox) return { outboxId: null }
    const earlier = await db.execute(sql`
      SELECT "id" FROM "mail_outbox" WHERE "lead_id" = ${id} AND "channel" = ${channel} AND "message_id" = ${outbox.message_id ?? null} AND "state" = 'sending' ORDER BY "id" DESC LIMIT 1`)
    const reused = earlier.rows[0]?.id
    if (reused !== undefined) return { outboxId: Number(reused) }
    const row = await payload.create({ collection: 'mail-outbox', data: { ...outbox, state: 'sending' }, overrideAccess: true, req })
    return { outboxId: row.id }
  })
}

type OutboxRow = Pick<MailOutbox, 'site' | 'lead' | 'channel' | 'to' | 'subject' | 'message_id'>
type Db = SqlDb

/** Run `work` in its own transaction (committed when it returns, rolled back when it throws). */
const inTransaction = <T>(payload: Payload, work: (db: Db, req: TransactionReq) => Promise<T>): Promise<T> =>
  inSqlTransaction(payload, 'Lead delivery (to write leads safely)', work)

/** Writes after a send are tried a few times in this run: a busy pool must not turn into a re-send. */
const RECORD_RETRY_DELAYS_MS = [250, 1000, 3000]

async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const delay = RECORD_RETRY_DELAYS_MS[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

/** The outbox row of a message that was sent (or failed); best effort beside the lead's own state. */
async function settleOutbox(payload: Payload, outboxId: number | null, data: Partial<MailOutbox>): Promise<void> {
  if (outboxId === null) return
  await payload.db.drizzle.execute(sql`
    UPDATE "mail_outbox" SET "state" = ${data.state ?? null}, "transport" = ${data.transport ?? null}, "file" = ${data.file ?? null},
      "message_id" = COALESCE(${data.message_id ?? null}, "message_id"), "updated_at" = now()
    WHERE "id" = ${outboxId}`)
}

/** Whether the Mail outbox shows this lead's message on this channel as sent (the send worked). */
async function outboxSaysSent(payload: Payload, leadId: number, channel: Channel): Promise<boolean> {
  if (channel === 'webhook') return false
  const rows = await payload.db.drizzle.execute(sql`
    SELECT 1 FROM "mail_outbox" WHERE "lead_id" = ${leadId} AND "channel" = ${channel} AND "state" = 'sent' LIMIT 1`)
  return rows.rows.length > 0
}

/**
 * A channel some run started sending (`sending`) that this run cannot take. Delivered when the
 * outbox shows the message as sent (the send worked, recording it on the lead did not). While the
 * claim is recent another run may still be sending it: wait for it (the job retries). After
 * CLAIM_TIMEOUT_SECONDS the send's result is unknown (its run died, or could not record anything):
 * at most once, so it is NOT sent again; the lead says so and staff can re-send it.
 */
async function settleStartedSend(payload: Payload, leadId: number, channel: Channel): Promise<{ state: ChannelState; error?: string; unconfirmed?: true } | 'deleted'> {
  const claimedAt = sql.identifier(`${channel}_claimed_at`)
  const state = sql.identifier(`${channel}_state`)
  const found = await payload.db.drizzle.execute(sql`
    SELECT ${state} AS "state", (${claimedAt} IS NULL OR ${claimedAt} < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})) AS "stale"
    FROM "leads" WHERE "id" = ${leadId}`)
  const row = found.rows[0]
  if (!row) return 'deleted'
  const rowState = channelStateOf(row.state)
  if (rowState !== 'sending') return { state: rowState ?? 'pending', ...(rowState === 'delivered' || rowState === 'skipped' ? {} : { error: `${channel}: being sent by another run` }) }
  if (await outboxSaysSent(payload, leadId, channel)) {
    if (!(await updateLeadIfPresent(payload, leadId, channelState(channel, 'delivered')))) return 'deleted'
    return { state: 'delivered' }
  }
  if (!row.stale) return { state: 'sending', error: `${channel}: being sent by another run` }
  return { state: 'sending', unconfirmed: true, error: `${channel}: ${UNCONFIRMED}` }
}

/** The lead's note for a send whose result is unknown (never re-sent automatically). */
const UNCONFIRMED = 'sending started but its result was never recorded; not sent again automatically (it may have arrived). Re-send the lead if the dealer did not get it.'

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
  const unconfirmed: Channel[] = []

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
    const subject = channel === 'email' ? buildLeadMail(lead).subject : `ADF lead ${lead.id}`
    const outbox: OutboxRow | null =
      channel === 'webhook' ? null : { site: siteId, lead: leadId, channel, to: to.join(', '), subject, message_id: leadMessageId(lead.id, channel) }
    const claimed = await claim(payload, leadId, channel, outbox)
    if (!claimed) {
      const settled = await settleStartedSend(payload, leadId, channel)
      if (settled === 'deleted') return deletedResult(states)
      states[channel] = settled.state
      if (settled.error) errors.push(settled.error)
      if (settled.unconfirmed) {
        unconfirmed.push(channel)
        attempts.push({ at: new Date().toISOString(), channel, outcome: 'failed', error: 'Result of an earlier send unknown; not sent again' })
      }
      continue
    }
    const at = new Date().toISOString()
    let sent: Awaited<ReturnType<typeof sendOnChannel>>
    try {
      sent = await sendOnChannel(payload, lead, channel, to)
    } catch (error) {
      const text = errorText(error)
      states[channel] = 'failed'
      errors.push(`${channel}: ${text}`)
      attempts.push({ at, channel, outcome: 'failed', error: text })
      // Not sent: the outbox row and the channel say so, and a later run sends it again.
      await withRetries(() => settleOutbox(payload, claimed.outboxId, { state: 'failed' })).catch(() => undefined)
      if (!(await withRetries(() => updateLeadIfPresent(payload, leadId, channelState(channel, 'failed'))))) return deletedResult(states)
      continue
    }
    failpoint('lead:after-send')
    states[channel] = 'delivered'
    attempts.push({ at, channel, outcome: 'delivered', detail: sent.detail })
    // First the outbox (a later run reads "sent" there and never sends again), then the lead.
    await withRetries(() => settleOutbox(payload, claimed.outboxId, { state: 'sent', transport: sent.mail?.transport, file: sent.mail?.file, message_id: sent.mail?.messageId })).catch(
      (error: unknown) => payload.logger.warn({ lead: leadId, channel, err: errorText(error) }, 'Lead mail sent; its outbox row could not be updated'),
    )
    // Deleted while it was being sent: the message is out, the lead stays deleted.
    if (!(await withRetries(() => updateLeadIfPresent(payload, leadId, channelState(channel, 'delivered'))))) return deletedResult(states)
  }

  const values = Object.values(states)
  const allDone = values.every((s) => s === 'delivered' || s === 'skipped')
  const nothingToDo = values.every((s) => s === 'skipped')
  // Only unconfirmed sends left: nothing more will be sent automatically, so the lead is "failed" (staff decide).
  const onlyUnconfirmedLeft = unconfirmed.length > 0 && CHANNELS.every((c) => states[c] === undefined || states[c] === 'delivered' || states[c] === 'skipped' || unconfirmed.includes(c))
  const status: DeliveryStatus = nothingToDo ? 'failed' : allDone ? 'delivered' : options.finalAttempt || onlyUnconfirmedLeft ? 'failed' : 'pending'
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
