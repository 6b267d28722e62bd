import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'valuation';
  ALTER TABLE "sites" ADD COLUMN "settings_valuation_reconditioning_cost" numeric DEFAULT 1500;
  ALTER TABLE "sites" ADD COLUMN "settings_valuation_margin_percent" numeric DEFAULT 12;
  ALTER TABLE "leads" ADD COLUMN "valuation" jsonb;
  ALTER TABLE "leads" ADD COLUMN "valuation_token" varchar;
  ALTER TABLE "leads" ADD COLUMN "miscellaneous" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  ALTER TABLE "sites" DROP COLUMN "settings_valuation_reconditioning_cost";
  ALTER TABLE "sites" DROP COLUMN "settings_valuation_margin_percent";
  ALTER TABLE "leads" DROP COLUMN "valuation";
  ALTER TABLE "leads" DROP COLUMN "valuation_token";
  ALTER TABLE "leads" DROP COLUMN "miscellaneous";`)
}
