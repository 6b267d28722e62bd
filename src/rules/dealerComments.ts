/**
 * Dealer comments on the vehicle page.
 *
 * SPEC.md §3 "dealercomments, paragraphs separated by a pipe character".
 * SPEC.md §4 / §9 "Dealer comments are truncated to 400 characters with a show more / less toggle."
 * SPEC.md §8 "No dealer comments: 'Dealer comments are pending. Please check back here later.'"
 *
 * Characters are counted as code points over the paragraphs' text (the pipes and the spaces
 * around them are separators, not content). The collapsed view keeps whole paragraphs while they
 * fit and cuts the paragraph that crosses the limit at its last word boundary, with "…".
 */
const DEALER_COMMENTS_LIMIT = 400
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const SHOW_MORE_LABEL = 'Show more'
export const SHOW_LESS_LABEL = 'Show less'

/** Paragraphs of a dealer comment: split at "|", trimmed, empty ones dropped. */
export function commentParagraphs(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return []
  return text
    .split('|')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '' && p.toLowerCase() !== 'null')
}

const length = (s: string) => Array.from(s).length

export interface DealerCommentsView {
  /** Empty comments: show DEALER_COMMENTS_PENDING. */
  pending: boolean
  paragraphs: string[]
  /** The paragraphs cut to DEALER_COMMENTS_LIMIT characters (same as `paragraphs` when short). */
  collapsed: string[]
  /** A show more / show less toggle is needed (text longer than the limit). */
  needsToggle: boolean
}

function cut(paragraph: string, budget: number): string {
  const chars = Array.from(paragraph)
  if (chars.length <= budget) return paragraph
  const head = chars.slice(0, budget).join('')
  const space = head.lastIndexOf(' ')
  const atWord = space > budget * 0.6 ? head.slice(0, space) : head
  return `${atWord.replace(/[\s,;:.-]+$/, '')}…`
}

export function dealerCommentsView(text: string | null | undefined, limit = DEALER_COMMENTS_LIMIT): DealerCommentsView {
  const paragraphs = commentParagraphs(text)
  const total = paragraphs.reduce((n, p) => n + length(p), 0)
  if (paragraphs.length === 0) return { pending: true, paragraphs, collapsed: [], needsToggle: false }
  if (total <= limit) return { pending: false, paragraphs, collapsed: paragraphs, needsToggle: false }
  const collapsed: string[] = []
  let budget = limit
  for (const p of paragraphs) {
    if (budget <= 0) break
    if (length(p) <= budget) {
      collapsed.push(p)
      budget -= length(p)
    } else {
      collapsed.push(cut(p, budget))
      budget = 0
    }
  }
  return { pending: false, paragraphs, collapsed, needsToggle: true }
}
