/**
 * The import's bulk write path: validated vehicles are written with
 * parameterised SQL on Payload's own connection pool, a few hundred rows per statement, one
 * transaction per batch, instead of one Local API save (and its hooks) per car.
 *
 * It sets everything the Local API and the Vehicles hooks would have set (see
 * collections/Vehicles/index.ts and its hooks/indexSync.ts): field defaults, `name`, `slug`,
 * `listed_at`, the owning `site`, `price_type` per car type, `sold_date_timestamp` when a car
 * becomes sold (cleared when it stops being sold), createdAt/updatedAt, and the array sub-tables
 * (images, standardEquipment, finance). Columns come from the collection's own field config
 * (Payload's naming: snake_case, group prefix, `_id` for relationships), checked against the
 * live table so a renamed field fails loudly instead of writing nothing.
 *
 * Updates are the stored document with the row's given fields over it, written back with
 * `INSERT ... ON CONFLICT (id) DO UPDATE` (one statement for the batch); a given array replaces
 * the stored rows of that array. When the database refuses a batch, its rows are retried one by
 * one (each in a savepoint) so the refused row is reported and the others are kept.
 */
import crypto from 'node:crypto'
import type { FlattenedField, Payload } from 'payload'
import { slugify } from '@/lib/slug'
import { defaultPriceType } from '@/rules/priceType'
import { relationId } from '@/lib/relations'
import { asError, errorMessage, isRecord, stringOr } from '@/lib/guards'

type Doc = Record<string, unknown> & { id?: number | string }
type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; release: (err?: Error | boolean) => void }

/** One car to write: the Local API data for it (vehicleData) and the stored document when it exists. */
export type BulkItem = { key: string; data: Record<string, unknown>; existing?: Doc; siteId?: number | string }
export type BulkResult = { key: string; ok: true; id: number; created: boolean; site?: number; slug?: string } | { key: string; ok: false; reason: string }

const TABLE = 'vehicles'
/** Rows per statement (PostgreSQL allows 65,535 parameters; ~90 columns per row). */
const BULK_BATCH_SIZE = 500

/** Payload's column naming (drizzle adapter): camelCase to snake_case. */
const toSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase()

type Column = { column: string; path: string[]; type: FlattenedField['type'] }
type ArrayTable = { name: string; table: string; columns: Column[] }
type VehicleTableMap = { columns: Column[]; arrays: ArrayTable[] }

/** Has-many relationships the bulk path leaves alone (set in the admin, kept by imports). */
const SKIPPED_HAS_MANY = new Set(['distribution_locations'])

const SCALAR_TYPES = new Set(['text', 'textarea', 'number', 'checkbox', 'select', 'date', 'email', 'code', 'radio', 'point'])

/** Whether a field stores many values (a has-many relationship, select, number or text). */
function hasManyValues(field: FlattenedField): boolean {
  return 'hasMany' in field && field.hasMany === true
}

function columnsOf(fields: FlattenedField[], prefix: string[], arrays: ArrayTable[] | undefined, parentTable: string): Column[] {
  const out: Column[] = []
  for (const f of fields) {
    const hasMany = hasManyValues(f)
    const path = [...prefix, f.name]
    const column = path.map(toSnake).join('_')
    if (f.type === 'group' && f.flattenedFields) out.push(...columnsOf(f.flattenedFields, path, arrays, parentTable))
    else if (f.type === 'array' && f.flattenedFields && arrays) arrays.push({ name: f.name, table: `${parentTable}_${column}`, columns: columnsOf(f.flattenedFields, [], undefined, '').filter((c) => c.column !== 'id') })
    else if ((f.type === 'relationship' || f.type === 'upload') && !hasMany && typeof f.relationTo === 'string') out.push({ column: `${column}_id`, path, type: f.type })
    // A has-many relationship lives in the `_rels` table (e.g. `distribution_locations`): the bulk
    // path never writes it, so an import keeps what staff chose in the admin (the feed has no such column).
    else if (f.type === 'relationship' && hasMany && SKIPPED_HAS_MANY.has(path.join('.'))) continue
    else if (SCALAR_TYPES.has(f.type) && !hasMany) out.push({ column, path, type: f.type })
    else if (f.type === 'array' || f.type === 'blocks' || hasMany) throw new Error(`bulk import: field ${path.join('.')} (${f.type}) is not supported`)
  }
  return out
}

