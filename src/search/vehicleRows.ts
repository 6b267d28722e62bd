/**
 * Vehicles read straight from their tables, as the documents Payload's `find` gives at depth 0:
 * the `vehicles` row, its array tables (`vehicles_<array>`, by `_parent_id` and `_order`) and its
 * has-many relationships (`vehicles_rels`), a page of thousands of cars in four queries.
 *
 * Why not `payload.find`: its per-document read traversal (field access, hooks, the joined array
 * rows) turns about 600 cars a second into documents; the start-up load of 250,000 cars took
 * minutes. The shape follows the collection's own field config (the column of a field is its
 * snake_case name behind its groups' names, as Payload's PostgreSQL adapter names them), values
 * converted as the adapter converts them (numbers from `numeric`, dates as ISO strings). A field
 * kind this reader does not know (blocks, has-many selects, localized fields, polymorphic
 * relations) stops it with a clear error rather than giving a record that differs; the search-load
 * integration test checks every record against the Payload path.
 */
import type { FlattenedField, Payload } from 'payload'

type Row = Record<string, unknown>

interface Pool {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Row[] }>
}

/** How one collection's documents are read: its main table, array tables and has-many relations. */
interface ReadPlan {
  table: string
  fields: FlattenedField[]
  arrays: Array<{ path: string; table: string }>
  relsTable: string
  hasRels: boolean
}

const COLLECTION = 'vehicles'

/** A field name as Payload's PostgreSQL adapter names its column or table part. */
export function snakeName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

function unsupported(field: FlattenedField, why: string): never {
  throw new Error(`The vehicle reader cannot read the field "${field.name}" (${why}); read it through payload.find or teach src/search/vehicleRows.ts`)
}

/** Array tables and whether has-many relations exist, found from the fields (checks every kind). */
function planFields(fields: FlattenedField[], tablePrefix: string, path: string, plan: ReadPlan, inArray: boolean): void {
  for (const field of fields) {
    if ('localized' in field && field.localized) unsupported(field, 'localized')
    switch (field.type) {
      case 'group':
      case 'tab':
        planFields(field.flattenedFields, tablePrefix, `${path}${field.name}.`, plan, inArray)
        break
      case 'array':
        if (inArray) unsupported(field, 'an array inside an array')
        plan.arrays.push({ path: `${path}${field.name}`, table: `${tablePrefix}_${snakeName(field.name)}` })
        planFields(field.flattenedFields, `${tablePrefix}_${snakeName(field.name)}`, '', plan, true)
        break
      case 'relationship':
      case 'upload':
        if (typeof field.relationTo !== 'string') unsupported(field, 'a relation to several collections')
        if (field.hasMany) {
          if (inArray) unsupported(field, 'a has-many relation inside an array')
          plan.hasRels = true
        }
        break
      case 'blocks':
      case 'point':
        unsupported(field, field.type)
        break
      case 'select':
      case 'text':
      case 'number':
        if (field.hasMany) unsupported(field, `a has-many ${field.type}`)
        break
      default:
        break
    }
  }
}

function readPlan(payload: Payload): ReadPlan {
  const config = payload.collections[COLLECTION].config
  const plan: ReadPlan = { table: COLLECTION, fields: config.flattenedFields, arrays: [], relsTable: `${COLLECTION}_rels`, hasRels: false }
  planFields(config.flattenedFields, COLLECTION, '', plan, false)
  return plan
}

/** A column's value as Payload's adapter returns it for this field. */
function fieldValue(field: FlattenedField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return raw
  switch (field.type) {
    case 'date':
      return raw instanceof Date ? raw.toISOString() : typeof raw === 'string' ? new Date(raw).toISOString() : raw
    case 'number':
      return typeof raw === 'string' ? Number.parseFloat(raw) : raw
    case 'relationship':
    case 'upload':
      return Number(raw)
    default:
      return raw
  }
}

