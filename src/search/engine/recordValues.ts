/**
 * Reading a record's values: the scalar leaves at a dotted path, and the first value usable as a
 * sort key. Shared by every index kind of the snapshot (snapshot.ts).
 */
import { parseNumber } from './filterTree'

export type SearchRecord = Record<string, unknown> & { objectID: string }

/** Append the scalar leaves at `path` (dot notation walks objects and arrays) to `out`. */
export function readValues(record: Record<string, unknown>, path: string, out: unknown[]): void {
  const direct = record[path]
  if (direct !== undefined || !path.includes('.')) {
    pushLeaves(direct, out, 0)
    return
  }
  let level: unknown[] = [record]
  for (const seg of path.split('.')) {
    const next: unknown[] = []
    for (const obj of level) {
      if (obj === null || typeof obj !== 'object') continue
      const v = (obj as Record<string, unknown>)[seg]
      if (Array.isArray(v)) next.push(...v)
      else if (v !== undefined) next.push(v)
    }
    level = next
    if (level.length === 0) return
  }
  for (const v of level) pushLeaves(v, out, 0)
}

function pushLeaves(v: unknown, out: unknown[], depth: number): void {
  if (v === undefined || v === null) return
  if (Array.isArray(v)) {
    if (depth < 4) for (const e of v) pushLeaves(e, out, depth + 1)
    return
  }
  out.push(v)
}

export function firstSortNumber(record: Record<string, unknown>, attribute: string): number {
  const direct = record[attribute]
  if (typeof direct === 'number') return Number.isFinite(direct) ? direct : NaN
  const tmp: unknown[] = []
  readValues(record, attribute, tmp)
  for (const x of tmp) {
    const v = sortNumber(x)
    if (!Number.isNaN(v)) return v
  }
  return NaN
}

/** True when `a` and `b` hold the same leaves at `path` (in the same order). */
export function sameLeaves(a: Record<string, unknown>, b: Record<string, unknown>, path: string): boolean {
  const va: unknown[] = []
  const vb: unknown[] = []
  readValues(a, path, va)
  readValues(b, path, vb)
  if (va.length !== vb.length) return false
  for (let i = 0; i < va.length; i++) if (!Object.is(va[i], vb[i])) return false
  return true
}

/** First value usable as a sort key: numbers, booleans (1/0), numeric strings, ISO dates (ms). */
function sortNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') {
    const n = parseNumber(v.trim())
    if (n !== null) return n
    if (/^\d{4}-\d{2}-\d{2}/.test(v)) {
      const t = Date.parse(v)
      return Number.isNaN(t) ? NaN : t
    }
  }
  return NaN
}
