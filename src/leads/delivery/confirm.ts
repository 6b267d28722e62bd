/**
 * The shopper's confirmation of a lead: after a lead form is stored, a `confirmLead`
 * job e-mails the shopper from the dealer ("<site name> <sender address>", Reply-To the
 * dealership) naming the car, the dealership and its phone number: branded HTML with the plain-text
 * part (src/leads/delivery/confirmationMail.ts, ./mailLayout.ts). An accepted trade-in offer and a paid
 * reservation (its receipt, a tax invoice) are confirmed the same way.
 *
 * Same path as the dealer's lead mail: queued on the jobs queue, retried, recorded in the Mail
 * outbox, and idempotent: the lead's `confirmation_state` is claimed, and the outbox row (with the
 * Message-ID, state "sending") written, in one transaction before sending; after the send the
 * outbox row becomes "sent", then the lead "delivered", so a retry or a second run never sends it
 * twice. A claim left by a run that died mid-send is taken again at once when its owner's lock is
 * free (src/jobs/claimOwner.ts), else after CLAIM_TIMEOUT_SECONDS, and sent again once with the
 * same Message-ID, unless its outbox row says it was sent.
 * It never touches the lead's delivery status (that is about reaching the dealer). A lead with no
 * shopper e-mail, or one deleted meanwhile, gets none. Nothing about the shopper is logged.
 */
import type { Payload, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Lead, Location, MailOutbox, Site } from '@/payload-types'
import { inSqlTransaction } from '@/db/sqlTransaction'
import { claimOwner, ownerAlive } from '@/jobs/claimOwner'
import { failpoint } from '@/lib/failpoint'
import { carPhone } from '@/rules/phoneReveal'
import { submittedId } from '@/lib/relations'
import { sendReceiptOf, type SendReceipt } from '../../mail/mailAdapter'
import { errorMessage } from '@/lib/guards'
import { cleanEmail, dealerContact, type Contact } from '../../mail/shopperMail'
import { buildLeadConfirmation } from './confirmationMail'
import { confirmationExtras } from './confirmationContext'
import { shopperFromFor } from '../../mail/shopperSender'
import { CLAIM_TIMEOUT_SECONDS } from '../states'
import { toLeadView } from './leadView'
import { leadMessageId } from '../../mail/mailText'

export type ConfirmationOutcome = 'delivered' | 'skipped' | 'failed'


const contactOf = (location: Pick<Location, 'name' | 'contact_detail'>): Contact => ({
  name: location.name,
  phone: location.contact_detail?.phone || location.contact_detail?.landline_phone,
  email: location.contact_detail?.email,
})

/** The dealership's visible locations, primary first (for a phone number and Reply-To). */
async function dealershipLocations(payload: Payload, dealershipId: number | null): Promise<Contact[]> {
  if (dealershipId === null) return []
  const where: Where = { and: [{ dealership: { equals: dealershipId } }, { visible: { not_equals: false } }] }
  const found = await payload.find({ collection: 'locations', where, sort: ['-primary', 'id'], limit: 10, depth: 0, overrideAccess: true })
  return found.docs.map(contactOf)
}

/**
 * The number the page of the lead's car shows (rules/phoneReveal carPhone, the site's
 * phoneNumbersShown): the car's location, its dealership or the site. Undefined for a lead
 * without a car (or a deleted one): the dealership's number is given then.
 */
async function carNumberOf(payload: Payload, site: Site, lead: Lead): Promise<string | undefined> {
  const car = typeof lead.vehicle === 'object' && lead.vehicle ? lead.vehicle : null
  if (!car) return undefined
  const leadLocation = typeof lead.location === 'object' && lead.location ? lead.location : null
  const carLocationId = submittedId(car.location)
  const location =
    leadLocation && leadLocation.id === carLocationId
      ? leadLocation
      : carLocationId === null
        ? null
        : await payload.findByID({ collection: 'locations', id: carLocationId, depth: 0, overrideAccess: true, disableErrors: true })
  const dealership = typeof lead.dealership === 'object' && lead.dealership && lead.dealership.id === submittedId(car.dealership) ? lead.dealership : null
  const phone = carPhone({
    shown: site.settings?.phoneNumbersShown ?? ['site'],
    location: location?.contact_detail?.phone,
    dealership: dealership?.phone,
    site: site.phone,
  })
  return phone ?? undefined
}

async function setState(payload: Payload, id: number, state: 'delivered' | 'failed' | 'skipped'): Promise<void> {
  await payload.db.drizzle.execute(sql`UPDATE "leads" SET "confirmation_state" = ${state} WHERE "id" = ${id}`)
}

/**
 * Take the confirmation for this run, and write its Mail outbox row (state "sending", its
 * Message-ID) in the same transaction, before it is sent, as the dealer channels do. Null when it
 * is done, not wanted, or another live run holds it. A claim left by a run that died (its owner's
 * lock is free) or older than CLAIM_TIMEOUT_SECONDS is taken again, unless the outbox shows the
 * message went out (then it is marked delivered and not sent again).
 */
