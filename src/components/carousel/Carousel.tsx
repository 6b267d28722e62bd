'use client'
/**
 * The one carousel of the site, on Embla (swipe and mouse drag, snapping, slides per view set by
 * CSS widths). Used by the Reviews carousel block, the vehicle page gallery and Similar cars.
 * Accessible (SPEC.md §2 Reviews): a labelled region with aria-roledescription "carousel",
 * slides labelled "N of M", previous/next buttons disabled at the ends, dots that jump to a
 * position, Left/Right/Home/End while focus is inside; slides off screen can be made inert.
 * Controls read the carousel through a context (carouselContext.ts); used outside one they throw
 * (SPEC.md §8). The buttons and dots are in CarouselControls.tsx, exported from here too.
 *
 *   <Carousel label="Customer reviews">
 *     <CarouselContent>{reviews.map((r) => <CarouselItem key={r.id}>…</CarouselItem>)}</CarouselContent>
 *     <CarouselPrevious /> <CarouselDots /> <CarouselNext />
 *   </Carousel>
 *
 * When controls sit outside the region (a heading's buttons, a thumbnail strip), split it:
 * `<CarouselProvider>` holds the state and `<CarouselRegion>` is the focusable region.
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { EmblaOptionsType } from 'embla-carousel'
import { useLazyEmbla } from './useLazyEmbla'
import { carouselKeyAction, carouselPosition, visibleSlides } from './carouselState'
import { CarouselContext, useCarousel, type CarouselContextValue } from './carouselContext'

export { CAROUSEL_CONTEXT_ERROR, useCarousel } from './carouselContext'
export { CarouselDots, CarouselNext, CarouselPrevious } from './CarouselControls'

const DEFAULT_OPTIONS: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', inViewThreshold: 0.5 }

export interface CarouselProviderProps {
  /** Embla options (default: slides aligned to the start, one slide per move). */
  options?: EmblaOptionsType
  /** Off-screen slides are inert: not focusable, hidden from assistive technology (default true). */
  inertHidden?: boolean
  /** Number of slides, so the server render already has the right controls. */
  slideCount?: number
  children: ReactNode
}

/** The carousel's state (Embla) for everything inside it; renders no element. */
export function CarouselProvider({ options = DEFAULT_OPTIONS, inertHidden = true, slideCount: initialCount = 0, children }: CarouselProviderProps) {
  // Embla downloads when the carousel nears the screen or is first used (useLazyEmbla).
  const { viewportRef, embla, load, whenReady, takePending } = useLazyEmbla(options)
  const rootRef = useRef<HTMLDivElement | null>(null)
  const [slideCount, setSlideCount] = useState(initialCount)
  // Before Embla has measured (server render, first paint): one position per slide.
  const [snaps, setSnaps] = useState<number | null>(null)
  const [selected, setSelected] = useState(0)
  const [inView, setInView] = useState<number[] | null>(null)
  const trackId = `carousel-track-${useId().replace(/:/g, '')}`

  useEffect(() => {
    if (!embla) return
    const read = () => {
      setSnaps(embla.scrollSnapList().length)
      setSelected(embla.selectedScrollSnap())
    }
    const readInView = () => setInView(embla.slidesInView())
    read()
    embla.on('select', read).on('reInit', read).on('slidesInView', readInView)
    // Moves asked for while Embla was downloading.
    for (const action of takePending()) action(embla)
    return () => {
      embla.off('select', read).off('reInit', read).off('slidesInView', readInView)
    }
  }, [embla, takePending])

  const { index, positions, canPrevious, canNext } = carouselPosition(snaps ?? slideCount, selected)
  const goTo = useCallback(
    (target: number) => whenReady((api) => api.scrollTo(Math.min(Math.max(0, target), api.scrollSnapList().length - 1))),
    [whenReady],
  )
  const previous = useCallback(() => whenReady((api) => api.scrollPrev()), [whenReady])
  const next = useCallback(() => whenReady((api) => api.scrollNext()), [whenReady])
  const ready = embla !== undefined
  const visible = useMemo(() => visibleSlides(slideCount, inView, selected), [slideCount, inView, selected])

  const value = useMemo<CarouselContextValue>(
    () => ({ index, positions, canPrevious, canNext, goTo, previous, next, visible, inertHidden, setSlideCount, viewportRef, load, ready, rootRef, trackId }),
    [index, positions, canPrevious, canNext, goTo, previous, next, visible, inertHidden, viewportRef, load, ready, trackId],
  )
  return <CarouselContext.Provider value={value}>{children}</CarouselContext.Provider>
}