/** The vehicles table as Payload lays it out, checked against the database. */
async function vehicleTableMap(payload: Payload, client: Client): Promise<VehicleTableMap> {
  const fields = payload.collections.vehicles.config.flattenedFields
  const arrays: ArrayTable[] = []
  const columns = columnsOf(fields, [], arrays, TABLE).filter((c) => c.column !== 'id')
  if (!columns.some((c) => c.column === 'updated_at') || !columns.some((c) => c.column === 'created_at')) throw new Error('bulk import: vehicles has no timestamps')
  const { rows } = await client.query(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema() and (table_name = $1 or table_name like $2)`,
    [TABLE, `${TABLE}\\_%`],
  )
  const live = new Set(rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`))
  const missing = [
    ...columns.map((c) => `${TABLE}.${c.column}`),
    ...arrays.flatMap((a) => a.columns.map((c) => `${a.table}.${c.column}`)),
  ].filter((c) => !live.has(c))
  if (missing.length > 0) throw new Error(`bulk import: the database has no column ${missing.join(', ')} (run the migrations)`)
  return { columns, arrays }
}

const get = (doc: unknown, path: string[]): unknown => path.reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), doc)

function sqlValue(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value === '' && column.type !== 'text' && column.type !== 'textarea') return null
  if (column.type === 'relationship' || column.type === 'upload') return relationId(value)
  if (column.type === 'date') return new Date(value instanceof Date || typeof value === 'number' ? value : String(value)).toISOString()
  return value
}

function defaultsOf(fields: FlattenedField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    const defaultValue = 'defaultValue' in f ? f.defaultValue : undefined
    if (f.type === 'group' && f.flattenedFields) {
      const inner = defaultsOf(f.flattenedFields)
      if (Object.keys(inner).length > 0) out[f.name] = inner
    } else if (defaultValue !== undefined && typeof defaultValue !== 'function' && f.type !== 'array') out[f.name] = defaultValue
  }
  return out
}

const autoName = (v: Record<string, unknown>) => [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ')

/**
 * The whole document a save would store: collection defaults (create) or the stored document
 * (update), the given data over it, then what the Vehicles hooks derive. Pure.
 */
export function storedVehicle(data: Record<string, unknown>, existing: Doc | undefined, defaults: Record<string, unknown>, siteId: number | string | undefined, now: Date): Record<string, unknown> {
  const base: Record<string, unknown> = existing ? { ...existing } : { ...defaults }
  const doc: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue
    const d = defaults[k]
    // Groups: given sub-fields over the stored (or default) ones.
    const under = base[k] ?? d
    doc[k] = isRecord(v) ? { ...(isRecord(under) ? under : {}), ...v } : v
  }
  // vehicleDerivedFields: name, slug and listed_at when neither given nor stored; site from the dealership.
  if (!data.name && !existing?.name) doc.name = autoName(doc)
  if (!data.slug && !existing?.slug) doc.slug = slugify([doc.year, doc.make, doc.model, doc.badge, doc.stocknum].filter(Boolean).join(' '))
  if (!data.listed_at && !existing?.listed_at) doc.listed_at = now.toISOString()
  if (siteId !== undefined) doc.site = siteId
  // price_type's field hook: the stored or given value, else the car type's default.
  doc.price_type = doc.price_type || defaultPriceType(stringOr(doc.car_type))
  // stampSoldDate
  const wasSold = existing?.status === 'sold'
  if (doc.status === 'sold' && !wasSold && !data.sold_date_timestamp) doc.sold_date_timestamp = Math.floor(now.getTime() / 1000)
  if (doc.status !== 'sold' && wasSold) doc.sold_date_timestamp = null
  doc.updatedAt = now.toISOString()
  if (!existing) doc.createdAt = now.toISOString()
  return doc
}

const arrayRowId = () => crypto.randomBytes(12).toString('hex')

function placeholders(rowCount: number, width: number, start = 0): string {
  const out: string[] = []
  for (let r = 0; r < rowCount; r++) out.push(`(${Array.from({ length: width }, (_, c) => `$${start + r * width + c + 1}`).join(', ')})`)
  return out.join(', ')
}

type Prepared = { item: BulkItem; doc: Record<string, unknown>; values: unknown[] }

