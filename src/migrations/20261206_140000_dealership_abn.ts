import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Issue 32 (mail): a dealership's ABN, printed on the tax invoice a deposit receipt is. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "dealerships" ADD COLUMN IF NOT EXISTS "abn" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "dealerships" DROP COLUMN IF EXISTS "abn";`)
}
