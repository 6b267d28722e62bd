/**
 * A whole-number setting read from the environment (`VITALS_RATE_LIMIT`, `CHECKOUT_OPEN_PER_SITE`,
 * `EDGE_TTL_SECONDS`, …): the number when `raw` is a whole number within [min, max], else
 * `fallback` (unset, blank, a fraction, words, out of bounds). One reader, so every such setting
 * treats a mistyped value the same way: its documented default, never NaN or a negative limit.
 */
export interface IntSettingBounds {
  fallback: number
  /** Smallest value accepted (default 0). */
  min?: number
  /** Largest value accepted (default: no bound). */
  max?: number
}

export function intSetting(raw: string | undefined, { fallback, min = 0, max = Number.MAX_SAFE_INTEGER }: IntSettingBounds): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw.trim())
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}
