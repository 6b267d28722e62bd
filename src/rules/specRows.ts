/**
 * SPEC.md §5 "Spec rows with empty, null or 'null' values are hidden." and "Features list: 8
 * shown before a show-all toggle. Specs: the first 4 are shown before a show-more."
 */
export const SPECS_VISIBLE = 4
export const FEATURES_VISIBLE = 8

export type SpecValue = string | number | boolean | null | undefined

export interface SpecRow {
  label: string
  value: SpecValue
}

/** A value worth a row: not null/undefined, not blank, not the string "null", not NaN. */
export function isPresentSpecValue(value: SpecValue): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'boolean') return true
  const t = String(value).trim()
  return t !== '' && t.toLowerCase() !== 'null' && t.toLowerCase() !== 'undefined'
}

/** The rows that are shown, with their values as text. */
export function visibleSpecRows(rows: readonly SpecRow[]): Array<{ label: string; value: string }> {
  return rows
    .filter((r) => isPresentSpecValue(r.value))
    .map((r) => ({ label: r.label, value: typeof r.value === 'boolean' ? (r.value ? 'Yes' : 'No') : String(r.value).trim() }))
}

/** The first `visible` items and whether a show-more toggle is needed. */
export function splitVisible<T>(items: readonly T[], visible: number): { shown: T[]; hidden: T[]; needsToggle: boolean } {
  return { shown: items.slice(0, visible), hidden: items.slice(visible), needsToggle: items.length > visible }
}

/** SPEC.md §2: Features only when equipment exists. */
export function featureItems(list: ReadonlyArray<string | { item?: string | null } | null> | null | undefined): string[] {
  return (list ?? [])
    .map((e) => (typeof e === 'string' ? e : e?.item ?? ''))
    .map((s) => s.trim())
    .filter((s) => isPresentSpecValue(s))
}
