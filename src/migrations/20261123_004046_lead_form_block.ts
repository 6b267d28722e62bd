import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'test-drive', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'test-drive', 'service', 'sell-my-car', 'finance');
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
  
  ALTER TABLE "pages_blocks_lead_form_categories" ADD CONSTRAINT "pages_blocks_lead_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_check_options" ADD CONSTRAINT "pages_blocks_lead_form_check_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_categories" ADD CONSTRAINT "_pages_v_blocks_lead_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_check_options" ADD CONSTRAINT "_pages_v_blocks_lead_form_check_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_lead_form_categories" CASCADE;
  DROP TABLE "pages_blocks_lead_form_check_options" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_check_options" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";`)
}
