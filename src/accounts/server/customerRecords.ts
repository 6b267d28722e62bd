/** The shopper account endpoints' reads and writes of customer records beyond Payload's plain calls. */
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { MAX_CODE_ATTEMPTS } from '../codes'
import { idOf } from '../http'

export const findCustomerByEmail = async (payload: Payload, siteId: number, email: string): Promise<Customer | null> => {
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ site: { equals: siteId } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return (found.docs[0] as Customer | undefined) ?? null
}

/** Counts one try atomically; null when the code is already locked (or gone). */
export async function consumeCodeAttempt(payload: Payload, customerId: number): Promise<{ hash: string | null; expiresAt: string | null } | null> {
  const pool = payload.db.pool
  if (!pool) throw new Error('no database pool')
  const result = await pool.query(
    'UPDATE customers SET login_code_attempts = COALESCE(login_code_attempts, 0) + 1 WHERE id = $1 AND COALESCE(login_code_attempts, 0) < $2 AND login_code_hash IS NOT NULL RETURNING login_code_hash, login_code_expires_at',
    [customerId, MAX_CODE_ATTEMPTS],
  )
  const row = result.rows[0]
  if (!row) return null
  const expires = row.login_code_expires_at
  return { hash: (row.login_code_hash as string | null) ?? null, expiresAt: expires instanceof Date ? expires.toISOString() : (expires as string | null) }
}

/** The ids of the customer's saved cars, oldest first. */
export const watchlistIds = async (payload: Payload, customerId: number): Promise<string[]> => {
  const rows = await payload.find({
    collection: 'watchlist-items',
    where: { customer: { equals: customerId } },
    depth: 0,
    limit: 500,
    overrideAccess: true,
    sort: 'createdAt',
  })
  return rows.docs.map((d) => String(idOf(d.vehicle))).filter((id) => id !== 'null')
}
