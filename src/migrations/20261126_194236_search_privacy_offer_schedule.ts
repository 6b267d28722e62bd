import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "settings_search_shows_rego" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "settings_search_shows_market_data" boolean DEFAULT false;
  ALTER TABLE "offers" ADD COLUMN "valid_from" timestamp(3) with time zone;
  ALTER TABLE "_offers_v" ADD COLUMN "version_valid_from" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "settings_search_shows_rego";
  ALTER TABLE "sites" DROP COLUMN "settings_search_shows_market_data";
  ALTER TABLE "offers" DROP COLUMN "valid_from";
  ALTER TABLE "_offers_v" DROP COLUMN "version_valid_from";`)
}
