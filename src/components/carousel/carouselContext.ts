/**
 * The carousel's shared state (Carousel.tsx's CarouselProvider) as a context, read by its region,
 * slides and controls; a control used outside a carousel throws (SPEC.md §8).
 */
import { createContext, useContext, type RefObject } from 'react'

export const CAROUSEL_CONTEXT_ERROR = 'Carousel controls must be used inside a <Carousel>.'

export interface CarouselContextValue {
  /** Selected position, 0-based. */
  index: number
  /** Number of positions (dots). */
  positions: number
  canPrevious: boolean
  canNext: boolean
  goTo: (index: number) => void
  previous: () => void
  next: () => void
  /** Whether slide i is on screen (off-screen slides are inert when `inertHidden`). */
  visible: readonly boolean[]
  inertHidden: boolean
  setSlideCount: (count: number) => void
  viewportRef: (node: HTMLElement | null) => void
  /** Start loading Embla now (a pointer, focus or key in the carousel before it came near the screen). */
  load: () => void
  /** Embla has loaded and measured the slides. */
  ready: boolean
  rootRef: RefObject<HTMLDivElement | null>
  trackId: string
}

export const CarouselContext = createContext<CarouselContextValue | null>(null)

/** The carousel around a control; throws when there is none (SPEC.md §8). */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext)
  if (!context) throw new Error(CAROUSEL_CONTEXT_ERROR)
  return context
}
