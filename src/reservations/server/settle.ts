/**
 * Settling a succeeded payment, crash-proof (issue 31 §1): every effect of the payment is written
 * in ONE database transaction: the reservation's payment state and status (active + held until, or
 * paid), the car's `reserved` flag (through Payload with the transaction's req, so the vehicle
 * hooks' own queued work joins it), the dealer's lead, its `deliverLead` and `confirmLead` jobs
 * (the shopper's receipt), the reservation's lead_id and the release job at the hold's end. A throw
 * or a crash before the commit leaves none of it; after the commit all of it is there, and the jobs
 * finish the rest (each idempotent). Only what lives outside the database happens after the commit
 * and is harmless to repeat: the car page's cache expiry, waking the job runner, and the refund of a
 * payment that came too late (recorded as owed in the transaction, asked for after it; the payment
 * sweeper asks again for one a crash interrupted, src/reservations/server/sweep.ts).
 */
import type { Payload } from 'payload'
import { leadSourceFields } from '@/forms/leadSourceFields'
import { leadTouchesSchema } from '@/rules/leadSource'
import { sql } from '@payloadcms/db-postgres'
import type { Reservation, Site, Vehicle } from '@/payload-types'
import { inSqlTransaction, type SqlDb, type TransactionReq } from '@/db/sqlTransaction'
import { docOf, relationId } from '@/lib/relations'
import { failpoint } from '@/lib/failpoint'
import { formatCents, formatHoldEnd, holdHours, nextPaymentState, reservationExpiry, type PaymentState } from '@/rules/reservation'
import { timeZoneForState } from '@/rules/timeZone'
import { LEAD_JOBS_QUEUE } from '@/leads/jobs'
import { startLeadJobs } from '@/leads/store'
import { expireTags } from '@/cache/revalidate'
import { vehicleTag } from '@/cache/tags'
import { TEST_MODE_LABEL } from '@/payments/types'
import { HANDOVER_LABELS, PAYMENT_METHOD_LABELS } from './schema'

export type SucceededOutcome = 'ignored' | 'reserved' | 'paid' | 'refunded-late'

type Locked = { id: number; kind: string; status: string; payment_state: PaymentState; vehicle_id: number | null; site_id: number; lead_id: number | null }

const idOf = (value: unknown): number | null => {
  const id = relationId(value)
  return id === null ? null : Number(id)
}

