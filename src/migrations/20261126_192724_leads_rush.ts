import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_outbox_state" AS ENUM('sending', 'sent', 'failed');
  ALTER TABLE "mail_outbox" ADD COLUMN "state" "enum_mail_outbox_state";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" DROP COLUMN "state";
  DROP TYPE "public"."enum_mail_outbox_state";`)
}
