/**
 * Before a car is deleted (issue 31 §6; the decision per table is in src/rules/vehicleDelete.ts):
 * the car's row is locked, so no checkout can start on it meanwhile; a car held for a shopper
 * (paid, active reservation or a checkout being paid) is refused with a 409 saying what to do; the
 * leads, reservations and phone reveals that point at it get the car's snapshot, in the delete's
 * own transaction, before the database empties their link (ON DELETE SET NULL). Watchlist entries
 * go with the car (ON DELETE CASCADE).
 */
import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { sqlOfRequest, type SqlDb } from '@/db/sqlTransaction'
import { checkoutLimitsFrom } from '@/rules/checkoutLimits'
import { deleteRefusal, vehicleSnapshot, type HoldingReservation, type VehicleRow, type VehicleSnapshot } from '@/rules/vehicleDelete'

/** The tables whose rows outlive their car, each with a `vehicle_id` and the snapshot columns. */
const KEPT_TABLES = ['leads', 'reservations', 'phone_reveals'] as const

async function writeSnapshot(db: SqlDb, table: (typeof KEPT_TABLES)[number], s: VehicleSnapshot): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} SET
      "vehicle_snapshot_car_id" = ${s.car_id},
      "vehicle_snapshot_name" = ${s.name},
      "vehicle_snapshot_stocknum" = ${s.stocknum},
      "vehicle_snapshot_vin" = ${s.vin},
      "vehicle_snapshot_slug" = ${s.slug},
      "vehicle_snapshot_price" = ${s.price},
      "vehicle_snapshot_year" = ${s.year},
      "vehicle_snapshot_make" = ${s.make},
      "vehicle_snapshot_model" = ${s.model},
      "vehicle_snapshot_car_type" = ${s.car_type},
      "vehicle_snapshot_deleted_at" = ${s.deleted_at}
    WHERE "vehicle_id" = ${s.car_id}`)
}

export const keepVehicleHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await sqlOfRequest(req)
  const found = await db.execute(sql`
    SELECT "id", "name", "stocknum", "vin", "slug", "price", "year", "make", "model", "badge", "car_type"
    FROM "vehicles" WHERE "id" = ${Number(id)} FOR UPDATE`)
  const car = found.rows[0] as VehicleRow | undefined
  if (!car) return
  const holds = await db.execute(sql`
    SELECT "reference", "status", "payment_state", "created_at" FROM "reservations"
    WHERE "vehicle_id" = ${car.id} AND "status" IN ('pending', 'active') ORDER BY "id"`)
  const now = new Date()
  const refusal = deleteRefusal(holds.rows as HoldingReservation[], now, checkoutLimitsFrom(process.env).paymentMinutes)
  if (refusal) throw new APIError(refusal, 409, null, true)
  const snapshot = vehicleSnapshot(car, now)
  for (const table of KEPT_TABLES) await writeSnapshot(db, table, snapshot)
}