async function claim(payload: Payload, id: number, outbox: OutboxRow): Promise<{ outboxId: number } | 'sent' | null> {
  const owner = await claimOwner(payload)
  return inSqlTransaction(payload, 'The shopper confirmation', async (db, req) => {
    const result = await db.execute(sql`
      UPDATE "leads" SET "confirmation_state" = 'sending', "confirmation_claimed_at" = now(), "confirmation_claim_owner" = ${owner}
      WHERE "id" = ${id}
        AND ("confirmation_state" IS NULL OR "confirmation_state" IN ('pending', 'failed')
             OR ("confirmation_state" = 'sending' AND ("confirmation_claimed_at" IS NULL
                 OR "confirmation_claimed_at" < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})
                 OR ("confirmation_claim_owner" IS NOT NULL AND NOT ${ownerAlive(sql`"confirmation_claim_owner"`)}))))
      RETURNING "id"`)
    if (result.rows.length !== 1) return null
    const earlier = await db.execute(sql`
      SELECT "id", "state" FROM "mail_outbox" WHERE "lead_id" = ${id} AND "channel" = 'confirmation' AND "state" IN ('sending', 'sent')
      ORDER BY ("state" = 'sent') DESC, "id" DESC LIMIT 1`)
    const found = earlier.rows[0]
    if (found?.state === 'sent') return 'sent'
    if (found) return { outboxId: Number(found.id) }
    const row = await payload.create({ collection: 'mail-outbox', data: { ...outbox, state: 'sending' }, overrideAccess: true, req })
    return { outboxId: row.id }
  })
}

type OutboxRow = Pick<MailOutbox, 'site' | 'lead' | 'channel' | 'to' | 'subject' | 'message_id'>

async function settleOutbox(payload: Payload, outboxId: number, state: 'sent' | 'failed', sent?: SendReceipt): Promise<void> {
  await payload.db.drizzle.execute(sql`
    UPDATE "mail_outbox" SET "state" = ${state}, "transport" = ${sent?.transport ?? null}, "file" = ${sent?.file ?? null},
      "message_id" = COALESCE(${sent?.messageId || null}, "message_id"), "updated_at" = now()
    WHERE "id" = ${outboxId}`)
}

/** One run: sends the confirmation once. Throws when sending failed (the job retries). */
export async function sendLeadConfirmation(payload: Payload, leadId: number): Promise<ConfirmationOutcome> {
  const doc = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc) return 'skipped'
  if (doc.confirmation_state === 'delivered' || doc.confirmation_state === 'skipped') return doc.confirmation_state
  const to = cleanEmail(doc.email)
  const site = typeof doc.site === 'object' && doc.site ? doc.site : null
  if (!to || !site) {
    await setState(payload, leadId, 'skipped')
    return 'skipped'
  }
  const view = toLeadView(doc)
  const location = typeof doc.location === 'object' && doc.location ? doc.location : null
  const dealership = typeof doc.dealership === 'object' && doc.dealership ? doc.dealership : null
  const others = location?.contact_detail?.email && location.contact_detail.phone ? [] : await dealershipLocations(payload, submittedId(doc.dealership))
  const carNumber = await carNumberOf(payload, site, doc)
  const dealer = dealerContact({ site, dealership, location: location ? contactOf(location) : null, dealershipLocations: others, carNumber })
  const receipt = Array.isArray(view.fields.receipt) ? view.fields.receipt.filter((l): l is string => typeof l === 'string') : []
  const { address, ...extras } = await confirmationExtras(payload, doc, site)
  const mail = buildLeadConfirmation({ kind: view.kind, subcategory: view.subcategory, shopperName: view.name, siteName: site.name, car: view.vehicle, dealer: { ...dealer, address }, receipt, ...extras })
  const messageId = leadMessageId(leadId, 'confirmation')

  const claimed = await claim(payload, leadId, { site: site.id, lead: leadId, channel: 'confirmation', to, subject: mail.subject, message_id: messageId })
  if (claimed === null) return 'skipped'
  if (claimed === 'sent') {
    await setState(payload, leadId, 'delivered')
    return 'delivered'
  }
  let sent: SendReceipt | undefined
  try {
    sent = sendReceiptOf(await payload.sendEmail({ from: shopperFromFor(payload, site), to, replyTo: dealer.replyTo, subject: mail.subject, text: mail.text, html: mail.html, messageId }))
  } catch (error) {
    await settleOutbox(payload, claimed.outboxId, 'failed').catch(() => undefined)
    await setState(payload, leadId, 'failed').catch(() => undefined)
    throw error
  }
  failpoint('confirm:after-send')
  // First the outbox (a later run reads "sent" there and never sends again), then the lead.
  await settleOutbox(payload, claimed.outboxId, 'sent', sent).catch((error: unknown) => payload.logger.warn({ lead: leadId, err: errorMessage(error) }, 'Confirmation sent; its outbox row could not be updated'))
  await setState(payload, leadId, 'delivered')
  return 'delivered'
}
