/**
 * The rating summary of the reviews carousel (SPEC.md §3 Review wrapper: average_rating "4.7",
 * count 524). Pure.
 */
import type { Location, Review } from '@/payload-types'

export interface ReviewsSummary {
  /** Average rating, or null when unknown. */
  average: number | null
  count: number
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/**
 * - A chosen location: its stored summary (reviews.average_rating, reviews.review_count).
 * - No location: the review-count-weighted average of the site's locations that have a summary,
 *   with their counts added up.
 * - No stored summary: the average and number of the reviews themselves.
 */
export function reviewsSummary({
  location,
  locations = [],
  reviews = [],
}: {
  location?: Pick<Location, 'reviews'> | null
  locations?: readonly Pick<Location, 'reviews' | 'visible'>[]
  reviews?: readonly Pick<Review, 'rating' | 'hidden'>[]
}): ReviewsSummary {
  if (location) {
    const average = positive(location.reviews?.average_rating)
    if (average !== null) return { average, count: Math.round(positive(location.reviews?.review_count) ?? 0) }
  } else {
    let weighted = 0
    let count = 0
    for (const item of locations) {
      if (item.visible === false) continue
      const average = positive(item.reviews?.average_rating)
      const n = positive(item.reviews?.review_count)
      if (average === null || n === null) continue
      weighted += average * n
      count += n
    }
    if (count > 0) return { average: Math.round((weighted / count) * 100) / 100, count: Math.round(count) }
  }
  const rated = reviews.filter((review) => !review.hidden && positive(review.rating) !== null)
  if (rated.length === 0) return { average: null, count: 0 }
  const sum = rated.reduce((total, review) => total + review.rating, 0)
  return { average: Math.round((sum / rated.length) * 100) / 100, count: rated.length }
}
