/**
 * One testimonial (SPEC.md §3 Review): customer name, stars, text, the review date in words
 * (month year) and how long ago ("3 months ago").
 */
import { SafeImage } from '@/components/SafeImage'
import { Heading, type HeadingLevel } from '@/components/ui/Heading'
import { isoDate, reviewDateInWords, timeAgoInWords } from './reviewDates'
import { StarRating } from '@/components/ui/StarRating'
import type { Review } from '@/payload-types'
import { mediaUrl } from '@/lib/media'

export function ReviewCard({ review, now, headingLevel = 3 }: { review: Review; now: Date; headingLevel?: HeadingLevel }) {
  const avatar = mediaUrl(review.image, 'thumbnail')
  const initials = review.customer_name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
  const inWords = reviewDateInWords(review.review_date)
  const ago = timeAgoInWords(review.review_date, now)
  return (
    <figure className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 text-gray-900 shadow-sm" data-review-id={String(review.id)}>
      <div className="flex items-center gap-3">
        {avatar ? (
          <SafeImage src={avatar} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-gray-800 font-bold text-white">
            {initials || '?'}
          </span>
        )}
        <div>
          <Heading level={headingLevel} className="font-semibold">
            {review.customer_name}
          </Heading>
          <StarRating rating={review.rating} showValue={false} size="sm" />
        </div>
      </div>
      {review.text?.trim() ? (
        <blockquote className="flex-1 whitespace-pre-line text-gray-800">
          <p>{review.text.trim()}</p>
        </blockquote>
      ) : (
        <div className="flex-1" />
      )}
      {inWords ? (
        <figcaption className="text-sm text-gray-700">
          <time dateTime={isoDate(review.review_date)}>{inWords}</time>
          {ago ? <span> · {ago}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
