import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "branding_icon_id" integer;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_branding_icon_id_media_id_fk" FOREIGN KEY ("branding_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_branding_branding_icon_idx" ON "sites" USING btree ("branding_icon_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP CONSTRAINT "sites_branding_icon_id_media_id_fk";
  
  DROP INDEX "sites_branding_branding_icon_idx";
  ALTER TABLE "sites" DROP COLUMN "branding_icon_id";`)
}
