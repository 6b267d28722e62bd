'use client'
/**
 * Similar cars: the usual car cards in the shared carousel
 * (@/components/carousel, on Embla), highest price first
 * (the order of `cars`, from src/data/similarCarsQuery.ts). Accessible: a labelled region with
 * aria-roledescription "carousel", slides labelled "N of M", previous/next buttons disabled at
 * the ends, Left/Right arrow keys, Home/End, and focus moving into an off-screen card scrolls it
 * into view (Embla's watchFocus). Renders nothing when there are no cars.
 *
 *   const cars = await getSimilarCars(site.slug, record)
 *   <SimilarCars cars={cars.map(toCardCar)} site={toSiteUi(site)} nowMs={now} heading="Similar cars" />
 */
import { useId } from 'react'
import type { EmblaOptionsType } from 'embla-carousel'
import { CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, CarouselProvider, CarouselRegion } from '@/components/carousel/Carousel'
import { CarCard } from '../../components/cards/CarCard'
import type { CardCar } from '../../components/cards/cardCar'
import type { SiteUi } from '@/search/cardTypes'

type Props = {
  /** Cut down to what a card shows (toCardCar). */
  cars: CardCar[]
  site: SiteUi
  /** Render time shared by server and client, so tags hydrate identically. */
  nowMs: number
  heading?: string
  className?: string
}

const SIMILAR_OPTIONS: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto', skipSnaps: false }
const BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40'

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

export function SimilarCars({ cars, site, nowMs, heading, className }: Props) {
  const headingId = `similar-cars-${useId().replace(/:/g, '')}`
  const title = heading ?? `Similar ${site.vehicleLabel.toLowerCase()}s`
  if (cars.length === 0) return null

  return (
    <section aria-labelledby={headingId} className={`py-6 ${className ?? ''}`} data-testid="similar-cars">
      <CarouselProvider options={SIMILAR_OPTIONS} inertHidden={false} slideCount={cars.length}>
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          <div className="flex gap-2">
            <CarouselPrevious label="Previous cars" className={BUTTON} data-testid="similar-cars-previous">
              <Arrow direction="previous" />
            </CarouselPrevious>
            <CarouselNext label="Next cars" className={BUTTON} data-testid="similar-cars-next">
              <Arrow direction="next" />
            </CarouselNext>
          </div>
        </div>
        <CarouselRegion aria-labelledby={headingId}>
          <CarouselContent className="-ml-4" live={false}>
            {cars.map((car) => (
              <CarouselItem key={car.objectID} className="basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4">
                <CarCard car={car} site={site} nowMs={nowMs} showDealerLink={false} />
              </CarouselItem>
            ))}
          </CarouselContent>
        </CarouselRegion>
      </CarouselProvider>
    </section>
  )
}
