import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vitals_page_kind" AS ENUM('home', 'search', 'car', 'location', 'offers', 'model', 'brand', 'content', 'form', 'account', 'other');
  CREATE TYPE "public"."enum_web_vitals_device" AS ENUM('mobile', 'desktop');
  CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"day" varchar NOT NULL,
  	"page_kind" "enum_web_vitals_page_kind" NOT NULL,
  	"device" "enum_web_vitals_device" NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"samples" numeric DEFAULT 0 NOT NULL,
  	"buckets" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "web_vitals_site_idx" ON "web_vitals" USING btree ("site_id");
  CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_day_pageKind_device_metric_idx" ON "web_vitals" USING btree ("site_id","day","page_kind","device","metric");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_web_vitals_page_kind";
  DROP TYPE "public"."enum_web_vitals_device";
  DROP TYPE "public"."enum_web_vitals_metric";`)
}
