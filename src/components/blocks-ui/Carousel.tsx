'use client'
/**
 * An accessible carousel (SPEC.md §2 Reviews): previous/next are disabled at the ends, dots
 * jump to a slide, Left/Right arrow keys move while focus is inside. Controls read the carousel
 * through a context; used outside a <Carousel> they throw (SPEC.md §8).
 *
 *   <Carousel label="Customer reviews" slideCount={reviews.length}>
 *     <CarouselContent>{reviews.map((r) => <CarouselItem key={r.id}>…</CarouselItem>)}</CarouselContent>
 *     <CarouselPrevious /> <CarouselDots /> <CarouselNext />
 *   </Carousel>
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { carouselPosition, isSlideVisible } from './carouselState'

export const CAROUSEL_CONTEXT_ERROR = 'Carousel controls must be used inside a <Carousel>.'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export interface CarouselContextValue {
  /** First visible slide, 0-based. */
  index: number
  count: number
  perView: number
  /** Number of dot positions. */
  positions: number
  canPrevious: boolean
  canNext: boolean
  goTo: (index: number) => void
  previous: () => void
  next: () => void
  rootRef: RefObject<HTMLDivElement | null>
  viewportRef: RefObject<HTMLDivElement | null>
  setCount: (count: number) => void
  trackId: string
}

const CarouselContext = createContext<CarouselContextValue | null>(null)

/** The carousel around a control; throws when there is none (SPEC.md §8). */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext)
  if (!context) throw new Error(CAROUSEL_CONTEXT_ERROR)
  return context
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Customer reviews". */
  label: string
  /** Number of slides, so the server render already has the right controls. */
  slideCount?: number
  className?: string
  children: ReactNode
}

export function Carousel({ label, slideCount = 0, className, children }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement | null>(null)
  const viewportRef = useRef<HTMLDivElement | null>(null)
  const [count, setCount] = useState(slideCount)
  const [perView, setPerView] = useState(1)
  const [rawIndex, setIndex] = useState(0)
  const trackId = `carousel-track-${useId().replace(/:/g, '')}`
  const position = carouselPosition(count, perView, rawIndex)

  // Slides visible at once follow the slide width set in CSS (e.g. 1 small, 2 md, 3 lg).
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    const measure = () => {
      const slide = viewport.querySelector<HTMLElement>('[data-carousel-slide]')
      if (!slide || slide.offsetWidth === 0) return
      setPerView(Math.max(1, Math.round(viewport.clientWidth / slide.offsetWidth)))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [count])

  const goTo = useCallback(
    (target: number) => setIndex(carouselPosition(count, perView, target).index),
    [count, perView],
  )
  const previous = useCallback(() => setIndex((current) => carouselPosition(count, perView, current - 1).index), [count, perView])
  const next = useCallback(() => setIndex((current) => carouselPosition(count, perView, current + 1).index), [count, perView])

  const value = useMemo<CarouselContextValue>(
    () => ({
      index: position.index,
      count,
      perView,
      positions: position.positions,
      canPrevious: position.canPrevious,
      canNext: position.canNext,
      goTo,
      previous,
      next,
      rootRef,
      viewportRef,
      setCount,
      trackId,
    }),
    [position.index, position.positions, position.canPrevious, position.canNext, count, perView, goTo, previous, next, trackId],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    } else if (event.key === 'Home') {
      event.preventDefault()
      goTo(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      goTo(count)
    }
  }

  return (
    <CarouselContext.Provider value={value}>
      <div
        ref={rootRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`relative w-full min-w-0 max-w-full rounded focus-visible:outline-offset-4 ${className ?? ''}`}
        data-carousel-index={position.index}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  )
}

