/**
 * Position math of the carousel (SPEC.md §2 Reviews: previous/next disabled at the ends, dots
 * jump to a slide). Pure: the Carousel component keeps `index` and measures `perView`.
 */

export interface CarouselPosition {
  /** First visible slide, 0-based, clamped to 0..maxIndex. */
  index: number
  /** Last valid first-visible index: count - perView (never below 0). */
  maxIndex: number
  /** Number of dot positions (maxIndex + 1), 0 when there are no slides. */
  positions: number
  canPrevious: boolean
  canNext: boolean
}

/** Slides visible at once: at least 1, at most the number of slides. */
export function clampPerView(perView: number, count: number): number {
  const whole = Number.isFinite(perView) ? Math.round(perView) : 1
  return Math.max(1, Math.min(whole, Math.max(1, count)))
}

export function carouselPosition(count: number, perView: number, index: number): CarouselPosition {
  const slides = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0))
  const visible = clampPerView(perView, slides)
  const maxIndex = Math.max(0, slides - visible)
  const current = Math.min(maxIndex, Math.max(0, Math.floor(Number.isFinite(index) ? index : 0)))
  return {
    index: current,
    maxIndex,
    positions: slides === 0 ? 0 : maxIndex + 1,
    canPrevious: current > 0,
    canNext: current < maxIndex,
  }
}

/** True when slide `slide` (0-based) is on screen. */
export function isSlideVisible(slide: number, index: number, perView: number): boolean {
  return slide >= index && slide < index + Math.max(1, perView)
}
