/**
 * What the carousel shows, from what Embla reports (SPEC.md §2 Reviews: previous/next disabled at
 * the ends, dots jump to a position). Pure: the Carousel component feeds it Embla's scroll snaps,
 * selected snap and slides in view, or the slide count before Embla has measured anything (the
 * server render: one position per slide, the first slide shown).
 */

export interface CarouselPosition {
  /** Selected position (Embla's scroll snap), 0-based, clamped into range. */
  index: number
  /** Number of positions (dots); 0 when there are no slides. */
  positions: number
  canPrevious: boolean
  canNext: boolean
}

const whole = (n: number) => Math.max(0, Math.floor(Number.isFinite(n) ? n : 0))

export function carouselPosition(positions: number, index: number): CarouselPosition {
  const count = whole(positions)
  const current = Math.min(Math.max(0, count - 1), whole(index))
  return { index: current, positions: count, canPrevious: current > 0, canNext: current < count - 1 }
}

/**
 * Whether each slide is on screen: the slides Embla reports in view, or, before it has reported
 * (server render, first paint), only the slides of the selected position's first slide.
 */
export function visibleSlides(slideCount: number, inView: readonly number[] | null, selected = 0): boolean[] {
  const visible = Array.from({ length: whole(slideCount) }, () => false)
  if (inView === null) {
    if (visible.length > 0) visible[Math.min(visible.length - 1, whole(selected))] = true
    return visible
  }
  for (const slide of inView) if (slide >= 0 && slide < visible.length) visible[slide] = true
  return visible
}

export type CarouselKeyAction = 'previous' | 'next' | 'first' | 'last'

/** The move a key press asks for (Left/Right, Home/End), or null for every other key. */
export function carouselKeyAction(key: string, modifiers: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}): CarouselKeyAction | null {
  if (modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey) return null
  switch (key) {
    case 'ArrowLeft':
      return 'previous'
    case 'ArrowRight':
      return 'next'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return null
  }
}
