import { describe, expect, it } from 'vitest'
import { carouselKeyAction, carouselPosition, visibleSlides } from '@/components/carousel/carouselState'

describe('carouselPosition (SPEC.md §2: previous/next disabled at the ends)', () => {
  it('disables previous at the first position and next at the last', () => {
    expect(carouselPosition(20, 0)).toEqual({ index: 0, positions: 20, canPrevious: false, canNext: true })
    expect(carouselPosition(20, 5)).toMatchObject({ canPrevious: true, canNext: true })
    expect(carouselPosition(20, 19)).toMatchObject({ index: 19, canPrevious: true, canNext: false })
  })

  it('clamps the position into range', () => {
    expect(carouselPosition(20, 25).index).toBe(19)
    expect(carouselPosition(20, -3).index).toBe(0)
    expect(carouselPosition(20, Number.NaN).index).toBe(0)
  })

  it('has nothing to move to with one position or no slides', () => {
    expect(carouselPosition(1, 0)).toEqual({ index: 0, positions: 1, canPrevious: false, canNext: false })
    expect(carouselPosition(0, 0)).toEqual({ index: 0, positions: 0, canPrevious: false, canNext: false })
  })
})

describe('visibleSlides', () => {
  it('shows only the selected slide before the carousel has measured', () => {
    expect(visibleSlides(3, null)).toEqual([true, false, false])
    expect(visibleSlides(3, null, 2)).toEqual([false, false, true])
    expect(visibleSlides(0, null)).toEqual([])
  })

  it('shows the slides reported in view, ignoring unknown ones', () => {
    expect(visibleSlides(5, [1, 2, 3, 9])).toEqual([false, true, true, true, false])
  })
})

describe('carouselKeyAction', () => {
  it('moves with Left/Right and jumps with Home/End; other keys and modified keys do nothing', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'].map((key) => carouselKeyAction(key))).toEqual(['previous', 'next', 'first', 'last', null])
    expect(carouselKeyAction('ArrowRight', { altKey: true })).toBeNull()
    expect(carouselKeyAction('ArrowLeft', { metaKey: true })).toBeNull()
  })
})
