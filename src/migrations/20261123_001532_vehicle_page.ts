import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_settings_finance_button_label" AS ENUM('Get Finance Quote', 'Finance Enquiry');
  CREATE TYPE "public"."enum_vehicles_price_type" AS ENUM('drive_away', 'excl_gov_charges');
  CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"vehicle_id" integer NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"revealed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  ALTER TABLE "vehicles" ADD COLUMN "price_type" "enum_vehicles_price_type";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_reveals_id" integer;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "phone_reveals_site_idx" ON "phone_reveals" USING btree ("site_id");
  CREATE INDEX "phone_reveals_vehicle_idx" ON "phone_reveals" USING btree ("vehicle_id");
  CREATE INDEX "phone_reveals_dealership_idx" ON "phone_reveals" USING btree ("dealership_id");
  CREATE INDEX "phone_reveals_revealed_at_idx" ON "phone_reveals" USING btree ("revealed_at");
  CREATE INDEX "phone_reveals_updated_at_idx" ON "phone_reveals" USING btree ("updated_at");
  CREATE INDEX "phone_reveals_created_at_idx" ON "phone_reveals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk" FOREIGN KEY ("phone_reveals_id") REFERENCES "public"."phone_reveals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_reveals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_reveals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "phone_reveals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk";
  
  DROP INDEX "payload_locked_documents_rels_phone_reveals_id_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_reservations_enabled";
  ALTER TABLE "sites" DROP COLUMN "settings_reservation_hold_hours";
  ALTER TABLE "sites" DROP COLUMN "settings_reservation_refundable";
  ALTER TABLE "sites" DROP COLUMN "settings_finance_button_label";
  ALTER TABLE "sites" DROP COLUMN "settings_chat_url";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_whats_included";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_why_buy_from_us";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_reserve_online";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_page_copy_protect_your_car";
  ALTER TABLE "vehicles" DROP COLUMN "price_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_reveals_id";
  DROP TYPE "public"."enum_sites_settings_finance_button_label";
  DROP TYPE "public"."enum_vehicles_price_type";`)
}
