/**
 * What staff read of a car's attention (issue 35 §5), always with their own access: the car is read
 * as the viewer (another site's staff get nothing), then its counts: page views (src/insight/views.ts),
 * leads about it, shoppers' saves (watchlist items) and days in stock. The dashboard's "cars getting
 * attention" of a site: its most viewed cars this week that had no lead this week and are still for sale.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { User, Vehicle } from '@/payload-types'
import { maySeeSite } from '@/access/roles'
import { relationId } from '@/lib/relations'
import { ATTENTION_DAYS, ATTENTION_SHOWN, carsGettingAttention, daysInStock, RECENT_VIEW_DAYS, windowStart } from '@/rules/carInsight'
import { RETENTION_DAYS } from '@/rules/webVitals'
import { carViewsSince, topViewedCars } from './views'

export type CarInsight = { viewsThisWeek: number; viewsRecent: number; viewsKept: number; leads: number; saves: number; daysInStock: number | null }

/** The car's figures, or null when the viewer may not read the car. */
export async function carInsight(payload: Payload, vehicleId: number | string, user: User, now = new Date()): Promise<CarInsight | null> {
  const car = (await payload
    .findByID({ collection: 'vehicles', id: vehicleId, depth: 0, select: { site: true, listed_at: true, createdAt: true, sold_date_timestamp: true }, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)) as Pick<Vehicle, 'id' | 'site' | 'listed_at' | 'createdAt' | 'sold_date_timestamp'> | null
  const siteId = car ? (relationId(car.site) as number | null) : null
  if (!car || siteId === null) return null
  const [viewsThisWeek, viewsRecent, viewsKept, leads, saves] = await Promise.all([
    carViewsSince(payload, siteId, car.id, windowStart(now, ATTENTION_DAYS)),
    carViewsSince(payload, siteId, car.id, windowStart(now, RECENT_VIEW_DAYS)),
    carViewsSince(payload, siteId, car.id, windowStart(now, RETENTION_DAYS)),
    payload.count({ collection: 'leads', where: { vehicle: { equals: car.id } }, user, overrideAccess: false }).then((r) => r.totalDocs),
    payload.count({ collection: 'watchlist-items', where: { vehicle: { equals: car.id } }, user, overrideAccess: false }).then((r) => r.totalDocs),
  ])
  return { viewsThisWeek, viewsRecent, viewsKept, leads, saves, daysInStock: daysInStock(car, now) }
}

export type AttentionCar = { id: number; name: string; views: number }

/** Cars read as candidates before leads and sold cars are left out. */
const CANDIDATES = 50

/** The site's cars getting attention this week (most views, no lead this week, still for sale); [] for another site's staff. */
export async function carsGettingAttentionOf(payload: Payload, siteId: number, user: User, now = new Date()): Promise<AttentionCar[]> {
  if (!maySeeSite(user, siteId)) return []
  const from = windowStart(now, ATTENTION_DAYS)
  const totals = await topViewedCars(payload, siteId, from, CANDIDATES)
  if (totals.length === 0) return []
  const ids = totals.map((t) => t.vehicleId)
  const fromInstant = new Date(`${from}T00:00:00.000Z`).toISOString()
  const [leadRows, cars] = await Promise.all([
    payload.db.drizzle.execute(sql`SELECT DISTINCT "vehicle_id" FROM "leads" WHERE "site_id" = ${siteId} AND "created_at" >= ${fromInstant} AND "vehicle_id" IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
    payload.find({ collection: 'vehicles', where: { and: [{ site: { equals: siteId } }, { id: { in: ids } }] }, select: { name: true, status: true }, depth: 0, limit: ids.length, pagination: false, user, overrideAccess: false }),
  ])
  const withLead = new Set((leadRows.rows ?? []).map((r) => Number(r.vehicle_id)))
  const names = new Map((cars.docs as Pick<Vehicle, 'id' | 'name' | 'status'>[]).map((c) => [c.id, c]))
  const forSale = new Set([...names.values()].filter((c) => c.status !== 'sold').map((c) => c.id))
  return carsGettingAttention(totals, withLead, forSale, ATTENTION_SHOWN).map((t) => ({ id: t.vehicleId, name: names.get(t.vehicleId)?.name || `Car ${t.vehicleId}`, views: t.views }))
}
