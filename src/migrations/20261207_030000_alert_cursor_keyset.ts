import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The alert matcher's cursor becomes a keyset position (updated_at, id): with only a time, a burst
 * of more cars than one pass reads (5,000) saved within the re-read window (a bulk import, one
 * transaction's time) kept the cursor where it was, so every pass re-read the same 5,000 cars and
 * the rest were never matched (src/alerts/server/matchJob.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "alert_cursor" ADD COLUMN IF NOT EXISTS "last_id" integer DEFAULT 0 NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "alert_cursor" DROP COLUMN IF EXISTS "last_id";`)
}
