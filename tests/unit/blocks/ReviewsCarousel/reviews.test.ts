import { describe, expect, it } from 'vitest'
import { reviewsSummary } from '@blocks/ReviewsCarousel/reviews'
import { shouldShowReviews } from '@/rules/reviewVisibility'

const twenty = Array.from({ length: 20 }, () => ({ rating: 5 }))

describe('reviewsSummary', () => {
  it("uses a chosen location's stored summary (SPEC.md sample: 4.7 from 524)", () => {
    expect(reviewsSummary({ location: { reviews: { average_rating: 4.7, review_count: 524 } }, reviews: twenty })).toEqual({
      average: 4.7,
      count: 524,
    })
  })

  it("weights the site's locations by review count when no location is chosen", () => {
    const summary = reviewsSummary({
      locations: [
        { reviews: { average_rating: 4.7, review_count: 524 } },
        { reviews: { average_rating: 4.2, review_count: 100 } },
        { reviews: { average_rating: 1, review_count: 900 }, visible: false },
        { reviews: {} },
      ],
    })
    expect(summary.count).toBe(624)
    expect(summary.average).toBeCloseTo((4.7 * 524 + 4.2 * 100) / 624, 2)
  })

  it('falls back to the reviews themselves', () => {
    expect(reviewsSummary({ locations: [], reviews: twenty })).toEqual({ average: 5, count: 20 })
    expect(reviewsSummary({ location: { reviews: {} }, reviews: [{ rating: 4 }, { rating: 5, hidden: true }] })).toEqual({
      average: 4,
      count: 1,
    })
    expect(reviewsSummary({})).toEqual({ average: null, count: 0 })
  })

  it('feeds shouldShowReviews: 4.7 shows, 4.0 hides (minimum 4), hidden hides', () => {
    expect(shouldShowReviews({ averageRating: 4.7 })).toBe(true)
    expect(shouldShowReviews({ averageRating: reviewsSummary({ reviews: [{ rating: 4 }] }).average })).toBe(false)
    expect(shouldShowReviews({ averageRating: null })).toBe(false)
  })
})
