/**
 * Validation and coercion of one inventory row (CSV cells are strings; JSON values may be
 * typed). Pure: no Payload, no I/O, so it is unit-tested on its own.
 *
 * - Blank cells (empty, whitespace, JSON null) mean "not given": on update the stored value
 *   is kept; on create the collection default applies.
 * - Booleans: true/false, yes/no, y/n, 1/0 (any case), or JSON booleans.
 * - Numbers: `34990`, `34,990`, `$34,990`, `34990.50`, or JSON numbers. Thousands separators
 *   must group by three (`3,4990` is rejected: it may be a decimal comma).
 * - Dates: `YYYY-MM-DD`, an ISO date-time, or Australian `DD/MM/YYYY`; a date alone is midnight
 *   AEST (+10:00).
 * - Enums are case-insensitive; status also accepts spaces or hyphens (`In Stock`, `coming-soon`).
 * Every problem becomes a { field, reason } issue; field is the column name (dotted when nested).
 */
import { z } from '@/lib/zod'
import {
  AU_STATES,
  CAR_TYPES,
  FINANCE_COLUMNS,
  FINANCE_PROVIDERS,
  GROUP_COLUMNS,
  GROUP_NAMES,
  ITEM_TYPES,
  STATUSES,
  TOP_COLUMNS,
  canonicalFinanceField,
  canonicalGroupField,
  canonicalProvider,
  canonicalTop,
  isGroup,
  type ColumnSpec,
} from './columns'

export type RowIssue = { field: string; reason: string }

/** A coercion result: a value, or the reason it was refused. */
class Refused {
  constructor(readonly reason: string) {}
}
const refuse = (reason: string) => new Refused(reason)
type Coerced<T> = T | Refused

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** Shows a value in a reason, shortened. */
function show(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return `"${s.length > 40 ? `${s.slice(0, 37)}...` : s}"`
}

// ---------------------------------------------------------------------------------------------
// Coercions (exported for tests)

export function coerceText(v: unknown, max = 500): Coerced<string> {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return refuse(`must be text, got ${show(v)}`)
  const s = v.trim()
  if (s.length > max) return refuse(`is too long (${s.length} characters, at most ${max})`)
  return s
}

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const GROUPED_NUMBER = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/

export type NumberRule = { min?: number; max?: number; integer?: boolean }

export function coerceNumber(v: unknown, rule: NumberRule = {}): Coerced<number> {
  let n: number
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return refuse(`${show(String(v))} is not a number`)
    n = v
  } else if (typeof v === 'string') {
    const s = v.trim()
    const body = s.replace(/^([+-]?)\s*\$\s*/, '$1')
    if (PLAIN_NUMBER.test(body)) n = Number(body)
    else if (GROUPED_NUMBER.test(body)) n = Number(body.replace(/,/g, ''))
    else return refuse(`${show(s)} is not a number`)
  } else {
    return refuse(`${show(v)} is not a number`)
  }
  if (rule.integer && !Number.isInteger(n)) return refuse(`must be a whole number, got ${n}`)
  if (rule.min !== undefined && rule.max !== undefined && (n < rule.min || n > rule.max)) return refuse(`must be between ${rule.min} and ${rule.max}, got ${n}`)
  if (rule.min !== undefined && n < rule.min) return refuse(`must be at least ${rule.min}, got ${n}`)
  if (rule.max !== undefined && n > rule.max) return refuse(`must be at most ${rule.max}, got ${n}`)
  return n
}

const TRUE = new Set(['true', 'yes', 'y', '1'])
const FALSE = new Set(['false', 'no', 'n', '0'])

export function coerceBoolean(v: unknown): Coerced<boolean> {
  if (typeof v === 'boolean') return v
  if (v === 1 || v === 0) return v === 1
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase()
    if (TRUE.has(s)) return true
    if (FALSE.has(s)) return false
  }
  return refuse(`${show(v)} is not a yes/no value (use true/false, yes/no, y/n or 1/0)`)
}

