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

/** How one field's value is read from a row, worked out once per collection config. */
type Reader =
  | { kind: 'value' | 'date' | 'number' | 'relation'; name: string; column: string }
  | { kind: 'text'; name: string; column: string; pool: TextPool }
  | { kind: 'group'; name: string; readers: Reader[] }
  | { kind: 'array'; name: string; path: string; readers: Reader[] }
  | { kind: 'relations'; name: string; path: string }

/** How one collection's documents are read: its main table, array tables and has-many relations. */
interface ReadPlan {
  table: string
  readers: Reader[]
  arrays: Array<{ path: string; table: string }>
  relsTable: string
  /** has-many relation fields by path: the rels table's column holding the related id */
  relColumns: Map<string, string>
}

const COLLECTION = 'vehicles'

/** A field or collection name as Payload's PostgreSQL adapter names its column or table part. */
function snakeName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase()
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

function unsupported(field: FlattenedField, why: string): never {
  throw new Error(`The vehicle reader cannot read the field "${field.name}" (${why}); read it through payload.find or teach src/search/vehicleRows.ts`)
}

const SCALAR_KIND: Partial<Record<FlattenedField['type'], 'date' | 'number'>> = { date: 'date', number: 'number' }
const TEXT_TYPES = new Set<FlattenedField['type']>(['text', 'textarea', 'select', 'email', 'radio', 'code'])

/**
 * One column's repeated texts, each kept once: makes, colours, equipment, finance disclaimers and
 * comments copied between cars are then one string in memory, not one per car (the embedded index
 * holds every record). A column with more than POOL_LIMIT different texts (slugs, VINs) stops
 * pooling: looking up millions of one-off strings cost more time than it saved memory.
 */
class TextPool {
  private texts: Map<string, string> | null = new Map()

  get(value: string): string {
    const texts = this.texts
    if (!texts) return value
    const known = texts.get(value)
    if (known !== undefined) return known
    if (texts.size >= POOL_LIMIT) this.texts = null
    else texts.set(value, value)
    return value
  }
}

const POOL_LIMIT = 2000

/** The readers of `fields` (columns behind `prefix`), noting array tables and has-many relations in `plan`. */
function compile(fields: FlattenedField[], prefix: string, path: string, tablePrefix: string, plan: ReadPlan, inArray: boolean): Reader[] {
  const readers: Reader[] = []
  for (const field of fields) {
    if ((field.type as string) === 'ui') continue
    if ('localized' in field && field.localized) unsupported(field, 'localized')
    const column = `${prefix}${snakeName(field.name)}`
    switch (field.type) {
      case 'group':
      case 'tab':
        readers.push({ kind: 'group', name: field.name, readers: compile(field.flattenedFields, `${column}_`, `${path}${field.name}.`, tablePrefix, plan, inArray) })
        break
      case 'array': {
        if (inArray) unsupported(field, 'an array inside an array')
        const table = `${tablePrefix}_${snakeName(field.name)}`
        plan.arrays.push({ path: `${path}${field.name}`, table })
        readers.push({ kind: 'array', name: field.name, path: `${path}${field.name}`, readers: compile(field.flattenedFields, '', '', table, plan, true) })
        break
      }
      case 'relationship':
      case 'upload':
        if (typeof field.relationTo !== 'string') unsupported(field, 'a relation to several collections')
        if (!field.hasMany) {
          readers.push({ kind: 'relation', name: field.name, column: `${column}_id` })
          break
        }
        if (inArray) unsupported(field, 'a has-many relation inside an array')
        plan.relColumns.set(`${path}${field.name}`, `${snakeName(field.relationTo)}_id`)
        readers.push({ kind: 'relations', name: field.name, path: `${path}${field.name}` })
        break
      case 'join':
        break
      case 'blocks':
      case 'point':
        unsupported(field, field.type)
        break
      default:
        if ('hasMany' in field && field.hasMany) unsupported(field, `a has-many ${field.type}`)
        if (TEXT_TYPES.has(field.type)) readers.push({ kind: 'text', name: field.name, column, pool: new TextPool() })
        else readers.push({ kind: SCALAR_KIND[field.type] ?? 'value', name: field.name, column })
    }
  }
  return readers
}

