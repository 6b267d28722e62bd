import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_trade_in_valuation_mode" AS ENUM('trade-in', 'sell');
  CREATE TYPE "public"."enum__pages_v_blocks_trade_in_valuation_mode" AS ENUM('trade-in', 'sell');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'valuation';
  CREATE TABLE "pages_blocks_trade_in_valuation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Value your car in 2 minutes',
  	"intro" varchar DEFAULT 'Enter your rego, answer a few questions and get an instant offer. The offer is indicative only and subject to an inspection.',
  	"mode" "enum_pages_blocks_trade_in_valuation_mode" DEFAULT 'trade-in',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_valuation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Value your car in 2 minutes',
  	"intro" varchar DEFAULT 'Enter your rego, answer a few questions and get an instant offer. The offer is indicative only and subject to an inspection.',
  	"mode" "enum__pages_v_blocks_trade_in_valuation_mode" DEFAULT 'trade-in',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_valuation_reconditioning_cost" numeric DEFAULT 1500;
  ALTER TABLE "sites" ADD COLUMN "settings_valuation_margin_percent" numeric DEFAULT 12;
  ALTER TABLE "leads" ADD COLUMN "valuation" jsonb;
  ALTER TABLE "leads" ADD COLUMN "valuation_token" varchar;
  ALTER TABLE "leads" ADD COLUMN "miscellaneous" jsonb;
  ALTER TABLE "pages_blocks_trade_in_valuation" ADD CONSTRAINT "pages_blocks_trade_in_valuation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_valuation" ADD CONSTRAINT "_pages_v_blocks_trade_in_valuation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_trade_in_valuation_order_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_valuation_parent_id_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_valuation_path_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_order_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_parent_id_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_path_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_trade_in_valuation" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_valuation" CASCADE;
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  ALTER TABLE "sites" DROP COLUMN "settings_valuation_reconditioning_cost";
  ALTER TABLE "sites" DROP COLUMN "settings_valuation_margin_percent";
  ALTER TABLE "leads" DROP COLUMN "valuation";
  ALTER TABLE "leads" DROP COLUMN "valuation_token";
  ALTER TABLE "leads" DROP COLUMN "miscellaneous";
  DROP TYPE "public"."enum_pages_blocks_trade_in_valuation_mode";
  DROP TYPE "public"."enum__pages_v_blocks_trade_in_valuation_mode";`)
}