async function writeBatch(client: Client, map: VehicleTableMap, batch: Prepared[]): Promise<BulkResult[]> {
  const cols = map.columns.map((c) => c.column)
  const quoted = cols.map((c) => `"${c}"`).join(', ')
  const results: BulkResult[] = []
  const creates = batch.filter((p) => !p.item.existing)
  const updates = batch.filter((p) => p.item.existing)
  const ids = new Map<Prepared, number>()
  if (creates.length > 0) {
    const { rows } = await client.query(
      `insert into "${TABLE}" (${quoted}) values ${placeholders(creates.length, cols.length)} returning id`,
      creates.flatMap((p) => p.values),
    )
    // PostgreSQL returns the rows of one multi-row VALUES insert in order.
    creates.forEach((p, i) => ids.set(p, Number(rows[i].id)))
  }
  if (updates.length > 0) {
    const set = cols.filter((c) => c !== 'created_at').map((c) => `"${c}" = excluded."${c}"`).join(', ')
    await client.query(
      `insert into "${TABLE}" (id, ${quoted}) values ${placeholders(updates.length, cols.length + 1)} on conflict (id) do update set ${set}`,
      updates.flatMap((p) => [Number(p.item.existing!.id), ...p.values]),
    )
    for (const p of updates) ids.set(p, Number(p.item.existing!.id))
  }
  // Array sub-tables: a given array replaces the stored rows (creates have none stored).
  for (const array of map.arrays) {
    const given = batch.filter((p) => Array.isArray(p.item.data[array.name]))
    if (given.length === 0) continue
    const replaced = given.filter((p) => p.item.existing).map((p) => ids.get(p)!)
    if (replaced.length > 0) await client.query(`delete from "${array.table}" where _parent_id = any($1::int[])`, [replaced])
    const subCols = ['_order', '_parent_id', 'id', ...array.columns.map((c) => c.column)]
    const subRows = given.flatMap((p) => {
      const value = p.item.data[array.name]
      const entries: unknown[] = Array.isArray(value) ? value : []
      return entries.map((entry, i) => [i + 1, ids.get(p)!, arrayRowId(), ...array.columns.map((c) => sqlValue(c, get(entry, c.path)))])
    })
    const perStatement = Math.floor(60_000 / subCols.length)
    for (let i = 0; i < subRows.length; i += perStatement) {
      const chunk = subRows.slice(i, i + perStatement)
      await client.query(`insert into "${array.table}" (${subCols.map((c) => `"${c}"`).join(', ')}) values ${placeholders(chunk.length, subCols.length)}`, chunk.flat())
    }
  }
  for (const p of batch) results.push({ key: p.item.key, ok: true, id: ids.get(p)!, created: !p.item.existing, site: p.doc.site === undefined || p.doc.site === null ? undefined : Number(p.doc.site), slug: stringOr(p.doc.slug) })
  return results
}

/**
 * Writes the cars in batches (one transaction each). Returns one result per item: its id, or
 * why the database refused that row. `onWritten` reports progress after each batch.
 */
export async function bulkWriteVehicles(payload: Payload, items: BulkItem[], options: { now?: Date; batchSize?: number; onWritten?: (count: number) => void } = {}): Promise<BulkResult[]> {
  if (items.length === 0) return []
  const pool = payload.db.pool
  if (!pool) throw new Error('bulk import: the database adapter has no connection pool (PostgreSQL expected)')
  const client = await pool.connect()
  let failed: Error | undefined
  try {
    const map = await vehicleTableMap(payload, client)
    const defaults = defaultsOf(payload.collections.vehicles.config.flattenedFields)
    const now = options.now ?? new Date()
    const prepared: Prepared[] = items.map((item) => {
      const doc = storedVehicle(item.data, item.existing, defaults, item.siteId, now)
      return { item, doc, values: map.columns.map((c) => sqlValue(c, get(doc, c.path))) }
    })
    const results: BulkResult[] = []
    const size = options.batchSize ?? BULK_BATCH_SIZE
    for (let i = 0; i < prepared.length; i += size) {
      const batch = prepared.slice(i, i + size)
      await client.query('begin')
      try {
        results.push(...(await writeBatch(client, map, batch)))
        await client.query('commit')
      } catch {
        await client.query('rollback')
        // One row at a time, each in its own transaction: report the refused rows, keep the rest.
        for (const one of batch) {
          await client.query('begin')
          try {
            results.push(...(await writeBatch(client, map, [one])))
            await client.query('commit')
          } catch (error) {
            await client.query('rollback')
            results.push({ key: one.item.key, ok: false, reason: `could not be saved: ${errorMessage(error)}` })
          }
        }
      }
      options.onWritten?.(batch.length)
    }
    return results
  } catch (error) {
    failed = asError(error)
    throw error
  } finally {
    // A client whose transaction state is unknown is discarded, never returned to the pool.
    client.release(failed ?? false)
  }
}

/** Marks cars sold (the --full-feed pass): status and sold_date_timestamp, as stampSoldDate would. */
export async function bulkMarkSold(payload: Payload, ids: number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return []
  const pool = payload.db.pool
  if (!pool) throw new Error('bulk import: the database adapter has no connection pool (PostgreSQL expected)')
  const client = await pool.connect()
  let failed: Error | undefined
  try {
    const { rows } = await client.query(
      `update "${TABLE}" set status = 'sold', sold_date_timestamp = $2, updated_at = $3 where id = any($1::int[]) and status <> 'sold' returning id`,
      [ids, Math.floor(now.getTime() / 1000), now.toISOString()],
    )
    return rows.map((r) => Number(r.id))
  } catch (error) {
    failed = asError(error)
    throw error
  } finally {
    client.release(failed ?? false)
  }
}
