import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_settings_finance_button_label" AS ENUM('Get Finance Quote', 'Finance Enquiry');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'test-drive', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'test-drive', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum_vehicles_price_type" AS ENUM('drive_away', 'excl_gov_charges');
  CREATE TYPE "public"."enum_leads_attempts_channel" AS ENUM('email', 'crm', 'webhook');
  CREATE TYPE "public"."enum_leads_attempts_outcome" AS ENUM('delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_leads_email_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_crm_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_webhook_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_mail_outbox_channel" AS ENUM('email', 'crm');
  CREATE TYPE "public"."enum_mail_outbox_transport" AS ENUM('file', 'smtp');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncVehicles' BEFORE 'deleteVehicle';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncVehicles' BEFORE 'deleteVehicle';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead';
  CREATE TABLE "dealerships_lead_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "locations_lead_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form_check_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us an enquiry',
  	"intro" varchar,
  	"form" "enum_pages_blocks_lead_form_form" DEFAULT 'contact',
  	"submit_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_check_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us an enquiry',
  	"intro" varchar,
  	"form" "enum__pages_v_blocks_lead_form_form" DEFAULT 'contact',
  	"submit_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"vehicle_id" integer NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"revealed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"channel" "enum_leads_attempts_channel",
  	"outcome" "enum_leads_attempts_outcome",
  	"error" varchar,
  	"detail" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"kind" "enum_leads_kind" NOT NULL,
  	"category" varchar,
  	"subcategory" varchar,
  	"dealership_id" integer,
  	"location_id" integer,
  	"vehicle_id" integer,
  	"fields" jsonb,
  	"opt_in" boolean DEFAULT true,
  	"page_url" varchar,
  	"page_id" varchar,
  	"source" varchar DEFAULT 'Website',
  	"user_agent" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"event_id" numeric,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending',
  	"email_state" "enum_leads_email_state" DEFAULT 'pending',
  	"email_claimed_at" timestamp(3) with time zone,
  	"crm_state" "enum_leads_crm_state" DEFAULT 'pending',
  	"crm_claimed_at" timestamp(3) with time zone,
  	"webhook_state" "enum_leads_webhook_state" DEFAULT 'pending',
  	"webhook_claimed_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"subject" varchar,
  	"to" varchar,
  	"lead_id" integer,
  	"channel" "enum_mail_outbox_channel",
  	"transport" "enum_mail_outbox_transport",
  	"file" varchar,
  	"message_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "captcha_solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_reservations_enabled" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "settings_reservation_hold_hours" numeric DEFAULT 48;
  ALTER TABLE "sites" ADD COLUMN "settings_reservation_refundable" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "settings_finance_button_label" "enum_sites_settings_finance_button_label" DEFAULT 'Get Finance Quote';
  ALTER TABLE "sites" ADD COLUMN "settings_chat_url" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_page_copy_whats_included" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_page_copy_why_buy_from_us" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_page_copy_reserve_online" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_page_copy_protect_your_car" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "crm_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "webhook_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "webhook_secret" varchar;
  ALTER TABLE "vehicles" ADD COLUMN "price_type" "enum_vehicles_price_type";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_reveals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_solutions_id" integer;
  ALTER TABLE "dealerships_lead_emails" ADD CONSTRAINT "dealerships_lead_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_lead_emails" ADD CONSTRAINT "locations_lead_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_categories" ADD CONSTRAINT "pages_blocks_lead_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_check_options" ADD CONSTRAINT "pages_blocks_lead_form_check_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_categories" ADD CONSTRAINT "_pages_v_blocks_lead_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_check_options" ADD CONSTRAINT "_pages_v_blocks_lead_form_check_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_attempts" ADD CONSTRAINT "leads_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_texts" ADD CONSTRAINT "leads_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "dealerships_lead_emails_order_idx" ON "dealerships_lead_emails" USING btree ("_order");
  CREATE INDEX "dealerships_lead_emails_parent_id_idx" ON "dealerships_lead_emails" USING btree ("_parent_id");
  CREATE INDEX "locations_lead_emails_order_idx" ON "locations_lead_emails" USING btree ("_order");
  CREATE INDEX "locations_lead_emails_parent_id_idx" ON "locations_lead_emails" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_categories_order_idx" ON "pages_blocks_lead_form_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_categories_parent_id_idx" ON "pages_blocks_lead_form_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_check_options_order_idx" ON "pages_blocks_lead_form_check_options" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_check_options_parent_id_idx" ON "pages_blocks_lead_form_check_options" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_categories_order_idx" ON "_pages_v_blocks_lead_form_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_categories_parent_id_idx" ON "_pages_v_blocks_lead_form_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_check_options_order_idx" ON "_pages_v_blocks_lead_form_check_options" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_check_options_parent_id_idx" ON "_pages_v_blocks_lead_form_check_options" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "phone_reveals_site_idx" ON "phone_reveals" USING btree ("site_id");
  CREATE INDEX "phone_reveals_vehicle_idx" ON "phone_reveals" USING btree ("vehicle_id");
  CREATE INDEX "phone_reveals_dealership_idx" ON "phone_reveals" USING btree ("dealership_id");
  CREATE INDEX "phone_reveals_revealed_at_idx" ON "phone_reveals" USING btree ("revealed_at");
  CREATE INDEX "phone_reveals_updated_at_idx" ON "phone_reveals" USING btree ("updated_at");
  CREATE INDEX "phone_reveals_created_at_idx" ON "phone_reveals" USING btree ("created_at");
  CREATE INDEX "leads_attempts_order_idx" ON "leads_attempts" USING btree ("_order");
  CREATE INDEX "leads_attempts_parent_id_idx" ON "leads_attempts" USING btree ("_parent_id");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_category_idx" ON "leads" USING btree ("category");
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_vehicle_idx" ON "leads" USING btree ("vehicle_id");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "leads_texts_order_parent" ON "leads_texts" USING btree ("order","parent_id");
  CREATE INDEX "mail_outbox_site_idx" ON "mail_outbox" USING btree ("site_id");
  CREATE INDEX "mail_outbox_lead_idx" ON "mail_outbox" USING btree ("lead_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "captcha_solutions_signature_idx" ON "captcha_solutions" USING btree ("signature");
  CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk" FOREIGN KEY ("phone_reveals_id") REFERENCES "public"."phone_reveals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_solutions_fk" FOREIGN KEY ("captcha_solutions_id") REFERENCES "public"."captcha_solutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_reveals_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_solutions_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  -- Shared rate-limit counters (rate-limiter-flexible's PostgreSQL store; src/security/rateLimit.ts).
  -- Not a Payload collection, so written by hand.
  CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rate_limits";
   ALTER TABLE "dealerships_lead_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_lead_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form_check_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form_check_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_reveals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_solutions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships_lead_emails" CASCADE;
  DROP TABLE "locations_lead_emails" CASCADE;
  DROP TABLE "pages_blocks_lead_form_categories" CASCADE;
  DROP TABLE "pages_blocks_lead_form_check_options" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_check_options" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "phone_reveals" CASCADE;
  DROP TABLE "leads_attempts" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "leads_texts" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "captcha_solutions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_solutions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicle', 'deleteVehicle', 'rebuildIndex');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicle', 'deleteVehicle', 'rebuildIndex');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_phone_reveals_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_solutions_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "sites" DROP COLUMN "settings_reservations_enabled";
  ALTER TABLE "sites" DROP COLUMN "settings_reservation_hold_hours";
  ALTER TABLE "sites" DROP COLUMN "settings_reservation_refundable";
  ALTER TABLE "sites" DROP COLUMN "settings_finance_button_label";
  ALTER TABLE "sites" DROP COLUMN "settings_chat_url";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_whats_included";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_why_buy_from_us";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_reserve_online";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_protect_your_car";
  ALTER TABLE "dealerships" DROP COLUMN "crm_email";
  ALTER TABLE "dealerships" DROP COLUMN "webhook_url";
  ALTER TABLE "dealerships" DROP COLUMN "webhook_secret";
  ALTER TABLE "vehicles" DROP COLUMN "price_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_reveals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_solutions_id";
  DROP TYPE "public"."enum_sites_settings_finance_button_label";
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "public"."enum_vehicles_price_type";
  DROP TYPE "public"."enum_leads_attempts_channel";
  DROP TYPE "public"."enum_leads_attempts_outcome";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_leads_email_state";
  DROP TYPE "public"."enum_leads_crm_state";
  DROP TYPE "public"."enum_leads_webhook_state";
  DROP TYPE "public"."enum_mail_outbox_channel";
  DROP TYPE "public"."enum_mail_outbox_transport";`)
}
