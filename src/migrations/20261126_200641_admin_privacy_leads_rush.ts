import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_sales_status" AS ENUM('new', 'contacted', 'won', 'lost');
  CREATE TYPE "public"."enum_mail_outbox_state" AS ENUM('sending', 'sent', 'failed');
  ALTER TABLE "sites" ADD COLUMN "settings_search_shows_rego" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "settings_search_shows_market_data" boolean DEFAULT false;
  ALTER TABLE "offers" ADD COLUMN "valid_from" timestamp(3) with time zone;
  ALTER TABLE "_offers_v" ADD COLUMN "version_valid_from" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "sales_status" "enum_leads_sales_status" DEFAULT 'new';
  ALTER TABLE "mail_outbox" ADD COLUMN "state" "enum_mail_outbox_state";
  CREATE INDEX "leads_sales_status_idx" ON "leads" USING btree ("sales_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_sales_status_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_search_shows_rego";
  ALTER TABLE "sites" DROP COLUMN "settings_search_shows_market_data";
  ALTER TABLE "offers" DROP COLUMN "valid_from";
  ALTER TABLE "_offers_v" DROP COLUMN "version_valid_from";
  ALTER TABLE "leads" DROP COLUMN "sales_status";
  ALTER TABLE "mail_outbox" DROP COLUMN "state";
  DROP TYPE "public"."enum_leads_sales_status";
  DROP TYPE "public"."enum_mail_outbox_state";`)
}