const plans = new WeakMap<object, ReadPlan>()

function readPlan(payload: Payload): ReadPlan {
  const config = payload.collections[COLLECTION].config
  let plan = plans.get(config)
  if (!plan) {
    plan = { table: COLLECTION, readers: [], arrays: [], relsTable: `${COLLECTION}_rels`, relColumns: new Map() }
    plan.readers = compile(config.flattenedFields, '', '', COLLECTION, plan, false)
    plans.set(config, plan)
  }
  return plan
}

/** A column's value as Payload's adapter returns it for a field of this kind. */
function scalar(kind: 'value' | 'date' | 'number' | 'relation', raw: unknown): unknown {
  if (raw === null || raw === undefined || kind === 'value') return raw
  if (kind === 'number') return typeof raw === 'string' ? Number.parseFloat(raw) : raw
  if (kind === 'relation') return Number(raw)
  return raw instanceof Date ? raw.toISOString() : typeof raw === 'string' ? new Date(raw).toISOString() : raw
}

interface Children {
  /** array rows by array path, in `_order` */
  arrays: Map<string, Row[]>
  /** has-many relation ids by field path, in `order` */
  rels: Map<string, unknown[]>
}

/** One row (of the main table or an array table) as a document. */
function toDocument(readers: Reader[], row: Row, children: Children | null, doc: Row = {}): Row {
  for (const reader of readers) {
    switch (reader.kind) {
      case 'group':
        doc[reader.name] = toDocument(reader.readers, row, children)
        break
      case 'array':
        doc[reader.name] = (children?.arrays.get(reader.path) ?? []).map((item) => toDocument(reader.readers, item, null, { id: item.id }))
        break
      case 'relations':
        doc[reader.name] = children?.rels.get(reader.path) ?? []
        break
      case 'text': {
        const raw = row[reader.column]
        doc[reader.name] = typeof raw === 'string' ? reader.pool.get(raw) : raw
        break
      }
      default:
        doc[reader.name] = scalar(reader.kind, row[reader.column])
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
  // Payload's BaseDatabaseAdapter type has no `pool`; the PostgreSQL adapter has one.
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('The vehicle reader needs the PostgreSQL adapter (payload.db.pool)')
  return pool
}

/**
 * The next page of vehicles after id `after` (only those in `ids` when given), at most `limit`,
 * in id order, as depth-0 documents.
 */
export async function readVehiclePage(payload: Payload, page: { after: number; limit: number; ids?: readonly number[] }): Promise<Row[]> {
  const { after, limit, ids } = page
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
    plan.relColumns.size > 0
      ? pool.query(`select * from ${quote(plan.relsTable)} where parent_id = any($1::int[]) order by parent_id, "order", id`, [pageIds]).then((r) => groupBy(r.rows, 'parent_id'))
      : Promise.resolve(new Map<number, Row[]>()),
  ])
  return rows.map((row) => {
    const id = Number(row.id)
    const children: Children = { arrays: new Map(), rels: new Map() }
    for (const [path, byParent] of arrays) children.arrays.set(path, byParent.get(id) ?? [])
    for (const rel of rels.get(id) ?? []) {
      const path = String(rel.path)
      const related = rel[plan.relColumns.get(path) ?? '']
      if (related === null || related === undefined) continue
      const list = children.rels.get(path)
      if (list) list.push(Number(related))
      else children.rels.set(path, [Number(related)])
    }
    return toDocument(plan.readers, row, children, { id })
  })
}

/** How many vehicles there are (for progress reports). */
export async function countVehicles(payload: Payload): Promise<number> {
  const result = await poolOf(payload).query(`select count(*)::int as n from ${quote(COLLECTION)}`)
  return Number(result.rows[0]?.n ?? 0)
}
