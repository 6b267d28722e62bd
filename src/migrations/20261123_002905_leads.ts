import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_attempts_channel" AS ENUM('email', 'crm', 'webhook');
  CREATE TYPE "public"."enum_leads_attempts_outcome" AS ENUM('delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_leads_email_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_crm_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_webhook_state" AS ENUM('pending', 'sending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_mail_outbox_channel" AS ENUM('email', 'crm');
  CREATE TYPE "public"."enum_mail_outbox_transport" AS ENUM('file', 'smtp');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
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
  
  ALTER TABLE "dealerships" ADD COLUMN "crm_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "webhook_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "webhook_secret" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_solutions_id" integer;
  ALTER TABLE "dealerships_lead_emails" ADD CONSTRAINT "dealerships_lead_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_lead_emails" ADD CONSTRAINT "locations_lead_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_solutions_fk" FOREIGN KEY ("captcha_solutions_id") REFERENCES "public"."captcha_solutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_solutions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships_lead_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_lead_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_solutions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships_lead_emails" CASCADE;
  DROP TABLE "locations_lead_emails" CASCADE;
  DROP TABLE "leads_attempts" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "leads_texts" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "captcha_solutions" CASCADE;
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
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_solutions_id_idx";
  ALTER TABLE "dealerships" DROP COLUMN "crm_email";
  ALTER TABLE "dealerships" DROP COLUMN "webhook_url";
  ALTER TABLE "dealerships" DROP COLUMN "webhook_secret";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_solutions_id";
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
