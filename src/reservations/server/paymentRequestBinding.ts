/**
 * Binds a dealer's payment request (P-) to its shopper (issue 31 §7; rules/paymentRequestAccess):
 * a request staff made for an e-mail opens only for that shopper; one made without an e-mail is
 * taken by the first signed-in shopper who opens it (a compare-and-set, so of two at once exactly
 * one gets it) and opens only for them from then on.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { paymentRequestAccess } from '@/rules/paymentRequestAccess'

export type RequestShopper = { id: number; name?: string | null; email: string; phone?: string | null }

/** Whether this shopper may see and pay the request with this id. */
export async function mayOpenRequest(payload: Payload, id: number, shopper: RequestShopper): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await payload.db.drizzle.execute(sql`SELECT "email", "customer_id" FROM "reservations" WHERE "id" = ${id}`)
    const row = result.rows[0] as { email: string | null; customer_id: number | null } | undefined
    if (!row) return false
    const access = paymentRequestAccess({ email: row.email, customerId: row.customer_id }, shopper)
    if (access !== 'bind') return access === 'allowed'
    const bound = await payload.db.drizzle.execute(sql`
      UPDATE "reservations" SET "customer_id" = ${shopper.id}, "email" = ${shopper.email},
        "name" = COALESCE(NULLIF("name", ''), ${shopper.name ?? null}), "phone" = COALESCE(NULLIF("phone", ''), ${shopper.phone ?? null})
      WHERE "id" = ${id} AND COALESCE("email", '') = '' AND "customer_id" IS NULL RETURNING "id"`)
    if (bound.rows.length > 0) return true
    // Another shopper took it a moment ago: read it again and answer for them.
  }
  return false
}