export interface CarouselRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'onKeyDown'> {
  /** Accessible name, e.g. "Customer reviews" (or pass aria-labelledby). */
  label?: string
}

/** The focusable region: arrow keys, Home and End move the carousel while focus is inside. */
export function CarouselRegion({ label, className, children, ...rest }: CarouselRegionProps) {
  const { index, positions, goTo, previous, next, rootRef, load, ready } = useCarousel()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return
    const action = carouselKeyAction(event.key, event)
    if (!action) return
    event.preventDefault()
    if (action === 'previous') previous()
    else if (action === 'next') next()
    else goTo(action === 'first' ? 0 : positions - 1)
  }
  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      className={`relative w-full min-w-0 max-w-full rounded focus-visible:outline-offset-4 ${className ?? ''}`}
      data-carousel-index={index}
      data-carousel-ready={ready ? 'true' : undefined}
      {...rest}
    >
      {children}
    </div>
  )
}

export interface CarouselProps extends CarouselProviderProps {
  label: string
  className?: string
}

/** Provider and region in one: the usual carousel whose controls sit inside it. */
export function Carousel({ label, className, children, ...provider }: CarouselProps) {
  return (
    <CarouselProvider {...provider}>
      <CarouselRegion label={label} className={className}>
        {children}
      </CarouselRegion>
    </CarouselProvider>
  )
}

const SlideIndexContext = createContext<{ index: number; total: number } | null>(null)

/**
 * The slides' viewport (Embla's root) and track. Each child becomes one slide. `live`: announce
 * the slides that come into view (polite), off where something else announces the position.
 */
export function CarouselContent({
  children,
  className,
  viewportClassName,
  live = true,
}: {
  children: ReactNode
  className?: string
  viewportClassName?: string
  live?: boolean
}) {
  const { viewportRef, setSlideCount, trackId } = useCarousel()
  const slides = Children.toArray(children).filter(isValidElement)
  const total = slides.length
  useEffect(() => setSlideCount(total), [total, setSlideCount])
  return (
    <div ref={viewportRef} className={`relative w-full min-w-0 overflow-hidden ${viewportClassName ?? ''}`} data-carousel-viewport="">
      <div id={trackId} className={`flex touch-pan-y ${className ?? ''}`} aria-live={live ? 'polite' : undefined}>
        {slides.map((slide, slideIndex) => (
          <SlideSlot key={slide.key ?? slideIndex} index={slideIndex} total={total}>
            {slide}
          </SlideSlot>
        ))}
      </div>
    </div>
  )
}

function SlideSlot({ index, total, children }: { index: number; total: number; children: ReactNode }) {
  const value = useMemo(() => ({ index, total }), [index, total])
  return <SlideIndexContext.Provider value={value}>{children}</SlideIndexContext.Provider>
}

/**
 * One slide: `role="group"`, `aria-roledescription="slide"`, labelled "N of M". The default
 * width shows 1 slide small, 2 from md and 3 from lg; `className` replaces width and padding.
 */
export function CarouselItem({ children, className }: { children: ReactNode; className?: string }) {
  const { visible, inertHidden } = useCarousel()
  const slot = useContext(SlideIndexContext)
  const index = slot?.index ?? 0
  const total = slot?.total ?? 1
  const onScreen = visible[index] ?? index === 0
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      data-carousel-slide=""
      data-active={onScreen ? 'true' : undefined}
      inert={inertHidden && !onScreen}
      className={`min-w-0 shrink-0 grow-0 ${className ?? 'basis-full px-2 md:basis-1/2 lg:basis-1/3'}`}
    >
      {children}
    </div>
  )
}
