/**
 * Star rating (SPEC.md §9 Reviews): up to 4 full stars plus a partial star, the rating with one
 * decimal and the review count with thousands separators. Screen readers get one sentence,
 * "Rated 4.7 out of 5 from 524 reviews"; the stars are decorative.
 */
import { formatRating, formatReviewCount, ratingAccessibleLabel, STAR_ROW, STAR_ROW_WIDTH, starRatingView, starRowFill } from '@/rules/starRating'

/** One star drawn from its top point, in relative moves (a 20 x 20 box); `z` returns to the top point. */
const STAR = 'l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.7-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z'

/** The five stars as one path: a rating is two SVG elements, not ten (smaller pages, quicker hydration). */
const STAR_ROW_PATH = `M10 1.5${STAR}${`m${STAR_ROW.star + STAR_ROW.gap} 0${STAR}`.repeat(4)}`

function StarRow({ fill, size }: { fill: number; size: number }) {
  const width = (size * STAR_ROW_WIDTH) / STAR_ROW.star
  const box = `0 0 ${STAR_ROW_WIDTH} ${STAR_ROW.star}`
  return (
    <span className="relative inline-block shrink-0" style={{ width, height: size }} aria-hidden="true">
      <svg viewBox={box} width={width} height={size} className="absolute inset-0 text-gray-300" focusable="false">
        <path d={STAR_ROW_PATH} fill="currentColor" />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <svg viewBox={box} width={width} height={size} className="text-amber-500" focusable="false">
          <path d={STAR_ROW_PATH} fill="currentColor" />
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
      <StarRow fill={starRowFill(view)} size={px} />
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
