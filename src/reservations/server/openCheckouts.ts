/**
 * Unpaid checkouts in the database (issue 31 §2): how many are open per client address and per site
 * (the caps of rules/checkoutLimits), and which unpaid checkout holds a car until when.
 *
 * The caps hold under concurrency: the count and the row's insert run in one transaction that
 * holds advisory locks on the address and the site (insertUnderCaps), so ten checkouts from one
 * address at the same moment leave exactly the cap open.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { checkoutLimitsFrom, paymentSlotEnd, secondsUntil, type CapScope, type CheckoutLimits } from '@/rules/checkoutLimits'

/** The limits now (read at each call: CHECKOUT_PAYMENT_MINUTES, CHECKOUT_OPEN_PER_ADDRESS, CHECKOUT_OPEN_PER_SITE). */
export const checkoutLimitsNow = (): CheckoutLimits => checkoutLimitsFrom(process.env)

/** What the row keeps of the client's address: a hash, never the address itself. */
export function addressKey(address: string | null | undefined): string | null {
  const a = (address ?? '').trim()
  return a ? createHash('sha256').update(`checkout:${a}`).digest('base64url').slice(0, 32) : null
}

type Open = { n: number; oldest: Date | string | null }
type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

async function countOpen(db: Executor, where: ReturnType<typeof sql>, minutes: number): Promise<Open> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS "n", min("created_at") AS "oldest" FROM "reservations"
    WHERE "status" = 'pending' AND "created_at" > now() - make_interval(mins => ${minutes}) AND ${where}`)
  return result.rows[0] as Open
}

export type CapHit = { scope: CapScope; retryAfterSeconds: number }

type CapInput = { siteId: number; addressKey: string | null; limits: CheckoutLimits }

/** Whether one more unpaid checkout would pass a cap (the address's, then the site's). Null: within both. */
export async function openCheckoutCap(db: Executor, input: CapInput, now = new Date()): Promise<CapHit | null> {
  const { limits } = input
  const retry = (open: Open) => secondsUntil(paymentSlotEnd(new Date(open.oldest ?? now), limits), now)
  if (input.addressKey) {
    const mine = await countOpen(db, sql`"client_address" = ${input.addressKey}`, limits.paymentMinutes)
    if (mine.n >= limits.openPerAddress) return { scope: 'address', retryAfterSeconds: retry(mine) }
  }
  const site = await countOpen(db, sql`"site_id" = ${input.siteId}`, limits.paymentMinutes)
  if (site.n >= limits.openPerSite) return { scope: 'site', retryAfterSeconds: retry(site) }
  return null
}

/** Advisory lock classes (the two-key form): one address's checkouts, one site's. */
const ADDRESS_LOCK = 31_002
const SITE_LOCK = 31_003

/**
 * Counts and writes one unpaid checkout under the caps, race-free: in one transaction holding
 * advisory locks on the client's address and on the site (always in that order), so concurrent
 * starts count one after another and each sees the rows written before it. `insert` writes the
 * row with the transaction it is given; a refused start writes nothing.
 */
export async function insertUnderCaps<T>(payload: Payload, input: CapInput, insert: (tx: Executor) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; hit: CapHit }> {
  return payload.db.drizzle.transaction(async (tx) => {
    if (input.addressKey) await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${input.addressKey}))`)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SITE_LOCK}, ${input.siteId}::int)`)
    const hit = await openCheckoutCap(tx, input)
    if (hit) return { ok: false as const, hit }
    return { ok: true as const, value: await insert(tx) }
  })
}

/** The unpaid checkout holding this car within its payment slot, with the slot's end; null when none. */
export async function pendingHold(payload: Payload, vehicleId: number, limits: CheckoutLimits): Promise<{ clientKey: string | null; customerId: number | null; freeAt: Date } | null> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT "client_key", "customer_id", "created_at" FROM "reservations"
    WHERE "vehicle_id" = ${vehicleId} AND "status" = 'pending' AND "created_at" > now() - make_interval(mins => ${limits.paymentMinutes}) LIMIT 1`)
  const row = result.rows[0] as { client_key: string | null; customer_id: number | null; created_at: Date | string } | undefined
  return row ? { clientKey: row.client_key, customerId: row.customer_id, freeAt: paymentSlotEnd(new Date(row.created_at), limits) } : null
}
