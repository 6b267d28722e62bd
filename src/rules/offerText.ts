/**
 * Offer description and disclaimer display (collapsed / expanded).
 *
 * SPEC.md section 4, "Offer text":
 * - "Descriptions and disclaimers over 200 characters start collapsed, with a View more / View
 *   less toggle."
 * - "The collapsed descriptions are cut near 160 characters and disclaimers near 200."
 * - "On some sites they are always expanded." (site setting `alwaysExpanded`, default off)
 * SPEC.md section 9: "Offer text: description truncates at 160, disclaimer at 200, threshold 200
 * characters."
 *
 * Characters are counted as Unicode code points of the trimmed plain text (pass HTML through
 * {@link stripHtml} first).
 */

/** Collapsed descriptions are cut at or before 160 characters (SPEC.md section 9). */
export const DESCRIPTION_CUT = 160
/** Collapsed disclaimers are cut at or before 200 characters (SPEC.md section 9). */
export const DISCLAIMER_CUT = 200
/** Text longer than this (strictly) gets the toggle; exactly 200 does not (SPEC.md section 4/9). */
export const TOGGLE_THRESHOLD = 200
/** Appended to collapsed text. */
const ELLIPSIS = '…'
/** Toggle labels (SPEC.md section 4). */
const VIEW_MORE_LABEL = 'View more'
const VIEW_LESS_LABEL = 'View less'

export type OfferTextKind = 'description' | 'disclaimer'

export interface OfferTextOptions {
  /** Site setting "offers always expanded": full text, no toggle. Default false. */
  alwaysExpanded?: boolean
}

export interface OfferTextView {
  /** What is shown before "View more"; equals fullText when not collapsible. */
  collapsedText: string
  fullText: string
  /** True when the View more / View less toggle is shown and the text starts collapsed. */
  collapsible: boolean
}

/** Number of characters (code points) in a string. */
function characterCount(text: string): number {
  return Array.from(text).length
}

/** The cut length for a kind: 160 for descriptions, 200 for disclaimers (SPEC.md section 9). */
function cutLengthFor(kind: OfferTextKind): number {
  return kind === 'description' ? DESCRIPTION_CUT : DISCLAIMER_CUT
}

/**
 * True when text needs the View more / View less toggle: more than 200 characters
 * (exactly 200 does not), and the site does not always expand offers (SPEC.md section 4).
 */
function needsOfferTextToggle(text: string, options: OfferTextOptions = {}): boolean {
  if (options.alwaysExpanded) return false
  return characterCount(text.trim()) > TOGGLE_THRESHOLD
}

/**
 * Cuts text at a word boundary at or before `limit` characters and appends "…".
 * Text of `limit` characters or fewer is returned unchanged. A single word longer than the
 * limit is cut mid-word. Trailing spaces and , ; : - before the ellipsis are dropped.
 */
export function truncateAtWord(text: string, limit: number): string {
  const chars = Array.from(text.trim())
  if (chars.length <= limit) return chars.join('')
  const head = chars.slice(0, limit)
  const nextChar = chars[limit] ?? ''
  let cutAt = limit
  if (!/\s/.test(nextChar)) {
    let lastSpace = -1
    for (let i = head.length - 1; i >= 0; i--) {
      if (/\s/.test(head[i] ?? '')) {
        lastSpace = i
        break
      }
    }
    if (lastSpace > 0) cutAt = lastSpace
  }
  const kept = head.slice(0, cutAt).join('').replace(/[\s,;:\-–—]+$/u, '')
  return `${kept}${ELLIPSIS}`
}

/**
 * The view of an offer description or disclaimer (SPEC.md section 4 "Offer text", section 9).
 * - over 200 characters: collapsible; collapsed text cut near 160 (description) or 200
 *   (disclaimer) at a word boundary, with "…";
 * - 200 characters or fewer, or `alwaysExpanded`: full text, no toggle.
 */
export function offerTextView(
  text: string | null | undefined,
  kind: OfferTextKind,
  options: OfferTextOptions = {},
): OfferTextView {
  const fullText = (text ?? '').trim()
  const collapsible = needsOfferTextToggle(fullText, options)
  return {
    fullText,
    collapsible,
    collapsedText: collapsible ? truncateAtWord(fullText, cutLengthFor(kind)) : fullText,
  }
}

/** The toggle's label for the current state (SPEC.md section 4: "View more / View less"). */
export function offerToggleLabel(expanded: boolean): string {
  return expanded ? VIEW_LESS_LABEL : VIEW_MORE_LABEL
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/**
 * Plain text of an HTML fragment (e.g. an offer's description when no sanitized_description is
 * available): drops script/style contents and tags, turns line breaks and block ends into
 * spaces, decodes common entities and collapses whitespace. Not a sanitiser for rendering HTML.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return ''
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
  const withoutComments = withoutCode.replace(/<!--[\s\S]*?-->/g, '')
  const spaced = withoutComments.replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/tr|li|p|div)\b[^>]*>/gi, ' ')
  const noTags = spaced.replace(/<[^>]*>/g, '')
  return decodeEntities(noTags).replace(/\s+/g, ' ').trim()
}
