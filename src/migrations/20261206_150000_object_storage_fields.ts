import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34 section 1: the S3 storage adapter's fields (the object's prefix in the bucket and its
 * key) on both upload collections. They exist in every mode (alwaysInsertFields), so switching
 * S3_BUCKET on or off needs no schema change.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "lead_photos" ADD COLUMN "prefix" varchar DEFAULT 'lead-photos';
  ALTER TABLE "lead_photos" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "lead_photos" DROP COLUMN "prefix";
  ALTER TABLE "lead_photos" DROP COLUMN "_objectkey";`)
}
