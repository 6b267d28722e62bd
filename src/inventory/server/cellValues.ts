/**
 * Coercion of one inventory cell (CSV cells are strings; JSON values may be typed) to the value a
 * column takes, or the reason it is refused. Pure.
 *
 * - Blank cells (empty, whitespace, JSON null) mean "not given".
 * - Booleans: true/false, yes/no, y/n, 1/0 (any case), or JSON booleans.
 * - Numbers: `34990`, `34,990`, `$34,990`, `34990.50`, or JSON numbers. Thousands separators
 *   must group by three (`3,4990` is rejected: it may be a decimal comma).
 * - Dates: `YYYY-MM-DD`, an ISO date-time, or Australian `DD/MM/YYYY`; a date alone is midnight
 *   AEST (+10:00).
 * - Enums are case-insensitive; status also accepts spaces or hyphens (`In Stock`, `coming-soon`).
 */
/** A coercion result: a value, or the reason it was refused. */
export class Refused {
  constructor(readonly reason: string) {}
}
export const refuse = (reason: string) => new Refused(reason)
export type Coerced<T> = T | Refused

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** Shows a value in a reason, shortened. */
export function show(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return `"${s.length > 40 ? `${s.slice(0, 37)}...` : s}"`
}

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