interface Children {
  /** array rows by array path, in `_order` */
  arrays: Map<string, Row[]>
  /** has-many relation ids by field path, in `order` */
  rels: Map<string, unknown[]>
}

/** One row (of the main table or an array table) as a document, following `fields`. */
function toDocument(fields: FlattenedField[], row: Row, prefix: string, path: string, children: Children | null): Row {
  const doc: Row = {}
  for (const field of fields) {
    const column = `${prefix}${snakeName(field.name)}`
    switch (field.type) {
      case 'group':
      case 'tab':
        doc[field.name] = toDocument(field.flattenedFields, row, `${column}_`, `${path}${field.name}.`, children)
        break
      case 'array':
        doc[field.name] = (children?.arrays.get(`${path}${field.name}`) ?? []).map((item) => ({
          ...toDocument(field.flattenedFields, item, '', '', null),
          id: item.id,
        }))
        break
      case 'join':
      case 'ui' as FlattenedField['type']:
        break
      case 'relationship':
      case 'upload':
        doc[field.name] = field.hasMany ? (children?.rels.get(`${path}${field.name}`) ?? []) : fieldValue(field, row[`${column}_id`])
        break
      default:
        doc[field.name] = fieldValue(field, row[column])
    }
  }
  return doc
}

function groupBy(rows: Row[], key: string): Map<number, Row[]> {
  const out = new Map<number, Row[]>()
  for (const row of rows) {
    const id = Number(row[key])
    const list = out.get(id)
    if (list) list.push(row)
    else out.set(id, [row])
  }
  return out
}

/** The pg pool behind Payload's PostgreSQL adapter. */
function poolOf(payload: Payload): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('The vehicle reader needs the PostgreSQL adapter (payload.db.pool)')
  return pool
}

/**
 * The next page of vehicles after id `after` (only those in `ids` when given), at most `limit`,
 * in id order, as depth-0 documents.
 */
export async function readVehiclePage(payload: Payload, after: number, limit: number, ids?: readonly number[]): Promise<Row[]> {
  const plan = readPlan(payload)
  const pool = poolOf(payload)
  const rows = (
    await pool.query(
      `select * from ${quote(plan.table)} where id > $1 ${ids ? 'and id = any($3::int[])' : ''} order by id limit $2`,
      ids ? [after, limit, ids] : [after, limit],
    )
  ).rows
  if (rows.length === 0) return []
  const pageIds = rows.map((r) => Number(r.id))
  const [arrays, rels] = await Promise.all([
    Promise.all(
      plan.arrays.map(async ({ path, table }) => {
        const result = await pool.query(`select * from ${quote(table)} where _parent_id = any($1::int[]) order by _parent_id, _order`, [pageIds])
        return [path, groupBy(result.rows, '_parent_id')] as const
      }),
    ),
    plan.hasRels
      ? pool.query(`select * from ${quote(plan.relsTable)} where parent_id = any($1::int[]) order by parent_id, "order", id`, [pageIds]).then((r) => groupBy(r.rows, 'parent_id'))
      : Promise.resolve(new Map<number, Row[]>()),
  ])
  return rows.map((row) => {
    const id = Number(row.id)
    const children: Children = { arrays: new Map(), rels: new Map() }
    for (const [path, byParent] of arrays) children.arrays.set(path, byParent.get(id) ?? [])
    for (const rel of rels.get(id) ?? []) {
      const target = Object.entries(rel).find(([k, v]) => k.endsWith('_id') && k !== 'parent_id' && v !== null)
      if (!target) continue
      const path = String(rel.path)
      const list = children.rels.get(path) ?? []
      list.push(Number(target[1]))
      children.rels.set(path, list)
    }
    return { id, ...toDocument(plan.fields, row, '', '', children) }
  })
}

/** How many vehicles there are (for progress reports). */
export async function countVehicles(payload: Payload): Promise<number> {
  const result = await poolOf(payload).query(`select count(*)::int as n from ${quote(COLLECTION)}`)
  return Number(result.rows[0]?.n ?? 0)
}
