/**
 * The default site icon as SVG: the site's initials (src/rules/siteIcon.ts) drawn with the
 * stroke font of ./glyphs.ts, centred on a full-bleed square of the primary colour. Pure.
 */
import type { IconColours } from '@/rules/siteIcon'
import { GLYPH_HEIGHT, GLYPHS } from './glyphs'

/** Space between two letters, in grid units. */
const GAP = 1.3
/** Stroke width, in grid units. */
const STROKE = 1.15
/** The letters fill at most this share of the icon's width and height: inside a maskable icon's safe circle. */
const MAX_WIDTH = 0.62
const MAX_HEIGHT = 0.44

const num = (n: number) => String(Math.round(n * 1000) / 1000)

export function initialsSvg(initials: string, colours: IconColours, size: number): string {
  const glyphs = [...initials].map((c) => GLYPHS[c]).filter((g) => g !== undefined)
  const textWidth = glyphs.reduce((sum, g) => sum + g.width, 0) + GAP * Math.max(0, glyphs.length - 1)
  const scale = Math.min((100 * MAX_WIDTH) / (textWidth + STROKE), (100 * MAX_HEIGHT) / (GLYPH_HEIGHT + STROKE))
  let x = 50 - (textWidth * scale) / 2
  const y = 50 - (GLYPH_HEIGHT * scale) / 2
  const paths = glyphs.map((g) => {
    const path = `<path transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})" d="${g.d}"/>`
    x += (g.width + GAP) * scale
    return path
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${colours.background}"/>` +
    `<g fill="none" stroke="${colours.foreground}" stroke-width="${num(STROKE)}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>` +
    `</svg>`
  )
}
