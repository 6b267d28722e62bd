/**
 * Storing real-user vitals: each metric of a beacon adds one to its bucket in the row
 * of (site, UTC day, page kind, device, metric), created on first use. One atomic upsert per
 * metric (INSERT … ON CONFLICT DO UPDATE on the collection's unique index), so concurrent
 * beacons never lose a count and never make a second row. Plain Node (no server-only): the
 * integration tests call it directly.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { User } from '@/payload-types'
import { bucketOf, emptyHistogram, METRICS, utcDay, type Beacon, type VitalsRow } from '@/rules/webVitals'

export async function recordBeacon(payload: Payload, siteId: number, beacon: Beacon, at = new Date()): Promise<void> {
  const day = utcDay(at)
  for (const metric of METRICS) {
    const value = beacon.values[metric]
    if (value === undefined) continue
    const bucket = bucketOf(metric, value)
    const fresh = emptyHistogram(metric)
    fresh[bucket] = 1
    await payload.db.drizzle.execute(sql`
      INSERT INTO "web_vitals" ("site_id", "day", "page_kind", "device", "metric", "samples", "buckets", "updated_at", "created_at")
      VALUES (${siteId}, ${day}, ${beacon.pageKind}, ${beacon.device}, ${metric}, 1, ${JSON.stringify(fresh)}::jsonb, now(), now())
      ON CONFLICT ("site_id", "day", "page_kind", "device", "metric") DO UPDATE SET
        "samples" = "web_vitals"."samples" + 1,
        "buckets" = jsonb_set("web_vitals"."buckets", ARRAY[${String(bucket)}]::text[], to_jsonb(COALESCE(("web_vitals"."buckets" ->> ${bucket}::int)::int, 0) + 1)),
        "updated_at" = now()`)
  }
}

/**
 * A site's rows from `fromDay` on, read with the viewer's access (a staff user sees only the
 * sites they may read: the multi-tenant plugin narrows the query), bounded by construction.
 */
export async function readVitals(payload: Payload, siteId: number, fromDay: string, viewer: { user: User; overrideAccess: false }): Promise<VitalsRow[]> {
  const found = await payload.find({
    collection: 'web-vitals',
    where: { and: [{ site: { equals: siteId } }, { day: { greater_than_equal: fromDay } }] },
    pagination: false,
    depth: 0,
    select: { pageKind: true, device: true, metric: true, buckets: true },
    user: viewer.user,
    overrideAccess: false,
  })
  return found.docs.map((d) => ({ pageKind: d.pageKind, device: d.device, metric: d.metric, buckets: d.buckets }))
}
