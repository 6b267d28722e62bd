import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "settings_search_shows_rego" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "settings_search_shows_market_data" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "settings_search_shows_rego";
  ALTER TABLE "sites" DROP COLUMN "settings_search_shows_market_data";`)
}
