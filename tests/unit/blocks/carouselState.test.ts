import { describe, expect, it } from 'vitest'
import { carouselPosition, clampPerView, isSlideVisible } from '@/components/blocks-ui/carouselState'

describe('carouselPosition (SPEC.md §2: previous/next disabled at the ends)', () => {
  it('disables previous at the start and next at the end, one slide per view', () => {
    expect(carouselPosition(20, 1, 0)).toEqual({ index: 0, maxIndex: 19, positions: 20, canPrevious: false, canNext: true })
    expect(carouselPosition(20, 1, 5)).toMatchObject({ canPrevious: true, canNext: true })
    expect(carouselPosition(20, 1, 19)).toMatchObject({ index: 19, canPrevious: true, canNext: false })
  })

  it('clamps the index into range', () => {
    expect(carouselPosition(20, 1, 25).index).toBe(19)
    expect(carouselPosition(20, 1, -3).index).toBe(0)
    expect(carouselPosition(20, 1, Number.NaN).index).toBe(0)
  })

  it('counts positions with several slides per view', () => {
    expect(carouselPosition(20, 3, 0)).toMatchObject({ maxIndex: 17, positions: 18 })
    expect(carouselPosition(20, 3, 17)).toMatchObject({ canNext: false, canPrevious: true })
    expect(carouselPosition(2, 3, 0)).toMatchObject({ maxIndex: 0, positions: 1, canPrevious: false, canNext: false })
  })

  it('handles no slides', () => {
    expect(carouselPosition(0, 1, 0)).toEqual({ index: 0, maxIndex: 0, positions: 0, canPrevious: false, canNext: false })
  })

  it('clamps slides per view and tells which slides are on screen', () => {
    expect(clampPerView(0, 5)).toBe(1)
    expect(clampPerView(4, 2)).toBe(2)
    expect(isSlideVisible(3, 2, 3)).toBe(true)
    expect(isSlideVisible(5, 2, 3)).toBe(false)
    expect(isSlideVisible(1, 2, 3)).toBe(false)
  })
})