export function coerceEnum<T extends string>(v: unknown, values: readonly T[], { underscores = false } = {}): Coerced<T> {
  if (typeof v !== 'string') return refuse(`${show(v)} is not one of ${values.join(', ')}`)
  let s = v.trim().toLowerCase()
  if (underscores) s = s.replace(/[\s-]+/g, '_')
  return (values as readonly string[]).includes(s) ? (s as T) : refuse(`${show(v.trim())} is not one of ${values.join(', ')}`)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

function validYmd(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A date as an ISO string (date-only values at midnight AEST, +10:00). */
export function coerceDate(v: unknown): Coerced<string> {
  const bad = () => refuse(`${show(v)} is not a date (use YYYY-MM-DD or DD/MM/YYYY)`)
  if (typeof v !== 'string') return bad()
  const s = v.trim()
  let ymd: [number, number, number] | undefined
  const iso = ISO_DATE.exec(s)
  const au = AU_DATE.exec(s)
  if (iso) ymd = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (au) ymd = [Number(au[3]), Number(au[2]), Number(au[1])]
  if (ymd) {
    const [y, m, d] = ymd
    if (!validYmd(y, m, d)) return bad()
    const pad = (x: number) => String(x).padStart(2, '0')
    return new Date(`${y}-${pad(m)}-${pad(d)}T00:00:00+10:00`).toISOString()
  }
  if (ISO_DATE_TIME.test(s)) {
    const [y, m, d] = s.slice(0, 10).split('-').map(Number)
    const date = new Date(s.replace(' ', 'T'))
    if (validYmd(y, m, d) && !Number.isNaN(date.getTime())) return date.toISOString()
  }
  return bad()
}

export function coerceUrl(v: unknown): Coerced<string> {
  if (typeof v !== 'string') return refuse(`${show(v)} is not an http(s) URL`)
  const s = v.trim()
  try {
    const url = new URL(s)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return s
  } catch {
    // fall through
  }
  return refuse(`${show(s)} is not an http(s) URL`)
}

/** A `|`-separated list, or a JSON array of strings or of objects holding `key`. Empty items are dropped. */
export function coerceList(v: unknown, key: 'url' | 'item', itemRule?: (s: string) => Coerced<string>): Coerced<string[]> {
  let items: unknown[]
  if (typeof v === 'string') items = v.split('|')
  else if (Array.isArray(v)) items = v.map((x) => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>)[key] : x))
  else return refuse(`must be a |-separated list or an array, got ${show(v)}`)
  const out: string[] = []
  for (let i = 0; i < items.length; i++) {
    const item = items[i]
    if (isBlank(item)) continue
    if (typeof item !== 'string') return refuse(`item ${i + 1} must be text, got ${show(item)}`)
    const value = item.trim()
    if (value.length > 1000) return refuse(`item ${i + 1} is too long`)
    const checked = itemRule ? itemRule(value) : value
    if (checked instanceof Refused) return refuse(`item ${i + 1}: ${checked.reason}`)
    out.push(checked)
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Zod fields

/** A zod field from a coercion; blank input is "not given" (or "is required"). */
function cell<T>(coerce: (v: unknown) => Coerced<T>, required = false): z.ZodType {
  const schema = z.unknown().transform((v, ctx) => {
    if (isBlank(v)) {
      if (!required) return undefined
      ctx.addIssue({ code: 'custom', message: 'is required' })
      return z.NEVER
    }
    const result = coerce(v)
    if (result instanceof Refused) {
      ctx.addIssue({ code: 'custom', message: result.reason })
      return z.NEVER
    }
    return result
  })
  return required ? schema : schema.optional()
}

const NUMBER_RULES: Record<string, NumberRule> = {
  seats: { integer: true, min: 0, max: 100 },
  doors: { integer: true, min: 0, max: 10 },
  sleeps: { integer: true, min: 0, max: 20 },
  cylinders: { integer: true, min: 0, max: 16 },
  ancaprating: { integer: true, min: 0, max: 5 },
  km: { integer: true, min: 0 },
  custom_rank: {},
  termMonths: { integer: true, min: 0 },
  termYears: { integer: true, min: 0 },
}

function fieldFor(spec: ColumnSpec, opts: { now: Date }) {
  const required = spec.required === true
  const pick = <T>(coerce: (v: unknown) => Coerced<T>) => cell(coerce, required)
  switch (spec.type) {
    case 'text':
      if (spec.name === 'private_postcode') return pick((v) => { const s = coerceText(v, 4); return typeof s === 'string' && !/^\d{4}$/.test(s) ? refuse(`${show(s)} is not a 4-digit postcode`) : s })
      if (spec.name === 'dealership_slug') return pick((v) => { const s = coerceText(v, 200); return typeof s === 'string' ? s.toLowerCase() : s })
      return pick((v) => coerceText(v, spec.name === 'dealercomments' ? 50_000 : 500))
    case 'integer':
    case 'number': {
      if (spec.name === 'year') {
        const max = opts.now.getFullYear() + 1
        return pick((v) => coerceNumber(v, { integer: true, min: 1900, max }))
      }
      const rule = NUMBER_RULES[spec.name] ?? { min: 0, integer: spec.type === 'integer' }
      return pick((v) => coerceNumber(v, rule))
    }
    case 'boolean':
      return pick(coerceBoolean)
    case 'enum':
      return pick((v) => coerceEnum(v, spec.values as readonly string[], { underscores: spec.name === 'status' }))
    case 'date':
      return pick(coerceDate)
    case 'url':
      return pick(coerceUrl)
    case 'list':
      return pick((v) => coerceList(v, 'item'))
    case 'url-list':
      return pick((v) => coerceList(v, 'url', coerceUrl))
  }
}

type Provider = (typeof FINANCE_PROVIDERS)[number]
type FinanceEntry = { provider: Provider } & Partial<Record<Exclude<(typeof FINANCE_COLUMNS)[number]['name'], 'disclaimer'>, number>> & { disclaimer?: string }

function financeEntrySchema(opts: { now: Date }) {
  return z.object(Object.fromEntries(FINANCE_COLUMNS.map((c) => [c.name, fieldFor(c, opts)])))
}

/**
 * Finance per lender: an object keyed by provider (CSV `finance.<provider>.<field>` columns)
 * or a JSON array of `{ provider, ... }`. Becomes the collection's array of entries.
 */
function financeField(opts: { now: Date }) {
  const entry = financeEntrySchema(opts)
  return z
    .unknown()
    .transform((v, ctx) => {
      if (isBlank(v)) return undefined
      let pairs: [string, unknown][]
      if (Array.isArray(v)) {
        pairs = []
        for (const [i, item] of v.entries()) {
          if (!item || typeof item !== 'object' || Array.isArray(item)) {
            ctx.addIssue({ code: 'custom', message: `entry ${i + 1} must be an object with a provider`, path: [i] })
            return z.NEVER
          }
          const { provider, ...rest } = item as Record<string, unknown>
          pairs.push([typeof provider === 'string' ? provider : '', rest])
        }
      } else if (typeof v === 'object') {
        pairs = Object.entries(v as Record<string, unknown>)
      } else {
        ctx.addIssue({ code: 'custom', message: `must be an object keyed by provider or an array of { provider, ... }, got ${show(v)}` })
        return z.NEVER
      }
      const out: FinanceEntry[] = []
      let failed = false
      for (const [rawProvider, fields] of pairs) {
        const provider = canonicalProvider(rawProvider) as Provider | undefined
        if (!provider) {
          ctx.addIssue({ code: 'custom', message: `unknown finance provider ${show(rawProvider)} (one of ${FINANCE_PROVIDERS.join(', ')})`, path: [rawProvider || 'provider'] })
          failed = true
          continue
        }
        if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
          ctx.addIssue({ code: 'custom', message: 'must be an object of finance fields', path: [provider] })
          failed = true
          continue
        }
        const normalised: Record<string, unknown> = {}
        for (const [k, value] of Object.entries(fields as Record<string, unknown>)) {
          const name = canonicalFinanceField(k)
          if (name) normalised[name] = value
        }
        const parsed = entry.safeParse(normalised)
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [provider, ...issue.path.map(String)] })
          failed = true
          continue
        }
        const data = Object.fromEntries(Object.entries(parsed.data).filter(([, x]) => x !== undefined))
        if (Object.keys(data).length > 0) out.push({ provider, ...data } as FinanceEntry)
      }
      if (failed) return z.NEVER
      return out.length > 0 ? out : undefined
    })
    .optional()
}