/** The slides' viewport and track. Each child becomes one slide. */
export function CarouselContent({ children, className }: { children: ReactNode; className?: string }) {
  const { index, perView, viewportRef, setCount, trackId } = useCarousel()
  const slides = Children.toArray(children).filter(isValidElement)
  const total = slides.length
  useIsomorphicLayoutEffect(() => setCount(total), [total, setCount])
  const offset = (index * 100) / Math.max(1, perView)
  return (
    <div ref={viewportRef} className="relative w-full min-w-0 overflow-hidden">
      <div
        id={trackId}
        className={`flex transition-transform duration-300 ease-out motion-reduce:transition-none ${className ?? ''}`}
        style={offset ? { transform: `translateX(-${offset}%)` } : undefined}
        aria-live="polite"
      >
        {slides.map((slide, slideIndex) => (
          <SlideSlot key={slide.key ?? slideIndex} index={slideIndex} total={total}>
            {slide}
          </SlideSlot>
        ))}
      </div>
    </div>
  )
}

const SlideIndexContext = createContext<{ index: number; total: number } | null>(null)

function SlideSlot({ index, total, children }: { index: number; total: number; children: ReactNode }) {
  const value = useMemo(() => ({ index, total }), [index, total])
  return <SlideIndexContext.Provider value={value}>{children}</SlideIndexContext.Provider>
}

/**
 * One slide: `role="group"`, `aria-roledescription="slide"`, labelled "N of M". Slides off
 * screen are inert (not focusable, hidden from assistive technology). The default width shows
 * 1 slide small, 2 from md and 3 from lg; pass `className` to change it.
 */
export function CarouselItem({ children, className }: { children: ReactNode; className?: string }) {
  const { index: current, perView } = useCarousel()
  const slot = useContext(SlideIndexContext)
  const index = slot?.index ?? 0
  const total = slot?.total ?? 1
  const visible = isSlideVisible(index, current, perView)
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      data-carousel-slide=""
      data-active={visible ? 'true' : undefined}
      inert={!visible}
      className={`min-w-0 shrink-0 grow-0 px-2 ${className ?? 'basis-full md:basis-1/2 lg:basis-1/3'}`}
    >
      {children}
    </div>
  )
}

const CONTROL =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-900 shadow-sm hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40'

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Keeps keyboard focus inside the carousel when the focused control becomes disabled at an end. */
function keepFocus(rootRef: RefObject<HTMLDivElement | null>, willDisable: boolean) {
  if (willDisable) requestAnimationFrame(() => rootRef.current?.focus())
}

export function CarouselPrevious({ label = 'Previous slide', className }: { label?: string; className?: string }) {
  const { canPrevious, previous, index, rootRef, trackId } = useCarousel()
  return (
    <button
      type="button"
      className={`${CONTROL} ${className ?? ''}`}
      aria-label={label}
      aria-controls={trackId}
      disabled={!canPrevious}
      onClick={() => {
        previous()
        keepFocus(rootRef, index - 1 <= 0)
      }}
    >
      <Chevron direction="left" />
    </button>
  )
}

export function CarouselNext({ label = 'Next slide', className }: { label?: string; className?: string }) {
  const { canNext, next, index, positions, rootRef, trackId } = useCarousel()
  return (
    <button
      type="button"
      className={`${CONTROL} ${className ?? ''}`}
      aria-label={label}
      aria-controls={trackId}
      disabled={!canNext}
      onClick={() => {
        next()
        keepFocus(rootRef, index + 1 >= positions - 1)
      }}
    >
      <Chevron direction="right" />
    </button>
  )
}

/** One dot per position: "Go to slide N", the current one with aria-current. */
export function CarouselDots({ className, label = 'Choose a slide' }: { className?: string; label?: string }) {
  const { positions, index, goTo, trackId } = useCarousel()
  if (positions <= 1) return null
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap items-center justify-center ${className ?? ''}`}>
      {Array.from({ length: positions }, (_, position) => {
        const current = position === index
        return (
          <button
            key={position}
            type="button"
            aria-label={`Go to slide ${position + 1}`}
            aria-current={current ? 'true' : undefined}
            aria-controls={trackId}
            onClick={() => goTo(position)}
            className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block rounded-full transition-all ${current ? 'h-3 w-3 bg-gray-900' : 'h-2.5 w-2.5 border border-gray-600 bg-white group-hover:bg-gray-300'}`}
            />
          </button>
        )
      })}
    </div>
  )
}
