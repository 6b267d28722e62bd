import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35 §2 and §4: where a lead came from (its channel, indexed for the dashboard's leads by
 * source, and the visit's first and last touch), and the per-site switches for recently viewed
 * cars, the share button and lead source tracking (all on by default).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "lead_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "lead_touches" jsonb;
  CREATE INDEX "leads_lead_source_idx" ON "leads" USING btree ("lead_source");
  ALTER TABLE "sites" ADD COLUMN "settings_recently_viewed_enabled" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "settings_share_enabled" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "settings_lead_source_tracking" boolean DEFAULT true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_lead_source_idx";
  ALTER TABLE "leads" DROP COLUMN "lead_source";
  ALTER TABLE "leads" DROP COLUMN "lead_touches";
  ALTER TABLE "sites" DROP COLUMN "settings_recently_viewed_enabled";
  ALTER TABLE "sites" DROP COLUMN "settings_share_enabled";
  ALTER TABLE "sites" DROP COLUMN "settings_lead_source_tracking";`)
}
