/**
 * The fleet's bulk step: after the demo seed (seedTemplate.ts) the first demo site is copied into
 * the other sites of the fleet and the demo stock into their cars, in a handful of
 * `INSERT … SELECT` statements (no row goes through Payload). Every fleet site gets its own host
 * (`dealer-0001.fleet.test`), one dealership and one location copied from the template's; its cars
 * are demo cars (make, model, photos, equipment, finance) with their own id, slug, stock number,
 * VIN, a price within ±10 % of the demo car's and a view count (what "most viewed" ranks by).
 * Fleet sites have no CMS pages: their home page is the platform's own fallback.
 *
 * Columns are read from the database (information_schema), so a migration that adds one is
 * copied without a change here.
 */
import type pg from 'pg'

export type CloneCounts = { sites: number; vehicles: number; rows: number }

type Override = Record<string, string>

/** The columns of `table`, in order. */
async function columns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>('select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position', [table])
  if (rows.length === 0) throw new Error(`No table ${table}`)
  return rows.map((r) => r.column_name)
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * `INSERT INTO table (…) SELECT …` copying every column of the source row `t` except the ones
 * overridden (an SQL expression each) or omitted (left to their default, e.g. serial ids).
 */
async function copyRows(client: pg.Client, table: string, from: string, override: Override, omit: string[] = []): Promise<number> {
  const all = await columns(client, table)
  const cols = all.filter((c) => !omit.includes(c))
  const select = cols.map((c) => (c in override ? override[c] : `t.${quote(c)}`))
  const sql = `insert into ${quote(table)} (${cols.map(quote).join(', ')}) select ${select.join(', ')} ${from}`
  const result = await client.query(sql)
  return result.rowCount ?? 0
}

/** Array rows (`_parent_id`, text id) or `hasMany` select rows (`parent_id`, serial id) of a parent, copied for each new parent. */
async function copyChildren(client: pg.Client, table: string, join: string, newParent: string, salt: string): Promise<number> {
  const cols = await columns(client, table)
  if (cols.includes('_parent_id')) return copyRows(client, table, join, { _parent_id: newParent, id: `substr(md5(t.id || ':' || ${salt}), 1, 24)` })
  return copyRows(client, table, join, { parent_id: newParent }, ['id'])
}

async function childTables(client: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_name like $1 and table_name <> $2 order by table_name`,
    [`${prefix}\\_%`, prefix],
  )
  return rows.map((r) => r.table_name)
}

async function setSequence(client: pg.Client, table: string): Promise<void> {
  await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${quote(table)}))`)
}

/** Fleet sites and their dealership and location, copied from the template site. */
async function cloneSites(client: pg.Client, templateSiteId: number, count: number): Promise<number> {
  let rows = 0
  await client.query(`create temp table fleet_sites as select g as n, (select max(id) from sites) + g as id, 'dealer-' || lpad(g::text, 4, '0') as slug,
    (select max(id) from dealerships) + g as dealership_id, (select max(id) from locations) + g as location_id from generate_series(1, ${count}) g`)
  const name = `'Fleet Dealer ' || lpad(f.n::text, 4, '0')`
  rows += await copyRows(client, 'sites', `from fleet_sites f cross join sites t where t.id = ${templateSiteId}`, { id: 'f.id', name, slug: 'f.slug', created_at: 'now()', updated_at: 'now()' })
  await client.query(`insert into sites_domains (_order, _parent_id, id, domain) select 1, f.id, substr(md5('domain:' || f.id), 1, 24), f.slug || '.fleet.test' from fleet_sites f`)
  for (const table of (await childTables(client, 'sites')).filter((t) => t !== 'sites_domains' && t !== 'sites_rels')) {
    rows += await copyChildren(client, table, `from fleet_sites f join ${quote(table)} t on t.${(await columns(client, table)).includes('_parent_id') ? '_parent_id' : 'parent_id'} = ${templateSiteId}`, 'f.id', 'f.id')
  }
  const [{ dealership }] = (await client.query(`select min(id) as dealership from dealerships where site_id = ${templateSiteId}`)).rows
  const [{ location }] = (await client.query(`select id as location from locations where site_id = ${templateSiteId} and dealership_id = ${dealership} order by "primary" desc nulls last, id limit 1`)).rows
  rows += await copyRows(client, 'dealerships', `from fleet_sites f cross join dealerships t where t.id = ${dealership}`, { id: 'f.dealership_id', site_id: 'f.id', name, slug: 'f.slug', created_at: 'now()', updated_at: 'now()' })
  for (const table of await childTables(client, 'dealerships')) {
    const parent = (await columns(client, table)).includes('_parent_id') ? '_parent_id' : 'parent_id'
    rows += await copyChildren(client, table, `from fleet_sites f join ${quote(table)} t on t.${parent} = ${dealership}`, 'f.dealership_id', 'f.id')
  }
  rows += await copyRows(client, 'locations', `from fleet_sites f cross join locations t where t.id = ${location}`, { id: 'f.location_id', site_id: 'f.id', dealership_id: 'f.dealership_id', name: `${name} Sales`, slug: `f.slug || '-sales'`, created_at: 'now()', updated_at: 'now()' })
  for (const table of (await childTables(client, 'locations')).filter((t) => t !== 'locations_opening_hours_days')) {
    const parent = (await columns(client, table)).includes('_parent_id') ? '_parent_id' : 'parent_id'
    rows += await copyChildren(client, table, `from fleet_sites f join ${quote(table)} t on t.${parent} = ${location}`, 'f.location_id', 'f.id')
  }
  // Days belong to an opening-hours row (text id): the copy's id is md5(template id : site id), as above.
  rows += await copyRows(client, 'locations_opening_hours_days', `from fleet_sites f join locations_opening_hours h on h._parent_id = ${location} join locations_opening_hours_days t on t._parent_id = h.id`, {
    _parent_id: `substr(md5(h.id || ':' || f.id), 1, 24)`,
    id: `substr(md5(t.id || ':' || f.id), 1, 24)`,
  })
  for (const table of ['sites', 'dealerships', 'locations']) await setSequence(client, table)
  return rows
}

