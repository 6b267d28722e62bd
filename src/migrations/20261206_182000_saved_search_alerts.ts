import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35 section 1: saved searches and alerts. Three collections (saved_searches, alert_items,
 * alert_suppressions), two site settings (savedSearchesEnabled, alertEmailsPerDay), what a watched
 * car's shopper was last told (watchlist_items.told_price / told_status), and the matching job's
 * cursor (alert_cursor: not a collection, read and written by src/alerts/matchJob.ts).
 * Written by hand; checked against `payload migrate:create` (the same statements, and its schema
 * snapshot is the .json beside this file) but for the hand edits (ON DELETE cascade): a deleted
 * account takes its saved searches, a deleted car its alerts ("set null" fails on a required column).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_alert_items_reason" AS ENUM('match', 'price-drop', 'reserved', 'sold');
  CREATE TYPE "public"."enum_alert_items_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_alert_items_state" AS ENUM('pending', 'sending', 'sent', 'suppressed');
  CREATE TYPE "public"."enum_alert_suppressions_reason" AS ENUM('unsubscribed', 'bounced');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"customer_id" integer,
  	"path" varchar NOT NULL,
  	"query" varchar,
  	"preset_filter" varchar,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"key" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"saved_search_id" integer,
  	"vehicle_id" integer NOT NULL,
  	"reason" "enum_alert_items_reason" NOT NULL,
  	"frequency" "enum_alert_items_frequency" DEFAULT 'instant' NOT NULL,
  	"state" "enum_alert_items_state" DEFAULT 'pending' NOT NULL,
  	"mail_key" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"email" varchar NOT NULL,
  	"reason" "enum_alert_suppressions_reason" DEFAULT 'unsubscribed' NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE IF NOT EXISTS "alert_cursor" (
  	"name" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_saved_searches_enabled" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "settings_alert_emails_per_day" numeric DEFAULT 3;
  ALTER TABLE "watchlist_items" ADD COLUMN "told_price" numeric;
  ALTER TABLE "watchlist_items" ADD COLUMN "told_status" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_suppressions_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_suppressions" ADD CONSTRAINT "alert_suppressions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "alert_items_site_idx" ON "alert_items" USING btree ("site_id");
  CREATE UNIQUE INDEX "alert_items_key_idx" ON "alert_items" USING btree ("key");
  CREATE INDEX "alert_items_email_idx" ON "alert_items" USING btree ("email");
  CREATE INDEX "alert_items_saved_search_idx" ON "alert_items" USING btree ("saved_search_id");
  CREATE INDEX "alert_items_vehicle_idx" ON "alert_items" USING btree ("vehicle_id");
  CREATE INDEX "alert_items_state_idx" ON "alert_items" USING btree ("state");
  CREATE INDEX "alert_items_mail_key_idx" ON "alert_items" USING btree ("mail_key");
  CREATE INDEX "alert_items_sent_at_idx" ON "alert_items" USING btree ("sent_at");
  CREATE INDEX "alert_items_updated_at_idx" ON "alert_items" USING btree ("updated_at");
  CREATE INDEX "alert_items_created_at_idx" ON "alert_items" USING btree ("created_at");
  CREATE INDEX "alert_suppressions_site_idx" ON "alert_suppressions" USING btree ("site_id");
  CREATE UNIQUE INDEX "alert_suppressions_key_idx" ON "alert_suppressions" USING btree ("key");
  CREATE INDEX "alert_suppressions_updated_at_idx" ON "alert_suppressions" USING btree ("updated_at");
  CREATE INDEX "alert_suppressions_created_at_idx" ON "alert_suppressions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_items_fk" FOREIGN KEY ("alert_items_id") REFERENCES "public"."alert_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_suppressions_fk" FOREIGN KEY ("alert_suppressions_id") REFERENCES "public"."alert_suppressions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_alert_items_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_items_id");
  CREATE INDEX "payload_locked_documents_rels_alert_suppressions_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_suppressions_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_items_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_suppressions_fk";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_suppressions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_suppressions_id";
  ALTER TABLE "watchlist_items" DROP COLUMN "told_price";
  ALTER TABLE "watchlist_items" DROP COLUMN "told_status";
  ALTER TABLE "sites" DROP COLUMN "settings_saved_searches_enabled";
  ALTER TABLE "sites" DROP COLUMN "settings_alert_emails_per_day";
  DROP TABLE "alert_items" CASCADE;
  DROP TABLE "alert_suppressions" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE IF EXISTS "alert_cursor";
  DROP TYPE "public"."enum_saved_searches_status";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_alert_items_reason";
  DROP TYPE "public"."enum_alert_items_frequency";
  DROP TYPE "public"."enum_alert_items_state";
  DROP TYPE "public"."enum_alert_suppressions_reason";`)
}
