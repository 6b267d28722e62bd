import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Deleting a car keeps its history (issue 31 §6, src/rules/vehicleDelete.ts): phone reveals may
 * lose their car (their ON DELETE SET NULL failed on the NOT NULL column, so a car anyone had
 * looked at could not be deleted), and leads, reservations and phone reveals get the car's snapshot
 * columns, written by the Vehicles beforeDelete hook. The foreign keys already say what a delete
 * does: SET NULL for leads, reservations and phone reveals, CASCADE for watchlist entries.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_reveals" ALTER COLUMN "vehicle_id" DROP NOT NULL;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_name" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_stocknum" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_vin" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_price" numeric;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_year" numeric;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_make" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_model" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_car_type" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_slug" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_car_id" numeric;
  ALTER TABLE "phone_reveals" ADD COLUMN "vehicle_snapshot_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_name" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_stocknum" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_vin" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_price" numeric;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_car_type" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_slug" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_car_id" numeric;
  ALTER TABLE "leads" ADD COLUMN "vehicle_snapshot_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_stocknum" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_vin" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_price" numeric;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_year" numeric;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_make" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_model" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_car_type" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_slug" varchar;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_car_id" numeric;
  ALTER TABLE "reservations" ADD COLUMN "vehicle_snapshot_deleted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_reveals" ALTER COLUMN "vehicle_id" SET NOT NULL;
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_name";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_stocknum";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_vin";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_price";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_year";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_make";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_model";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_car_type";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_slug";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_car_id";
  ALTER TABLE "phone_reveals" DROP COLUMN "vehicle_snapshot_deleted_at";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_name";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_stocknum";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_vin";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_price";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_year";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_make";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_model";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_car_type";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_slug";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_car_id";
  ALTER TABLE "leads" DROP COLUMN "vehicle_snapshot_deleted_at";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_name";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_stocknum";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_vin";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_price";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_year";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_make";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_model";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_car_type";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_slug";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_car_id";
  ALTER TABLE "reservations" DROP COLUMN "vehicle_snapshot_deleted_at";`)
}
