/**
 * Validation and coercion of one inventory row. Pure: no Payload, no I/O, so it is unit-tested on
 * its own. Blank cells mean "not given": on update the stored value is kept; on create the
 * collection default applies. The cell coercions are in cellValues.ts, the column fields in
 * rowFields.ts and financeField.ts, the record's canonical shape in normaliseRecord.ts.
 * Every problem becomes a { field, reason } issue; field is the column name (dotted when nested).
 */
import { z } from '@/lib/zod'
import { isBlank, show } from './cellValues'
import { AU_STATES, CAR_TYPES, GROUP_COLUMNS, GROUP_NAMES, ITEM_TYPES, STATUSES, TOP_COLUMNS } from './columns'
import { type FinanceEntry, financeField } from './financeField'
import { isRecord } from '@/lib/guards'
import { normaliseRecord, type RowIssue } from './normaliseRecord'
import { fieldFor, groupSchema } from './rowFields'

export type { RowIssue } from './normaliseRecord'

export type RowSchemaOptions = {
  /** "Now" for the year range (1900 to next year); default the current date. */
  now?: Date
}

export function vehicleRowSchema(options: RowSchemaOptions = {}) {
  const opts = { now: options.now ?? new Date() }
  const shape: Record<string, z.ZodType> = Object.fromEntries(TOP_COLUMNS.map((c) => [c.name, fieldFor(c, opts)]))
  for (const g of GROUP_NAMES) shape[g] = groupSchema(GROUP_COLUMNS[g], opts)
  shape.finance = financeField(opts)
  return z.object(shape)
}

type Scalar = string | number | boolean
type GroupValue = Record<string, Scalar | undefined>

/** A validated row: every given column, coerced; absent columns are undefined. */
export type VehicleRow = {
  dealership_slug: string
  stocknum: string
  make: string
  model: string
  car_type: (typeof CAR_TYPES)[number]
  item_type?: (typeof ITEM_TYPES)[number]
  status?: (typeof STATUSES)[number]
  state?: (typeof AU_STATES)[number]
  year?: number
  images?: string[]
  standardEquipment?: string[]
  location_slug?: string
  autograb_data?: GroupValue
  caravan?: GroupValue
  variant?: GroupValue
  finance?: FinanceEntry[]
  [field: string]: unknown
}

const fieldOfIssue = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(row)'

export type RowResult = { ok: true; value: VehicleRow; unknown: string[] } | { ok: false; issues: RowIssue[]; unknown: string[] }

/**
 * Validates one raw record. `dealership` (the --dealership option) fills a blank
 * dealership_slug; a row naming a different dealership is refused.
 */
export function validateRow(raw: Record<string, unknown>, options: RowSchemaOptions & { dealership?: string; schema?: ReturnType<typeof vehicleRowSchema> } = {}): RowResult {
  const { data, unknown, issues } = normaliseRecord(raw)
  const defaultDealership = options.dealership?.trim().toLowerCase()
  if (defaultDealership) {
    const given = typeof data.dealership_slug === 'string' ? data.dealership_slug.trim().toLowerCase() : data.dealership_slug
    if (isBlank(given)) data.dealership_slug = defaultDealership
    else if (given !== defaultDealership) issues.push({ field: 'dealership_slug', reason: `${show(given)} differs from --dealership ${defaultDealership}` })
  }
  const parsed = (options.schema ?? vehicleRowSchema(options)).safeParse(data)
  if (!parsed.success) issues.push(...parsed.error.issues.map((i) => ({ field: fieldOfIssue(i.path), reason: i.message })))
  if (issues.length > 0 || !parsed.success) return { ok: false, issues: sortIssues(issues), unknown }
  return { ok: true, value: dropUndefined(parsed.data) as VehicleRow, unknown }
}

const COLUMN_ORDER = new Map(
  [...TOP_COLUMNS.map((c) => c.name), ...GROUP_NAMES, 'finance'].map((name, i) => [name, i]),
)
function sortIssues(issues: RowIssue[]): RowIssue[] {
  const rank = (f: string) => COLUMN_ORDER.get(f.split('.')[0]) ?? 999
  return [...issues].sort((a, b) => rank(a.field) - rank(b.field))
}

/** Drops undefined values and empty groups, so "not given" columns never reach the database. */
function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue
    if (isRecord(v)) {
      const inner = dropUndefined(v)
      if (Object.keys(inner).length > 0) out[k] = inner
      continue
    }
    out[k] = v
  }
  return out
}
