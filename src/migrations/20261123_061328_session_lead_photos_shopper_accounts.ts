// watchlist_items rows go with their customer or car (ON DELETE cascade, edited by hand below): the
// generated "set null" would fail on their required columns.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "leads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"lead_photos_id" integer
  );
  
  CREATE TABLE "lead_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"lead_id" integer,
  	"upload_token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_items_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_lead_photos_fk" FOREIGN KEY ("lead_photos_id") REFERENCES "public"."lead_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_rels_order_idx" ON "leads_rels" USING btree ("order");
  CREATE INDEX "leads_rels_parent_idx" ON "leads_rels" USING btree ("parent_id");
  CREATE INDEX "leads_rels_path_idx" ON "leads_rels" USING btree ("path");
  CREATE INDEX "leads_rels_lead_photos_id_idx" ON "leads_rels" USING btree ("lead_photos_id");
  CREATE INDEX "lead_photos_site_idx" ON "lead_photos" USING btree ("site_id");
  CREATE INDEX "lead_photos_lead_idx" ON "lead_photos" USING btree ("lead_id");
  CREATE INDEX "lead_photos_upload_token_hash_idx" ON "lead_photos" USING btree ("upload_token_hash");
  CREATE INDEX "lead_photos_updated_at_idx" ON "lead_photos" USING btree ("updated_at");
  CREATE INDEX "lead_photos_created_at_idx" ON "lead_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_photos_filename_idx" ON "lead_photos" USING btree ("filename");
  CREATE INDEX "lead_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "lead_photos" USING btree ("sizes_thumbnail_filename");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_photos_fk" FOREIGN KEY ("lead_photos_id") REFERENCES "public"."lead_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk" FOREIGN KEY ("watchlist_items_id") REFERENCES "public"."watchlist_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_photos_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_items_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_items_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_rels" CASCADE;
  DROP TABLE "lead_photos" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "watchlist_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_items_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_shopper_accounts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_items_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";`)
}
