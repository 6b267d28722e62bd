/**
 * Star rating display.
 *
 * SPEC.md section 9, Reviews: "Star rating shows up to 4 full stars plus a partial star.
 * Format: one decimal, with the review count using thousands separators."
 * SPEC.md section 3, Review: rating 1 to 5; wrapper average_rating "4.7", count 524.
 *
 * There are always 5 star slots: up to 4 full stars, then one partial star whose fill is the
 * rest of the rating (0 to 1), then empty stars. 4.7 -> 4 full + 0.7; 5 -> 4 full + a partial
 * filled to 1; 3.2 -> 3 full + 0.2 + 1 empty. The fill uses the rating rounded to one decimal
 * so the stars match the number shown.
 */
import { withThousandsCommas } from './thousands'

/** Star slots shown (SPEC.md section 3: rating 1 to 5). */
const STAR_SLOTS = 5
/** At most 4 stars are drawn as full stars; the 5th is always the partial star (SPEC.md section 9). */
const MAX_FULL_STARS = 4

export interface StarRatingView {
  /** Number of full stars, 0 to 4. */
  fullStars: number
  /** Fill of the partial star, 0 to 1, two decimals at most. */
  partialFill: number
  /** Empty stars after the partial star. fullStars + 1 + emptyStars === 5. */
  emptyStars: number
  /** Fill of each of the 5 slots in order, e.g. [1, 1, 1, 1, 0.7]. */
  slotFills: number[]
}

function toRating(value: string | number | null | undefined): number {
  const parsed = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) return 0
  return Math.min(STAR_SLOTS, Math.max(0, parsed))
}

/** The rating rounded to one decimal and clamped to 0..5; invalid input counts as 0. */
function roundedRating(value: string | number | null | undefined): number {
  return Math.round(toRating(value) * 10) / 10
}

/** The star slots for a rating (SPEC.md section 9: up to 4 full stars plus a partial star). */
export function starRatingView(value: string | number | null | undefined): StarRatingView {
  const rating = roundedRating(value)
  const fullStars = Math.min(MAX_FULL_STARS, Math.floor(rating))
  const partialFill = Math.round((rating - fullStars) * 100) / 100
  const emptyStars = STAR_SLOTS - fullStars - 1
  const slotFills = [
    ...Array.from({ length: fullStars }, () => 1),
    partialFill,
    ...Array.from({ length: emptyStars }, () => 0),
  ]
  return { fullStars, partialFill, emptyStars, slotFills }
}

/** A rating with one decimal (SPEC.md section 9), e.g. 4.7 -> "4.7", 5 -> "5.0", "4.66" -> "4.7". */
export function formatRating(value: string | number | null | undefined): string {
  return roundedRating(value).toFixed(1)
}

/** A whole number with thousands separators, e.g. 1234 -> "1,234". */
function formatCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0
  return withThousandsCommas(whole)
}

/**
 * The review count with thousands separators (SPEC.md section 9): "1,234 reviews",
 * "1 review", "0 reviews".
 */
export function formatReviewCount(count: number | string | null | undefined): string {
  const n = typeof count === 'string' ? Number(count) : count ?? 0
  const text = formatCount(typeof n === 'number' ? n : 0)
  return `${text} ${text === '1' ? 'review' : 'reviews'}`
}

/**
 * Accessible label for a rating summary, e.g. "Rated 4.7 out of 5 from 524 reviews";
 * without a count: "Rated 4.7 out of 5".
 */
export function ratingAccessibleLabel(
  rating: string | number | null | undefined,
  count?: number | string | null,
): string {
  const base = `Rated ${formatRating(rating)} out of ${STAR_SLOTS}`
  return count === undefined || count === null || count === '' ? base : `${base} from ${formatReviewCount(count)}`
}

/** Star width and the gap between stars in the drawn row of five (SVG user units). */
export const STAR_ROW = { star: 20, gap: 2 } as const

/** The width of the row of five stars, in the same units. */
export const STAR_ROW_WIDTH = STAR_SLOTS * STAR_ROW.star + (STAR_SLOTS - 1) * STAR_ROW.gap

/**
 * How much of the row of five stars is coloured, 0 to 1: the filled slots and the partial
 * star's share of its own width, so 4.7 colours four stars and 70 % of the fifth (gaps between
 * full stars count as covered).
 */
export function starRowFill(view: Pick<StarRatingView, 'slotFills'>): number {
  let end = 0
  view.slotFills.forEach((fill, index) => {
    if (fill > 0) end = index * (STAR_ROW.star + STAR_ROW.gap) + Math.min(1, fill) * STAR_ROW.star
  })
  return Math.round((end / STAR_ROW_WIDTH) * 10_000) / 10_000
}