async function firstDealership(payload: Payload, siteId: number, req: TransactionReq): Promise<number | null> {
  const found = await payload.find({ collection: 'dealerships', where: { site: { equals: siteId } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0]?.id ?? null
}

/** The receipt lines the shopper's confirmation e-mail carries (and the lead shows). */
function receiptOf(r: Reservation, holdEnd: string): string[] {
  const provider = r.provider === 'test' ? ` (${TEST_MODE_LABEL})` : ''
  if (r.kind === 'payment') return [`Reference: ${r.reference}`, `Paid: ${formatCents(r.amount_cents)} AUD${provider}${r.description ? ` for ${r.description}` : ''}.`]
  return [
    `Reference: ${r.reference}`,
    `${r.kind === 'buy-online' ? 'Deposit for buying online' : 'Reservation deposit'} paid: ${formatCents(r.amount_cents)} AUD${provider}.`,
    `The car is held for you until ${holdEnd}.`,
    r.refundable !== false ? 'The deposit is 100% refundable; the rest is paid at the dealership.' : 'The rest is paid at the dealership.',
  ]
}

/** Buy online: the payment, handover and trade-in the shopper chose, in words (the receipt repeats them). */
function purchaseChoicesOf(details: Record<string, unknown>): string[] {
  const method = PAYMENT_METHOD_LABELS[details.payment_method as keyof typeof PAYMENT_METHOD_LABELS]
  const handover = details.handover === 'delivery' ? `${HANDOVER_LABELS.delivery}: ${String(details.delivery_address ?? '')}` : details.handover === 'pickup' ? HANDOVER_LABELS.pickup : undefined
  const tradeIn = details.trade_in === 'yes' ? `Trade-in: ${String(details.trade_in_description ?? '')}` : details.trade_in === 'no' ? 'Trade-in: none' : undefined
  return [method && `Payment: ${method}`, handover && `Handover: ${handover}`, tradeIn].filter((line): line is string => Boolean(line))
}

/** What the tax invoice (the shopper's receipt) needs: the amount, when it was paid and for what. */
function invoiceOf(r: Reservation, vehicle: Vehicle | null): { amount_cents: number; paid_at: string; description: string } {
  const car = vehicle ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || vehicle.name : ''
  const what = r.kind === 'payment' ? r.description || 'Online payment' : r.kind === 'buy-online' ? 'Deposit for buying online' : 'Reservation deposit'
  return { amount_cents: r.amount_cents, paid_at: r.paid_at ?? new Date().toISOString(), description: car && r.kind !== 'payment' ? `${what} (${car})` : what }
}

/**
 * In the caller's transaction: the dealer's lead (category Reservation, with ADF) and the
 * shopper's receipt as the lead's jobs, lead_id on the reservation, and the release job at the
 * hold's end. Returns the ids of the jobs to start now.
 */
export async function writeLeadAndJobs(payload: Payload, db: SqlDb, req: TransactionReq, site: Site, reservationId: number, expires: Date | null): Promise<Array<number | string>> {
  const r = (await payload.findByID({ collection: 'reservations', id: reservationId, depth: 1, overrideAccess: true, req })) as Reservation
  const vehicle = docOf(r.vehicle)
  const holdEnd = expires ? formatHoldEnd(expires, timeZoneForState(site.defaultState)) : ''
  const { lead_source: touches, ...details } = (r.details && typeof r.details === 'object' && !Array.isArray(r.details) ? r.details : {}) as Record<string, unknown>
  const receipt = receiptOf(r, holdEnd)
  const extra = Object.entries(details).filter(([k, v]) => k !== 'page_url' && v !== '' && v !== null && v !== undefined).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      site: site.id,
      kind: 'reservation',
      category: 'Reservation',
      subcategory: r.kind === 'buy-online' ? 'Buy Online' : r.kind === 'payment' ? 'Online Payment' : 'Reserve Online',
      name: r.name ?? '',
      email: r.email ?? undefined,
      phone: r.phone ?? undefined,
      dealership: idOf(vehicle?.dealership) ?? (await firstDealership(payload, site.id, req)),
      location: idOf(vehicle?.location),
      vehicle: vehicle?.id ?? null,
      fields: {
        ...details,
        message: [...receipt, ...extra].join('\n'),
        reference: r.reference,
        [r.kind === 'payment' ? 'amount' : 'deposit']: formatCents(r.amount_cents),
        ...(holdEnd ? { hold_until: holdEnd } : {}),
        receipt,
        ...(r.kind === 'buy-online' ? { purchase_choices: purchaseChoicesOf(details) } : {}),
        invoice: invoiceOf(r, vehicle),
      },
      opt_in: false,
      page_url: typeof details.page_url === 'string' ? details.page_url : null,
      source: 'Website',
      ...leadSourceFields(site.settings, leadTouchesSchema.safeParse(touches).data),
      delivery_status: 'pending',
      confirmation_state: r.email ? 'pending' : 'skipped',
    },
  })
  await db.execute(sql`UPDATE "reservations" SET "lead_id" = ${lead.id} WHERE "id" = ${reservationId}`)
  const jobIds: Array<number | string> = []
  jobIds.push((await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: LEAD_JOBS_QUEUE, req })).id)
  if (r.email) jobIds.push((await payload.jobs.queue({ task: 'confirmLead', input: { leadId: lead.id }, queue: LEAD_JOBS_QUEUE, req })).id)
  if (expires) await payload.jobs.queue({ task: 'releaseReservations', input: {}, waitUntil: expires, req })
  return jobIds
}

type Applied = { outcome: SucceededOutcome; reservationId: number; vehicle?: Vehicle; jobIds: Array<number | string> }

