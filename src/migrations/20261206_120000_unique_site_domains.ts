import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 31 section 4: a domain belongs to one site. Existing domains are normalised as the Sites
 * form now stores them (lower case, no scheme, path, port or trailing dot); where two rows then
 * hold the same domain, the row of the oldest site (lowest id) keeps it and the others are removed
 * (each named in the log); then a unique index enforces it.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "sites_domains" SET "domain" = regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(btrim("domain")), '^[a-z][a-z0-9+.-]*://', ''), '[/?#].*$', ''), ':[0-9]*$', ''), '[.]+$', '');`)
  const duplicates = await db.execute(sql`
   SELECT d."id", d."_parent_id", d."domain" FROM "sites_domains" d
   WHERE EXISTS (SELECT 1 FROM "sites_domains" k WHERE k."domain" = d."domain"
     AND (k."_parent_id" < d."_parent_id" OR (k."_parent_id" = d."_parent_id" AND (k."_order" < d."_order" OR (k."_order" = d."_order" AND k."id" < d."id")))));`)
  for (const row of (duplicates as unknown as { rows: { _parent_id: number; domain: string }[] }).rows ?? []) {
    payload.logger.warn(`Site ${row._parent_id}: removed the domain ${row.domain}, which an older site also lists (a domain belongs to one site).`)
  }
  await db.execute(sql`
   DELETE FROM "sites_domains" d USING "sites_domains" k WHERE k."domain" = d."domain"
     AND (k."_parent_id" < d."_parent_id" OR (k."_parent_id" = d."_parent_id" AND (k."_order" < d."_order" OR (k."_order" = d."_order" AND k."id" < d."id"))));
  CREATE UNIQUE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sites_domains_domain_idx";`)
}