/** `count` cars spread evenly over the fleet sites, each a copy of a demo car. */
async function cloneVehicles(client: pg.Client, count: number): Promise<number> {
  await client.query(`create temp table template_cars as select (row_number() over (order by id)) - 1 as r, id from vehicles`)
  const [{ templates }] = (await client.query('select count(*)::int as templates from template_cars')).rows
  const [{ sites }] = (await client.query('select count(*)::int as sites from fleet_sites')).rows
  // Car k (0-based, over the whole fleet) goes to fleet site k mod sites, copying demo car (k * 7919) mod templates.
  await client.query(`create temp table fleet_cars as select (select max(id) from vehicles) + k + 1 as id, f.id as site_id, f.dealership_id, f.location_id, c.id as template_id,
      ((k * 2654435761) % 1000) as spread
    from generate_series(0, ${count - 1}) k join fleet_sites f on f.n = (k % ${sites}) + 1 join template_cars c on c.r = (k * 7919) % ${templates}`)
  await client.query('create index on fleet_cars (template_id)')
  let rows = await copyRows(client, 'vehicles', 'from fleet_cars v join vehicles t on t.id = v.template_id', {
    id: 'v.id',
    site_id: 'v.site_id',
    dealership_id: 'v.dealership_id',
    location_id: 'v.location_id',
    slug: `t.slug || '-f' || v.id`,
    stocknum: `'F' || v.id`,
    vin: `left(t.vin, 11) || lpad((v.id % 1000000)::text, 6, '0')`,
    price: 'case when t.price is null then null else round(t.price * (0.9 + v.spread / 5000.0) / 10) * 10 end',
    views: '(v.spread * 7) % 1000',
    created_at: 'now()',
    updated_at: 'now()',
    listed_at: 'coalesce(t.listed_at, now())',
  })
  for (const table of (await childTables(client, 'vehicles')).filter((t) => !t.startsWith('vehicles_rels'))) {
    const parent = (await columns(client, table)).includes('_parent_id') ? '_parent_id' : 'parent_id'
    rows += await copyChildren(client, table, `from fleet_cars v join ${quote(table)} t on t.${parent} = v.template_id`, 'v.id', 'v.id')
  }
  rows += await copyRows(client, 'vehicles_rels', 'from fleet_cars v join vehicles_rels t on t.parent_id = v.template_id', { parent_id: 'v.id' }, ['id'])
  await setSequence(client, 'vehicles')
  return rows
}

/**
 * Grows the seeded database to `totalSites` sites and `totalVehicles` cars in one transaction,
 * the first demo site (`templateSlug`) as every new site's model.
 */
export async function cloneFleet(client: pg.Client, options: { totalSites: number; totalVehicles: number; templateSlug: string }): Promise<CloneCounts> {
  const [{ sites, vehicles }] = (await client.query('select (select count(*)::int from sites) as sites, (select count(*)::int from vehicles) as vehicles')).rows
  const [template] = (await client.query('select id from sites where slug = $1', [options.templateSlug])).rows
  if (!template) throw new Error(`No template site ${options.templateSlug}`)
  const newSites = options.totalSites - sites
  const newVehicles = options.totalVehicles - vehicles
  if (newSites <= 0 || newVehicles <= 0) throw new Error(`The database already has ${sites} sites and ${vehicles} cars`)
  await client.query('begin')
  try {
    await client.query('set local synchronous_commit = off')
    let rows = await cloneSites(client, template.id, newSites)
    rows += await cloneVehicles(client, newVehicles)
    await client.query('commit')
    await client.query('analyze')
    return { sites: newSites, vehicles: newVehicles, rows }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  }
}
