import { describe, expect, it } from 'vitest'
import { CTA_TILE_POSITIONS, EXAMPLE_PROMO_WINDOW, interleaveTiles, isPromoActive } from '@/rules/promoTile'

const hits = (n: number) => Array.from({ length: n }, (_, i) => `car${i + 1}`)
const layout = (n: number, positions?: number[]) =>
  interleaveTiles(hits(n), positions).map((item) => (item.type === 'tile' ? `T${item.position}` : item.hit))

describe('call-to-action tiles (SPEC.md §2 "Carousel positions 8 and 17 hold call-to-action tiles")', () => {
  it('tiles are the 8th and 17th items: after 7 cars and after 15 cars', () => {
    expect(CTA_TILE_POSITIONS).toEqual([8, 17])
    const items = layout(21)
    expect(items).toHaveLength(23)
    expect(items[7]).toBe('T8')
    expect(items[16]).toBe('T17')
    expect(items.slice(0, 7)).toEqual(hits(7))
    expect(items.slice(8, 16)).toEqual(['car8', 'car9', 'car10', 'car11', 'car12', 'car13', 'car14', 'car15'])
    expect(items[17]).toBe('car16')
  })

  it('a tile is placed only when the list reaches its slot', () => {
    expect(layout(6)).toEqual(hits(6))
    expect(layout(7)).toEqual([...hits(7), 'T8'])
    expect(layout(15)).toEqual([...hits(7), 'T8', ...hits(15).slice(7), 'T17'])
    expect(layout(14)).toEqual([...hits(7), 'T8', ...hits(14).slice(7)])
    expect(layout(0)).toEqual([])
  })

  it('tile indexes and custom positions (1-based; junk positions ignored)', () => {
    const items = interleaveTiles(hits(3), [2, 1, 2, 0, -1, 1.5])
    expect(items).toEqual([
      { type: 'tile', position: 1, tileIndex: 0 },
      { type: 'tile', position: 2, tileIndex: 1 },
      { type: 'hit', hit: 'car1' },
      { type: 'hit', hit: 'car2' },
      { type: 'hit', hit: 'car3' },
    ])
  })
})

describe('promotional tile window (SPEC.md §2 "active between 2025-01-01 and 2025-02-01 (+10:00)")', () => {
  it('inclusive start', () => {
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2025-01-01T00:00:00+10:00'))).toBe(true)
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2024-12-31T23:59:59+10:00'))).toBe(false)
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2024-12-31T14:00:00Z'))).toBe(true)
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2024-12-31T13:59:59.999Z'))).toBe(false)
  })
  it('exclusive end', () => {
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2025-01-31T23:59:59+10:00'))).toBe(true)
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, new Date('2025-02-01T00:00:00+10:00'))).toBe(false)
    expect(isPromoActive(EXAMPLE_PROMO_WINDOW, Date.parse('2025-01-15T12:00:00Z'))).toBe(true)
  })
  it('no window or bad dates → not active', () => {
    expect(isPromoActive(null, new Date('2025-01-15'))).toBe(false)
    expect(isPromoActive({ start: 'soon', end: '2025-02-01' }, new Date('2025-01-15'))).toBe(false)
  })
})
