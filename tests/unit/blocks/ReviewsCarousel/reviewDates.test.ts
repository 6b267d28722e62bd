import { describe, expect, it } from 'vitest'
import { distanceInWords, isoDate, reviewDateInWords, timeAgoInWords } from '@blocks/ReviewsCarousel/reviewDates'

const now = new Date('2026-06-15T12:00:00Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

describe('review dates (SPEC.md §3 Review)', () => {
  it('shows the review date in words as month and year', () => {
    expect(reviewDateInWords('2025-03-14')).toBe('March 2025')
    expect(reviewDateInWords('2025-12-31T23:30:00.000Z')).toBe('December 2025')
    expect(reviewDateInWords('not a date')).toBe('')
    expect(reviewDateInWords(null)).toBe('')
    expect(isoDate('2025-03-14T10:00:00Z')).toBe('2025-03-14')
  })

  it('says how long ago, like time_ago_in_words', () => {
    expect(timeAgoInWords(ago(0), now)).toBe('less than a minute ago')
    expect(timeAgoInWords(ago(1), now)).toBe('1 minute ago')
    expect(timeAgoInWords(ago(30), now)).toBe('30 minutes ago')
    expect(timeAgoInWords(ago(60), now)).toBe('about 1 hour ago')
    expect(timeAgoInWords(ago(5 * 60), now)).toBe('about 5 hours ago')
    expect(timeAgoInWords(ago(1440), now)).toBe('1 day ago')
    expect(timeAgoInWords(ago(10 * 1440), now)).toBe('10 days ago')
    expect(timeAgoInWords(ago(35 * 1440), now)).toBe('about 1 month ago')
    expect(timeAgoInWords(ago(92 * 1440), now)).toBe('3 months ago')
    expect(timeAgoInWords(ago(400 * 1440), now)).toBe('about 1 year ago')
    expect(timeAgoInWords(ago(500 * 1440), now)).toBe('over 1 year ago')
    expect(timeAgoInWords(ago(700 * 1440), now)).toBe('almost 2 years ago')
    expect(timeAgoInWords('2026-09-15T12:00:00Z', now)).toBe('in 3 months')
    expect(timeAgoInWords('', now)).toBe('')
  })

  it('is symmetric in its arguments', () => {
    expect(distanceInWords(now, ago(92 * 1440))).toBe('3 months')
  })
})