/** Everything a succeeded payment changes in the database, in one transaction. */
async function applySucceeded(payload: Payload, intentId: string, now: Date): Promise<Applied | null> {
  return inSqlTransaction(payload, 'Settling a payment', async (db, req): Promise<Applied | null> => {
    const found = await db.execute(sql`
      SELECT "id", "kind", "status", "payment_state", "vehicle_id", "site_id", "lead_id" FROM "reservations" WHERE "payment_id" = ${intentId} FOR UPDATE`)
    const row = found.rows[0] as Locked | undefined
    if (!row) return null
    const none: Applied = { outcome: 'ignored', reservationId: row.id, jobIds: [] }
    if (!nextPaymentState(row.payment_state, 'succeed')) return none
    await db.execute(sql`UPDATE "reservations" SET "payment_state" = 'succeeded', "updated_at" = now() WHERE "id" = ${row.id}`)
    const site = (await payload.findByID({ collection: 'sites', id: row.site_id, depth: 0, overrideAccess: true, req })) as Site
    const payment = row.kind === 'payment'
    const expires = payment ? null : reservationExpiry(now, holdHours(site.settings ?? {}))
    const settled = payment
      ? await db.execute(sql`
          UPDATE "reservations" SET "status" = 'paid', "paid_at" = ${now.toISOString()}, "note" = 'Paid online'
          WHERE "id" = ${row.id} AND "status" = 'requested' RETURNING "id"`)
      : await db.execute(sql`
          UPDATE "reservations" SET "status" = 'active', "paid_at" = ${now.toISOString()}, "expires_at" = ${expires!.toISOString()}, "note" = 'Paid: the car is held'
          WHERE "id" = ${row.id} AND "status" = 'pending' RETURNING "id"`)
    if (settled.rows.length === 0) {
      // Paid after the checkout or request ended: the refund is owed from this commit on.
      const note = payment ? 'Paid after the request was withdrawn: refunded automatically' : 'Paid after the reservation had ended: refunded automatically'
      await db.execute(sql`UPDATE "reservations" SET "refund_state" = 'pending', "refund_id" = NULL, "note" = ${note} WHERE "id" = ${row.id}`)
      failpoint('settle:before-commit')
      return { outcome: 'refunded-late', reservationId: row.id, jobIds: [] }
    }
    const vehicle =
      row.vehicle_id !== null && !payment
        ? ((await payload.update({ collection: 'vehicles', id: row.vehicle_id, data: { reserved: true }, overrideAccess: true, depth: 0, req })) as Vehicle)
        : undefined
    const jobIds = await writeLeadAndJobs(payload, db, req, site, row.id, expires)
    failpoint('settle:before-commit')
    return { outcome: payment ? 'paid' : 'reserved', reservationId: row.id, vehicle, jobIds }
  })
}

/** After a commit: the car page's cache and the jobs (both harmless to repeat). */
export function afterCommit(payload: Payload, vehicle: Vehicle | undefined, jobIds: ReadonlyArray<number | string>): void {
  const site = idOf(vehicle?.site)
  if (vehicle?.slug && site !== null) expireTags([vehicleTag(site, vehicle.slug)])
  if (jobIds.length > 0) startLeadJobs(payload, jobIds)
}

/**
 * A payment the provider says succeeded: settle it (once: a replay, or a second caller after the
 * first committed, answers 'ignored'). `refundLate` asks the provider for the refund a late payment
 * is owed, after the commit. Null when no reservation has this intent.
 */
export async function settleSucceeded(payload: Payload, intentId: string, refundLate: (reservationId: number) => Promise<unknown>, now = new Date()): Promise<SucceededOutcome | null> {
  const applied = await applySucceeded(payload, intentId, now)
  if (!applied) return null
  failpoint('settle:after-commit')
  if (applied.outcome === 'refunded-late') await refundLate(applied.reservationId)
  afterCommit(payload, applied.vehicle, applied.jobIds)
  return applied.outcome
}
