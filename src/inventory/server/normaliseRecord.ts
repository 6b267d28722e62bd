/**
 * A raw inventory record (CSV dotted columns or nested JSON) in canonical shape before validation:
 * column names matched case-insensitively, dotted keys nested, unknown keys listed.
 */
import { isRecord } from '@/lib/guards'
import { isBlank, show } from './cellValues'
import { canonicalFinanceField, canonicalGroupField, canonicalProvider, canonicalTop, isGroup } from './columns'

/** One problem with a row: the column (dotted when nested) and why. */
export type RowIssue = { field: string; reason: string }

export type NormalisedRecord = { data: Record<string, unknown>; unknown: string[]; issues: RowIssue[] }

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
    if (isRecord(current)) return current
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
        if (!isRecord(value)) {
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
