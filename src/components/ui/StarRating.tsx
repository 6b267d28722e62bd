/**
 * Star rating (SPEC.md §9 Reviews): up to 4 full stars plus a partial star, the rating with one
 * decimal and the review count with thousands separators. Screen readers get one sentence,
 * "Rated 4.7 out of 5 from 524 reviews"; the stars are decorative.
 */
import { formatRating, formatReviewCount, ratingAccessibleLabel, starRatingView } from '@/rules/starRating'

const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'

function Star({ fill, size }: { fill: number; size: number }) {
  const width = `${Math.round(Math.min(1, Math.max(0, fill)) * 100)}%`
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }}>
      <svg viewBox="0 0 20 20" width={size} height={size} className="absolute inset-0 text-gray-300" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width }}>
        <svg viewBox="0 0 20 20" width={size} height={size} className="text-amber-500" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      </span>
    </span>
  )
}

export interface StarRatingProps {
  rating: number | string | null | undefined
  /** Review count; shown as "(524 reviews)" when given. */
  count?: number | null
  /** Show the number ("4.7") next to the stars. Default true. */
  showValue?: boolean
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const SIZES = { sm: 14, md: 18, lg: 24 } as const

export function StarRating({ rating, count, showValue = true, size = 'md', className }: StarRatingProps) {
  const view = starRatingView(rating)
  const px = SIZES[size]
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 gap-y-1 ${className ?? ''}`} data-rating={formatRating(rating)}>
      <span className="sr-only">{ratingAccessibleLabel(rating, count ?? undefined)}</span>
      <span className="inline-flex items-center gap-0.5" aria-hidden="true">
        {view.slotFills.map((fill, index) => (
          <Star key={index} fill={fill} size={px} />
        ))}
      </span>
      {showValue ? (
        <span className="font-semibold" aria-hidden="true">
          {formatRating(rating)}
        </span>
      ) : null}
      {typeof count === 'number' ? (
        <span aria-hidden="true">
          ({formatReviewCount(count)})
        </span>
      ) : null}
    </span>
  )
}
