import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_kind" AS ENUM('reserve', 'buy-online', 'payment');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'active', 'sold', 'released', 'cancelled', 'failed', 'abandoned', 'requested', 'paid');
  CREATE TYPE "public"."enum_reservations_payment_state" AS ENUM('requires_payment', 'processing', 'succeeded', 'failed', 'canceled', 'refunded');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('test', 'stripe');
  CREATE TYPE "public"."enum_reservations_refund_state" AS ENUM('none', 'pending', 'refunded', 'failed');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseReservations';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseReservations';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reference" varchar,
  	"description" varchar,
  	"kind" "enum_reservations_kind" DEFAULT 'reserve' NOT NULL,
  	"status" "enum_reservations_status" DEFAULT 'pending' NOT NULL,
  	"payment_state" "enum_reservations_payment_state" DEFAULT 'requires_payment' NOT NULL,
  	"vehicle_id" integer,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'aud',
  	"provider" "enum_reservations_provider" NOT NULL,
  	"payment_id" varchar,
  	"client_key" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"refundable" boolean DEFAULT true,
  	"refund_state" "enum_reservations_refund_state" DEFAULT 'none',
  	"refund_id" varchar,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"customer_id" integer,
  	"lead_id" integer,
  	"details" jsonb,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_site_idx" ON "reservations" USING btree ("site_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_vehicle_idx" ON "reservations" USING btree ("vehicle_id");
  CREATE UNIQUE INDEX "reservations_payment_id_idx" ON "reservations" USING btree ("payment_id");
  CREATE UNIQUE INDEX "reservations_client_key_idx" ON "reservations" USING btree ("client_key");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
  // Issue 21: at most one reservation holds a car (pending or active), enforced by the database;
  // and the local test payment provider's ledger (src/payments/testProvider.ts).
  await db.execute(sql`
  CREATE UNIQUE INDEX "reservations_one_holding_per_vehicle" ON "reservations" USING btree ("vehicle_id") WHERE "status" IN ('pending', 'active');
  CREATE TABLE IF NOT EXISTS "test_payment_intents" (
    "id" varchar PRIMARY KEY NOT NULL,
    "client_secret" varchar NOT NULL,
    "state" varchar NOT NULL,
    "amount_cents" integer NOT NULL,
    "currency" varchar NOT NULL,
    "metadata" jsonb,
    "idempotency_key" varchar NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "test_payment_intents_idempotency_key_idx" ON "test_payment_intents" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "test_payment_intents"; DROP INDEX IF EXISTS "reservations_one_holding_per_vehicle";`)
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance', 'valuation');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicle', 'syncVehicles', 'deleteVehicle', 'rebuildIndex', 'deliverLead', 'confirmLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicle', 'syncVehicles', 'deleteVehicle', 'rebuildIndex', 'deliverLead', 'confirmLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_kind";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_payment_state";
  DROP TYPE "public"."enum_reservations_provider";
  DROP TYPE "public"."enum_reservations_refund_state";`)
}
