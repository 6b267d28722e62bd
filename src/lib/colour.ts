/** Hex colours as editors type them (`#abc`, `#aabbcc`, with or without alpha). Pure. */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

export type Rgb = { r: number; g: number; b: number }

/** The colour's red, green and blue (alpha dropped), or null when it is not a hex colour. */
export function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null
  const hex = value.trim()
  if (!HEX.test(hex)) return null
  const digits = hex.length <= 5 ? [...hex.slice(1, 4)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)]
  const [r, g, b] = digits.map((d) => parseInt(d, 16)) as [number, number, number]
  return { r, g, b }
}

/** `#rrggbb`, lower case. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
