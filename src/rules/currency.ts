/**
 * Currency display.
 *
 * SPEC.md section 9, Locations and display: "Currency format: dollar sign, no decimals,
 * thousands commas."
 *
 * - rounds to whole dollars, halves away from zero: 34990.5 -> "$34,991";
 * - zero -> "$0"; negative -> "-$1,500" (a value that rounds to 0 shows "$0", never "-$0");
 * - numeric strings are accepted, with "$", commas and spaces ignored ("34,990" -> "$34,990");
 * - anything else (null, undefined, "", NaN, Infinity, "abc") returns null, so the caller
 *   chooses what to show instead (e.g. the no-price text).
 */
import { withThousandsCommas } from './thousands'

/** Parses a number or numeric string ("$34,990" allowed); null when not a finite number. */
export function parseCurrencyAmount(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const cleaned = value.replace(/[$,\s]/g, '')
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null
  const parsed = Number(cleaned)
  return Number.isFinite(parsed) ? parsed : null
}

/** Whole dollars, halves rounded away from zero. */
function roundDollars(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount))
  return rounded === 0 ? 0 : rounded
}

/**
 * "$34,990": dollar sign, no decimals, thousands commas (SPEC.md section 9).
 * Returns null for input that is not a finite amount.
 */
export function formatCurrency(value: number | string | null | undefined): string | null {
  const amount = parseCurrencyAmount(value)
  if (amount === null) return null
  const dollars = roundDollars(amount)
  return `${dollars < 0 ? '-' : ''}$${withThousandsCommas(dollars)}`
}