function groupSchema(specs: ColumnSpec[], opts: { now: Date }) {
  return z
    .object(Object.fromEntries(specs.map((c) => [c.name, fieldFor(c, opts)])))
    .optional()
}

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

// ---------------------------------------------------------------------------------------------
// Normalising a raw record (CSV dotted columns or nested JSON) before validation

export type NormalisedRecord = { data: Record<string, unknown>; unknown: string[]; issues: RowIssue[] }

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * Maps raw keys to canonical column names (case-insensitive) and nests dotted keys:
 * `caravan.sleeps` → { caravan: { sleeps } }, `finance.Taurus.paymentWeek` →
 * { finance: { Taurus: { paymentWeek } } }. Unknown keys are listed, not kept.
 */
export function normaliseRecord(raw: Record<string, unknown>): NormalisedRecord {
  const data: Record<string, unknown> = {}
  const unknown: string[] = []
  const issues: RowIssue[] = []
  const groupOf = (g: string) => {
    const current = data[g]
    if (isPlainObject(current)) return current
    const fresh: Record<string, unknown> = {}
    data[g] = fresh
    return fresh
  }
  for (const [key, value] of Object.entries(raw)) {
    const parts = key.split('.')
    const top = canonicalTop(parts[0])
    if (!top) {
      unknown.push(key)
      continue
    }
    if (isGroup(top)) {
      if (parts.length === 1) {
        if (isBlank(value)) continue
        if (!isPlainObject(value)) {
          issues.push({ field: top, reason: `must be an object of ${top} fields, got ${show(value)}` })
          continue
        }
        const group = groupOf(top)
        for (const [k, v] of Object.entries(value)) {
          const field = canonicalGroupField(top, k)
          if (field) group[field] = v
          else unknown.push(`${top}.${k}`)
        }
      } else {
        const field = parts.length === 2 ? canonicalGroupField(top, parts[1]) : undefined
        if (field) groupOf(top)[field] = value
        else unknown.push(key)
      }
    } else if (top === 'finance') {
      if (parts.length === 1) {
        data.finance = value
      } else if (parts.length === 3 && canonicalFinanceField(parts[2])) {
        if (isBlank(value)) continue
        const finance = groupOf('finance')
        const provider = canonicalProvider(parts[1]) ?? parts[1]
        const entry = (finance[provider] ??= {}) as Record<string, unknown>
        entry[canonicalFinanceField(parts[2])!] = value
      } else {
        unknown.push(key)
      }
    } else if (parts.length === 1) {
      data[top] = value
    } else {
      unknown.push(key)
    }
  }
  return { data, unknown, issues }
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
    if (isPlainObject(v)) {
      const inner = dropUndefined(v)
      if (Object.keys(inner).length > 0) out[k] = inner
      continue
    }
    out[k] = v
  }
  return out
}
