import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35 section 1's benchmark: alert_items takes ~120,000 rows in one matching pass, so it keeps
 * only the indexes a query uses (every insert writes each one).
 * - Dropped: state, email, sent_at, updated_at, created_at (the admin list sorts by id) and the
 *   full mail_key index (every row is inserted without a mail key).
 * - Added, by hand (Payload cannot declare partial indexes, so they are not in the schema snapshot),
 *   for the sender's queries (src/alerts/sendAlerts.ts):
 *   `alert_items_pending_idx` (site_id, email) of the waiting rows (which addresses wait, their
 *   waiting cars, suppressing them); `alert_items_sent_idx` (site_id, email, sent_at) of the rows an
 *   e-mail carried (the per-day cap's count); `alert_items_mail_key_set_idx` of the claimed rows
 *   (an e-mail's sent / put back / bounced updates). A new row enters only the first.
 * - Kept: the unique key (once per search and car) and site, saved search and vehicle (their
 *   foreign keys' deletes).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "alert_items_state_idx";
  DROP INDEX IF EXISTS "alert_items_email_idx";
  DROP INDEX IF EXISTS "alert_items_mail_key_idx";
  DROP INDEX IF EXISTS "alert_items_sent_at_idx";
  DROP INDEX IF EXISTS "alert_items_updated_at_idx";
  DROP INDEX IF EXISTS "alert_items_created_at_idx";
  CREATE INDEX IF NOT EXISTS "alert_items_pending_idx" ON "alert_items" USING btree ("site_id","email") WHERE "state" = 'pending';
  CREATE INDEX IF NOT EXISTS "alert_items_sent_idx" ON "alert_items" USING btree ("site_id","email","sent_at") WHERE "sent_at" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "alert_items_mail_key_set_idx" ON "alert_items" USING btree ("mail_key") WHERE "mail_key" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "alert_items_pending_idx";
  DROP INDEX IF EXISTS "alert_items_sent_idx";
  DROP INDEX IF EXISTS "alert_items_mail_key_set_idx";
  CREATE INDEX "alert_items_state_idx" ON "alert_items" USING btree ("state");
  CREATE INDEX "alert_items_email_idx" ON "alert_items" USING btree ("email");
  CREATE INDEX "alert_items_mail_key_idx" ON "alert_items" USING btree ("mail_key");
  CREATE INDEX "alert_items_sent_at_idx" ON "alert_items" USING btree ("sent_at");
  CREATE INDEX "alert_items_updated_at_idx" ON "alert_items" USING btree ("updated_at");
  CREATE INDEX "alert_items_created_at_idx" ON "alert_items" USING btree ("created_at");`)
}
