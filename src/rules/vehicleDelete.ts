/**
 * Deleting a car (issue 31 §6). Pure: no I/O, no clock (callers pass `now`).
 *
 * What a delete does to each table that points at a car (enforced by the foreign keys of
 * migration 20261206_120000_vehicle_delete_keeps_history):
 * - leads, reservations and phone reveals are the dealer's records of what happened: they are kept,
 *   their car link is emptied (ON DELETE SET NULL) and the car as it was is written on them first
 *   (`vehicleSnapshot`), so a lead still says which car it was about (admin, CSV, ADF);
 * - watchlist entries are a shopper's bookmark of a listed car: they go with it (ON DELETE CASCADE);
 * - the car's own rows (images, finance, equipment, locations, document locks) go with it.
 * A car that is held for a shopper (a paid, active reservation, or a checkout being paid) is not
 * deleted (`deleteRefusal`): staff end the hold or refund it first, and can always unpublish it.
 */
import { DEFAULT_CHECKOUT_LIMITS } from './checkoutLimits'

/** The car's columns the snapshot is made from (as read from the `vehicles` table). */
export type VehicleRow = {
  id: number
  name?: string | null
  stocknum?: string | null
  vin?: string | null
  slug?: string | null
  price?: number | string | null
  year?: number | string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  car_type?: string | null
}

/** The car as a kept record remembers it (the `vehicle_snapshot` group's fields). */
export type VehicleSnapshot = {
  car_id: number
  name: string | null
  stocknum: string | null
  vin: string | null
  slug: string | null
  price: number | null
  year: number | null
  make: string | null
  model: string | null
  car_type: string | null
  deleted_at: string
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
const number = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

export function vehicleSnapshot(car: VehicleRow, now: Date): VehicleSnapshot {
  const year = number(car.year)
  const named = text(car.name) ?? text([year, car.make, car.model, car.badge].filter(Boolean).join(' '))
  return {
    car_id: car.id,
    name: named,
    stocknum: text(car.stocknum),
    vin: text(car.vin),
    slug: text(car.slug),
    price: number(car.price),
    year,
    make: text(car.make),
    model: text(car.model),
    car_type: text(car.car_type),
    deleted_at: now.toISOString(),
  }
}

/** A reservation that holds the car (status pending or active). */
export type HoldingReservation = { reference: string; status: string; payment_state?: string | null; created_at: string | Date }

/** Why the car cannot be deleted now, in staff's words; null when it can. */
export function deleteRefusal(holds: readonly HoldingReservation[], now: Date): string | null {
  const paid = holds.find((h) => h.status === 'active')
  if (paid) return `This car has a paid reservation (${paid.reference}): end the hold or refund it first (Reservations › ${paid.reference}: Cancel, or Confirm sale), or unpublish the car instead.`
  const paying = holds.find((h) => h.status === 'pending')
  if (paying) {
    const endsAt = new Date(paying.created_at).getTime() + DEFAULT_CHECKOUT_LIMITS.paymentMinutes * 60_000
    const minutes = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000))
    return `A shopper is paying for this car right now (${paying.reference}): the checkout ends within ${minutes} minute${minutes === 1 ? '' : 's'}; try again then, or unpublish the car instead.`
  }
  return null
}
