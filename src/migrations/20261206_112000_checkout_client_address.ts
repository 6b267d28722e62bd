import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 31 §2: a hash of the client's address on each checkout, so unpaid checkouts can be capped per address.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "client_address" varchar;
  CREATE INDEX "reservations_client_address_idx" ON "reservations" USING btree ("client_address");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reservations_client_address_idx";
  ALTER TABLE "reservations" DROP COLUMN "client_address";`)
}
