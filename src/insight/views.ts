/**
 * Car page views (issue 35 §5): one row per site, car and UTC day in "vehicle_views", its count
 * raised by one atomic upsert per view (INSERT … ON CONFLICT on the unique index), so concurrent
 * views never lose a count and never make a second row. Rows are bounded: at most one per car and
 * day, kept RETENTION_DAYS like the real-user vitals (pruneCarViews, run by the job runner).
 * Nothing about the visitor is stored. Plain Node: the integration tests call it directly.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { retentionCutoff, RETENTION_DAYS, utcDay } from '@/rules/webVitals'
import type { ViewTotal } from '@/rules/carInsight'

type Rows<T> = { rows: T[] }
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows ?? []

/** The id of the site's car with this slug, or null (a car of another site is never found). */
export async function carIdForSlug(payload: Payload, siteId: number, slug: string): Promise<number | null> {
  const found = await payload.find({ collection: 'vehicles', where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] }, select: {}, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  return found.docs[0]?.id ?? null
}

/** Counts one page view of the car on `at`'s UTC day. */
export async function recordCarView(payload: Payload, siteId: number, vehicleId: number, at = new Date()): Promise<void> {
  await payload.db.drizzle.execute(sql`
    INSERT INTO "vehicle_views" ("site_id", "vehicle_id", "day", "views", "updated_at") VALUES (${siteId}, ${vehicleId}, ${utcDay(at)}, 1, now())
    ON CONFLICT ("site_id", "vehicle_id", "day") DO UPDATE SET "views" = "vehicle_views"."views" + 1, "updated_at" = now()`)
}

/** A car's views on the site from `fromDay` on (inclusive). Callers check the viewer may see the car. */
export async function carViewsSince(payload: Payload, siteId: number, vehicleId: number, fromDay: string): Promise<number> {
  const rows = rowsOf<{ total: string | number | null }>(
    await payload.db.drizzle.execute(sql`SELECT COALESCE(SUM("views"), 0) AS "total" FROM "vehicle_views" WHERE "site_id" = ${siteId} AND "vehicle_id" = ${vehicleId} AND "day" >= ${fromDay}`),
  )
  return Number(rows[0]?.total ?? 0)
}

/** The site's most viewed cars from `fromDay` on, at most `limit` (one grouped query over bounded rows). */
export async function topViewedCars(payload: Payload, siteId: number, fromDay: string, limit: number): Promise<ViewTotal[]> {
  const rows = rowsOf<{ vehicle_id: number; total: string | number }>(
    await payload.db.drizzle.execute(sql`
      SELECT "vehicle_id", SUM("views") AS "total" FROM "vehicle_views" WHERE "site_id" = ${siteId} AND "day" >= ${fromDay}
      GROUP BY "vehicle_id" ORDER BY "total" DESC, "vehicle_id" ASC LIMIT ${limit}`),
  )
  return rows.map((r) => ({ vehicleId: Number(r.vehicle_id), views: Number(r.total) }))
}

/** Deletes view rows of days before the last RETENTION_DAYS; idempotent, safe on several instances. */
export async function pruneCarViews(payload: Payload, now = new Date(), days = RETENTION_DAYS): Promise<{ deleted: number; before: string }> {
  const before = retentionCutoff(now, days)
  const result = await payload.db.drizzle.execute(sql`DELETE FROM "vehicle_views" WHERE "day" < ${before}`)
  return { deleted: Number((result as { rowCount?: number | null }).rowCount ?? 0), before }
}

export const carViewsRetentionTask = { name: 'car views retention', everyMs: 6 * 60 * 60 * 1000, run: (payload: Payload) => pruneCarViews(payload) }
