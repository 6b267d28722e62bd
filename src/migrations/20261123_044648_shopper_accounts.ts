import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"consent" boolean DEFAULT false,
  	"consent_at" timestamp(3) with time zone,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"favourites" jsonb,
  	"login_code_hash" varchar,
  	"login_code_expires_at" timestamp(3) with time zone,
  	"login_code_attempts" numeric DEFAULT 0,
  	"session_version" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_shopper_accounts" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_items_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_site_idx" ON "customers" USING btree ("site_id");
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_email_idx" ON "customers" USING btree ("site_id","email");
  CREATE INDEX "watchlist_items_site_idx" ON "watchlist_items" USING btree ("site_id");
  CREATE INDEX "watchlist_items_customer_idx" ON "watchlist_items" USING btree ("customer_id");
  CREATE INDEX "watchlist_items_vehicle_idx" ON "watchlist_items" USING btree ("vehicle_id");
  CREATE INDEX "watchlist_items_updated_at_idx" ON "watchlist_items" USING btree ("updated_at");
  CREATE INDEX "watchlist_items_created_at_idx" ON "watchlist_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_vehicle_idx" ON "watchlist_items" USING btree ("customer_id","vehicle_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk" FOREIGN KEY ("watchlist_items_id") REFERENCES "public"."watchlist_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_items_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_items_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "watchlist_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_items_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_shopper_accounts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_items_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";`)
}
