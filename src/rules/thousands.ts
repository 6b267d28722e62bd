/** Thousands separators for whole numbers (SPEC.md section 9: "thousands commas"). */

/**
 * Digits with thousands commas, e.g. 1234567 -> "1,234,567"; the sign and any fraction are
 * dropped. Written out rather than with Intl.NumberFormat: a page's first NumberFormat loads
 * ICU's locale data, ~40 ms of a phone's main thread (~170 ms under Lighthouse's 4x CPU
 * throttling) on every shopper page that shows a price, for a rule this simple.
 */
export function withThousandsCommas(whole: number): string {
  const n = Math.abs(Math.trunc(whole))
  if (!Number.isFinite(n)) return ''
  return plainDigits(n).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** A whole number's digits without exponent notation, shortest round-trip as Intl writes them. */
function plainDigits(n: number): string {
  const text = String(n)
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text)
  if (!exponent) return text
  const mantissa = exponent[1]! + (exponent[2] ?? '')
  return mantissa + '0'.repeat(Number(exponent[3]) - (mantissa.length - 1))
}
