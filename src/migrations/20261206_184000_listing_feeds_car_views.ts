import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35 sections 3 and 5.
 * - Sites setting "Listing feeds" (settings.listingFeedsEnabled): off for every site; the demo
 *   seed turns it on for the demo sites.
 * - vehicle_views: one row per site, car and UTC day counting the car's page views (src/insight/views.ts),
 *   written by an atomic upsert on the unique index, kept like the real-user vitals
 *   (src/insight/retention.ts). Not a Payload collection: staff read it only through the car's
 *   insight panel and the dashboard, both scoped to their sites.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "settings_listing_feeds_enabled" boolean DEFAULT false;
  CREATE TABLE "vehicle_views" (
  	"site_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "vehicle_views_site_vehicle_day_idx" ON "vehicle_views" USING btree ("site_id","vehicle_id","day");
  CREATE INDEX "vehicle_views_site_day_idx" ON "vehicle_views" USING btree ("site_id","day");
  CREATE INDEX "vehicle_views_vehicle_idx" ON "vehicle_views" USING btree ("vehicle_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "vehicle_views" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "settings_listing_feeds_enabled";`)
}
