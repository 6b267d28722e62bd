/**
 * Each site's favicon, home-screen icon and web manifest come from its branding. When
 * no icon is uploaded, the icon is drawn from the site's initials in `textOnPrimary` on its
 * `primaryColour`. These are the pure parts: which letters, which colours, the manifest's names.
 */
import { contrastRatio, parseHex, toHex, type Rgb } from '@/lib/colour'

/** The branding defaults of collections/Sites/index.ts. */
export const DEFAULT_PRIMARY = '#1f2937'
const DEFAULT_TEXT_ON_PRIMARY = '#ffffff'
/** Below this contrast (WCAG's large-text minimum) the initials are drawn in black or white instead. */
const MIN_ICON_CONTRAST = 3

/** Words that do not start an initial ("Outback Caravans & Used Cars" → "OC"). */
const FILLER = new Set(['the', 'and', 'of', 'a', 'an', '&', '+'])

/**
 * Up to two capital letters or digits for the default icon: the first letters of the name's
 * first two words ("Sunshine Toyota" → "ST"), the first letter of a one-word name ("Outback" →
 * "O"). Accents are dropped ("Émile Motors" → "EM"); characters outside A–Z and 0–9 are skipped,
 * so a name with none answers "" (the icon is then the colour alone).
 */
export function siteInitials(name: string | null | undefined): string {
  const plain = (name ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  const words = plain
    .split(/[\s\-–—/]+/)
    .filter((w) => w !== '' && !FILLER.has(w.toLowerCase()))
    .map((w) => w.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .filter((w) => w !== '')
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
}

/** The longest whole-word start of the name that fits a home screen (12 characters), else its first 12. */
const SHORT_NAME_MAX = 12

export function manifestShortName(name: string | null | undefined): string {
  const full = (name ?? '').trim().replace(/\s+/g, ' ')
  if (full.length <= SHORT_NAME_MAX) return full
  let short = ''
  for (const word of full.split(' ')) {
    const next = short ? `${short} ${word}` : word
    if (next.length > SHORT_NAME_MAX) break
    short = next
  }
  short = short.replace(/[\s&+,\-–—/]+$/, '')
  return short || full.slice(0, SHORT_NAME_MAX)
}

export type IconColours = { background: string; foreground: string }

type Branding = { primaryColour?: string | null; textOnPrimary?: string | null } | null | undefined

/**
 * The default icon's colours as opaque `#rrggbb` (an icon, the manifest and `theme-color` take
 * no alpha): the primary colour behind `textOnPrimary`. A malformed colour falls back to the
 * branding default; initials that would not stand out (contrast below 3:1) are drawn in black or
 * white, whichever contrasts more.
 */
export function iconColours(branding: Branding): IconColours {
  const background = parseHex(branding?.primaryColour) ?? (parseHex(DEFAULT_PRIMARY) as Rgb)
  let foreground = parseHex(branding?.textOnPrimary) ?? (parseHex(DEFAULT_TEXT_ON_PRIMARY) as Rgb)
  if (contrastRatio(background, foreground) < MIN_ICON_CONTRAST) {
    const white = { r: 255, g: 255, b: 255 }
    const black = { r: 0, g: 0, b: 0 }
    foreground = contrastRatio(background, white) >= contrastRatio(background, black) ? white : black
  }
  return { background: toHex(background), foreground: toHex(foreground) }
}
