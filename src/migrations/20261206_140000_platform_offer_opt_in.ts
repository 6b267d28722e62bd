import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 32, "A new dealer starts truthful": offers made for every site show on a site only when it
 * opted in (settings "Show platform offers", src/rules/platformOffers.ts). Every site that exists
 * when this runs (the demo sites among them) is opted in, so its pages do not change; sites made
 * afterwards start opted out (the field's default).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "settings_show_platform_offers" boolean DEFAULT false;
  UPDATE "sites" SET "settings_show_platform_offers" = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "settings_show_platform_offers";`)
}
