import { describe, expect, it } from 'vitest'
import { formatRating, formatReviewCount, ratingAccessibleLabel, starRatingView, starRowFill } from '@/rules/starRating'

describe('starRatingView (SPEC.md §9: up to 4 full stars plus a partial star)', () => {
  it('4.7 -> 4 full stars and a 0.7 partial star', () => {
    expect(starRatingView('4.7')).toEqual({ fullStars: 4, partialFill: 0.7, emptyStars: 0, slotFills: [1, 1, 1, 1, 0.7] })
  })

  it('5 -> 4 full stars and a partial star filled completely', () => {
    expect(starRatingView(5)).toEqual({ fullStars: 4, partialFill: 1, emptyStars: 0, slotFills: [1, 1, 1, 1, 1] })
  })

  it('3.2 -> 3 full, 0.2 partial, 1 empty', () => {
    expect(starRatingView(3.2)).toEqual({ fullStars: 3, partialFill: 0.2, emptyStars: 1, slotFills: [1, 1, 1, 0.2, 0] })
  })

  it('4 -> 4 full stars and an unfilled partial star', () => {
    expect(starRatingView(4).slotFills).toEqual([1, 1, 1, 1, 0])
  })

  it('always draws 5 star slots, clamping out-of-range and invalid ratings', () => {
    for (const rating of [0, 1, 2.5, 4.99, 5, 7, -1, 'abc', null]) {
      expect(starRatingView(rating).slotFills).toHaveLength(5)
    }
    expect(starRatingView(7).slotFills).toEqual([1, 1, 1, 1, 1])
    expect(starRatingView(-1).slotFills).toEqual([0, 0, 0, 0, 0])
  })

  it('fills the stars to match the one-decimal number shown', () => {
    expect(formatRating(4.66)).toBe('4.7')
    expect(starRatingView(4.66).partialFill).toBe(0.7)
  })
})

describe('rating and count text (SPEC.md §9: one decimal, thousands separators)', () => {
  it('formats the rating with one decimal', () => {
    expect(formatRating('4.7')).toBe('4.7')
    expect(formatRating(5)).toBe('5.0')
    expect(formatRating(4.04)).toBe('4.0')
  })

  it('formats the count with thousands separators and a singular for 1', () => {
    expect(formatReviewCount(524)).toBe('524 reviews')
    expect(formatReviewCount(1234)).toBe('1,234 reviews')
    expect(formatReviewCount(1234567)).toBe('1,234,567 reviews')
    expect(formatReviewCount(1)).toBe('1 review')
    expect(formatReviewCount(0)).toBe('0 reviews')
    expect(formatReviewCount('524')).toBe('524 reviews')
  })

  it('gives an accessible label for screen readers', () => {
    expect(ratingAccessibleLabel('4.7', 524)).toBe('Rated 4.7 out of 5 from 524 reviews')
    expect(ratingAccessibleLabel(5, 1)).toBe('Rated 5.0 out of 5 from 1 review')
    expect(ratingAccessibleLabel(4.2)).toBe('Rated 4.2 out of 5')
  })
})

describe('starRowFill (the coloured share of the drawn row of five stars)', () => {
  const fill = (rating: number | string) => starRowFill(starRatingView(rating))
  it('colours nothing for no rating and the whole row for 5', () => {
    expect(fill(0)).toBe(0)
    expect(fill(5)).toBe(1)
  })
  it('colours four stars and 70 % of the fifth for 4.7', () => {
    expect(fill(4.7)).toBeCloseTo((4 * 22 + 0.7 * 20) / 108, 4)
  })
  it('stops inside the partial star, not at a gap', () => {
    expect(fill(3.2)).toBeCloseTo((3 * 22 + 0.2 * 20) / 108, 4)
    expect(fill(1)).toBeCloseTo(20 / 108, 4)
  })
  it('grows with the rating', () => {
    const values = [0.5, 1.5, 2.5, 3.5, 4.5].map(fill)
    expect([...values].sort((a, b) => a - b)).toEqual(values)
  })
})
