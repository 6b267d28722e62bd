import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 31 §4: who holds a claim (src/jobs/claimOwner.ts). Plain columns outside Payload's schema,
 * read and written only by raw SQL: the job claims (src/jobs/atomicClaims.ts) and the lead sends'
 * claims (src/leads/deliver.ts, src/leads/confirm.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_jobs" ADD COLUMN IF NOT EXISTS "claim_owner" integer;
  ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "email_claim_owner" integer;
  ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "crm_claim_owner" integer;
  ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "webhook_claim_owner" integer;
  ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "confirmation_claim_owner" integer;
  CREATE INDEX IF NOT EXISTS "payload_jobs_processing_owner_idx" ON "payload_jobs" USING btree ("claim_owner") WHERE "processing" = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "payload_jobs_processing_owner_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN IF EXISTS "claim_owner";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "email_claim_owner";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "crm_claim_owner";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "webhook_claim_owner";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "confirmation_claim_owner";`)
}
