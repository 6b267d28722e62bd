/**
 * Whether a site shows reviews.
 *
 * SPEC.md section 5: "Reviews are shown only when the average rating exceeds a configured
 * minimum and reviews are not hidden."
 * SPEC.md section 9, Reviews: "Minimum rating 4".
 * SPEC.md section 3, Review wrapper: average_rating is a string with one decimal (e.g. "4.7").
 * DESIGN.md site settings: "reviews hidden; minimum average rating" default off; 4.
 */

/** Default minimum average rating (SPEC.md section 9). Reviews show only when strictly above it. */
export const DEFAULT_MINIMUM_REVIEW_RATING = 4

/**
 * Parses an average rating given as a number or a string such as "4.7".
 * Returns null for empty, non-numeric or non-finite values.
 */
export function parseAverageRating(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}

export interface ReviewVisibilityInput {
  /** The average rating, e.g. "4.7" or 4.7. */
  averageRating: string | number | null | undefined
  /** Site setting "reviews hidden"; default false. */
  hidden?: boolean | null
  /** Site setting "minimum average rating"; default 4 when null or undefined. */
  minimumRating?: number | null
}

/**
 * True when reviews are shown: not hidden by the site, and the average rating is strictly
 * greater than the site's minimum (default 4), so 4.0 is hidden and 4.1 is shown
 * (SPEC.md section 5 and 9). An unknown average hides reviews.
 */
export function shouldShowReviews({ averageRating, hidden, minimumRating }: ReviewVisibilityInput): boolean {
  if (hidden) return false
  const average = parseAverageRating(averageRating)
  if (average === null) return false
  const minimum =
    typeof minimumRating === 'number' && Number.isFinite(minimumRating) ? minimumRating : DEFAULT_MINIMUM_REVIEW_RATING
  return average > minimum
}
