/** SPEC.md §9 "Feet to metres conversion: x0.3048." Rounded to centimetres. */
const FEET_TO_METRES = 0.3048

export function feetToMetres(feet: number | string | null | undefined): number | null {
  const n = typeof feet === 'number' ? feet : typeof feet === 'string' && feet.trim() !== '' ? Number(feet) : Number.NaN
  if (!Number.isFinite(n) || n < 0) return null
  return Math.round(n * FEET_TO_METRES * 100) / 100
}

/** "7.32 m" from 24 ft; null when unreadable. */
export function metresText(feet: number | string | null | undefined): string | null {
  const m = feetToMetres(feet)
  return m === null ? null : `${m.toFixed(2)} m`
}
