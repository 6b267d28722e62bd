/**
 * Real-user vitals retention: deletes rows of days before the last RETENTION_DAYS.
 * Idempotent (a second run deletes nothing) and safe with several instances (a plain DELETE by
 * day). Runs in the job runner's first pass and then every RETENTION_INTERVAL_MS (src/jobs/runner.ts).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { retentionCutoff, RETENTION_DAYS } from '@/rules/webVitals'

const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000

export async function pruneVitals(payload: Payload, now = new Date(), days = RETENTION_DAYS): Promise<{ deleted: number; before: string }> {
  const before = retentionCutoff(now, days)
  const result = await payload.db.drizzle.execute(sql`DELETE FROM "web_vitals" WHERE "day" < ${before}`)
  return { deleted: Number((result as { rowCount?: number | null }).rowCount ?? 0), before }
}

export const vitalsRetentionTask = { name: 'web vitals retention', everyMs: RETENTION_INTERVAL_MS, run: (payload: Payload) => pruneVitals(payload) }
