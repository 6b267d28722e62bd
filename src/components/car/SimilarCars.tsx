'use client'
/**
 * Similar cars (issue 9, item 12): the usual car cards in an Embla carousel, highest price first
 * (the order of `cars`, from src/search/similarCars.ts). Accessible: a labelled region with
 * aria-roledescription "carousel", slides labelled "N of M", previous/next buttons disabled at
 * the ends, Left/Right arrow keys, Home/End, and focus moving into an off-screen card scrolls it
 * into view (Embla's watchFocus). Renders nothing when there are no cars.
 *
 *   const cars = await getSimilarCars(site.slug, record)
 *   <SimilarCars cars={cars} site={toSiteUi(site)} nowMs={now} heading="Similar cars" />
 */
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import { CarCard } from './CarCard'
import type { CarHit, SiteUi } from './types'

type Props = {
  cars: CarHit[]
  site: SiteUi
  /** Render time shared by server and client, so tags hydrate identically. */
  nowMs: number
  heading?: string
  className?: string
}

export function SimilarCars({ cars, site, nowMs, heading, className }: Props) {
  const headingId = `similar-cars-${useId().replace(/:/g, '')}`
  const title = heading ?? `Similar ${site.vehicleLabel.toLowerCase()}s`
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto', skipSnaps: false })
  const [canPrevious, setCanPrevious] = useState(false)
  const [canNext, setCanNext] = useState(cars.length > 1)

  const update = useCallback(() => {
    if (!embla) return
    setCanPrevious(embla.canScrollPrev())
    setCanNext(embla.canScrollNext())
  }, [embla])

  useEffect(() => {
    if (!embla) return
    update()
    embla.on('select', update).on('reInit', update).on('settle', update)
    return () => {
      embla.off('select', update).off('reInit', update).off('settle', update)
    }
  }, [embla, update])

  const previous = useCallback(() => embla?.scrollPrev(), [embla])
  const next = useCallback(() => embla?.scrollNext(), [embla])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!embla || event.altKey || event.ctrlKey || event.metaKey) return
    const keys: Record<string, () => void> = {
      ArrowLeft: () => embla.scrollPrev(),
      ArrowRight: () => embla.scrollNext(),
      Home: () => embla.scrollTo(0),
      End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  if (cars.length === 0) return null

  return (
    <section aria-labelledby={headingId} className={`py-6 ${className ?? ''}`} data-testid="similar-cars">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="flex gap-2">
          <CarouselButton direction="previous" disabled={!canPrevious} onClick={previous} />
          <CarouselButton direction="next" disabled={!canNext} onClick={next} />
        </div>
      </div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="rounded focus-visible:outline-offset-4"
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="-ml-4 flex touch-pan-y">
            {cars.map((car, i) => (
              <div
                key={car.objectID}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${cars.length}`}
                className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
              >
                <CarCard car={car} site={site} nowMs={nowMs} showDealerLink={false} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}

function CarouselButton({ direction, disabled, onClick }: { direction: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous cars' : 'Next cars'}
      data-testid={`similar-cars-${direction}`}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  )
}
