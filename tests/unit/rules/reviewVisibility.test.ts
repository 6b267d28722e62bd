import { describe, expect, it } from 'vitest'
import { DEFAULT_MINIMUM_REVIEW_RATING, parseAverageRating, shouldShowReviews } from '@/rules/reviewVisibility'

describe('shouldShowReviews (SPEC.md §5 Reviews, §9 minimum rating 4)', () => {
  it('defaults the minimum to 4', () => {
    expect(DEFAULT_MINIMUM_REVIEW_RATING).toBe(4)
  })

  it('shows the sample data (average "4.7")', () => {
    expect(shouldShowReviews({ averageRating: '4.7' })).toBe(true)
  })

  it('hides an average of exactly 4 and shows 4.1 (strictly greater)', () => {
    expect(shouldShowReviews({ averageRating: '4.0' })).toBe(false)
    expect(shouldShowReviews({ averageRating: 4 })).toBe(false)
    expect(shouldShowReviews({ averageRating: '4.1' })).toBe(true)
    expect(shouldShowReviews({ averageRating: 4.1 })).toBe(true)
  })

  it('hides reviews when the site hides them, whatever the rating', () => {
    expect(shouldShowReviews({ averageRating: '5.0', hidden: true })).toBe(false)
  })

  it("uses the site's own minimum", () => {
    expect(shouldShowReviews({ averageRating: '4.5', minimumRating: 4.5 })).toBe(false)
    expect(shouldShowReviews({ averageRating: '3.6', minimumRating: 3.5 })).toBe(true)
    expect(shouldShowReviews({ averageRating: '4.0', minimumRating: null })).toBe(false)
  })

  it('hides reviews when the average is unknown', () => {
    expect(shouldShowReviews({ averageRating: null })).toBe(false)
    expect(shouldShowReviews({ averageRating: '' })).toBe(false)
    expect(shouldShowReviews({ averageRating: 'n/a' })).toBe(false)
  })
})

describe('parseAverageRating', () => {
  it('reads one-decimal strings and numbers', () => {
    expect(parseAverageRating('4.7')).toBe(4.7)
    expect(parseAverageRating(' 4.7 ')).toBe(4.7)
    expect(parseAverageRating(3)).toBe(3)
    expect(parseAverageRating(Number.NaN)).toBeNull()
  })
})
