import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The Hero block's stock search box (issue 32: shoppers expect a search box on the home page).
 * A home page whose first block is a hero shows the box from now on: the demo sites' and every
 * existing site's home page (published and its versions; the new-dealer wizard copies a template's
 * pages, so new sites get it too). Other heroes keep it off; editors switch it per block.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" ADD COLUMN "search_box" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "search_box" boolean DEFAULT false;
  ALTER TABLE "model_pages_blocks_hero" ADD COLUMN "search_box" boolean DEFAULT false;
  UPDATE "pages_blocks_hero" h SET "search_box" = true FROM "pages" p
   WHERE h."_parent_id" = p."id" AND p."slug" = 'home' AND h."_path" = 'layout' AND h."_order" = 1;
  UPDATE "_pages_v_blocks_hero" h SET "search_box" = true FROM "_pages_v" v
   WHERE h."_parent_id" = v."id" AND v."version_slug" = 'home' AND h."_path" = 'version.layout' AND h."_order" = 1;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "search_box";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "search_box";
  ALTER TABLE "model_pages_blocks_hero" DROP COLUMN "search_box";`)
}
