/** A reservation's row as the service reads it with SQL (state, car, payment, refund). */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { PaymentState, ReservationStatus } from '@/rules/reservation'

export type Row = {
  id: number
  reference: string
  kind: string
  status: ReservationStatus
  payment_state: PaymentState
  vehicle_id: number | null
  site_id: number
  payment_id: string | null
  refundable: boolean | null
  refund_state: string | null
  expires_at: Date | string | null
}

export async function rowBy(payload: Payload, where: ReturnType<typeof sql>): Promise<Row | null> {
  const result = await payload.db.drizzle.execute(sql`SELECT "id", "reference", "kind", "status", "payment_state", "vehicle_id", "site_id", "payment_id", "refundable", "refund_state", "expires_at" FROM "reservations" WHERE ${where} LIMIT 1`)
  return (result.rows[0] as Row | undefined) ?? null
}

export async function holdingRowFor(payload: Payload, vehicleId: number): Promise<Row | null> {
  return rowBy(payload, sql`"vehicle_id" = ${vehicleId} AND "status" IN ('pending', 'active')`)
}
