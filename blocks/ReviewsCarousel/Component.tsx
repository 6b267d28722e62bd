/**
 * Reviews carousel renderer (SPEC.md §2 Reviews): the star-rating summary (average and count)
 * and a testimonial carousel. Hidden entirely unless the site shows reviews (SPEC.md §5:
 * average above the site's minimum, default 4, and reviews not hidden).
 */
import { shouldShowReviews } from '@/rules/reviewVisibility'
import {
  LazyCarousel as Carousel,
  LazyCarouselContent as CarouselContent,
  LazyCarouselDots as CarouselDots,
  LazyCarouselItem as CarouselItem,
  LazyCarouselNext as CarouselNext,
  LazyCarouselPrevious as CarouselPrevious,
} from '@/components/carousel/lazyCarousel'
import { NearIsland } from '@/components/island/Island'
import { loadLocations, loadReviews } from '@/data/blocks'
import { ReviewCard } from './ReviewCard'
import { reviewsSummary } from './reviews'
import { StarRating } from '@/components/ui/StarRating'
import { docOf, relationId, sameId } from '@/lib/relations'
import type { ReviewsCarouselBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_HEADING, text } from '../shared/layout'
import { DEFAULT_REVIEWS_SHOWN } from './config'

export async function ReviewsCarouselComponent({ block, site }: BlockComponentProps<ReviewsCarouselBlock>) {
  const locationId = relationId(block.location)
  const numericLocationId = locationId === null ? undefined : Number(locationId)
  const [reviews, locations] = await Promise.all([
    loadReviews(site.id, Number.isFinite(numericLocationId) ? { locationId: numericLocationId } : {}),
    loadLocations(site.id),
  ])
  const location =
    locationId === null ? null : (locations.find((item) => sameId(item.id, locationId)) ?? docOf(block.location) ?? null)
  if (locationId !== null && !location) return null
  const summary = reviewsSummary({ location, locations, reviews })
  const visible = shouldShowReviews({
    averageRating: summary.average,
    hidden: site.settings?.reviewsHidden,
    minimumRating: site.settings?.reviewsMinimumRating,
  })
  if (!visible) return null

  const limit = typeof block.limit === 'number' && block.limit > 0 ? Math.floor(block.limit) : DEFAULT_REVIEWS_SHOWN
  const shown = reviews.filter((review) => !review.hidden).slice(0, limit)
  const heading = text(block.heading)
  const now = new Date()
  const label = location ? `Customer reviews of ${location.name}` : 'Customer reviews'
  return (
    <div className={BLOCK_CONTAINER} data-reviews="">
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        {heading ? <h2 className={BLOCK_HEADING}>{heading}</h2> : null}
        <StarRating rating={summary.average} count={summary.count} size="lg" className="text-lg" />
      </div>
      {shown.length > 0 ? (
        // Below the fold: the carousel's code loads and hydrates as it comes near the screen.
        <NearIsland>
          <Carousel label={label} slideCount={shown.length}>
            <CarouselContent>
              {shown.map((review) => (
                <CarouselItem key={String(review.id)}>
                  <ReviewCard review={review} now={now} headingLevel={heading ? 3 : 2} />
                </CarouselItem>
              ))}
            </CarouselContent>
            <div className="mt-6 flex items-center justify-center gap-4">
              <CarouselPrevious />
              <CarouselDots />
              <CarouselNext />
            </div>
          </Carousel>
        </NearIsland>
      ) : null}
    </div>
  )
}
