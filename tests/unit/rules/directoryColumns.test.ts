import { describe, expect, it } from 'vitest'
import { directoryColumns } from '@/rules/directoryColumns'

describe('directoryColumns (SPEC.md §2: over 3, exactly 6, 3 or more, under 3)', () => {
  it('under 3: as many columns as locations, centred', () => {
    expect(directoryColumns(1)).toEqual({ base: 1, md: 1, lg: 1, xl: 1, centered: true })
    expect(directoryColumns(2)).toEqual({ base: 1, md: 2, lg: 2, xl: 2, centered: true })
    expect(directoryColumns(0)).toEqual({ base: 1, md: 1, lg: 1, xl: 1, centered: true })
  })

  it('exactly 3: one row of 3 from lg', () => {
    expect(directoryColumns(3)).toEqual({ base: 1, md: 2, lg: 3, xl: 3, centered: false })
  })

  it('over 3: 2 at md, 3 at lg, 4 at xl', () => {
    for (const count of [4, 5, 7, 12]) {
      expect(directoryColumns(count)).toEqual({ base: 1, md: 2, lg: 3, xl: 4, centered: false })
    }
  })

  it('exactly 6 wins over "over 3": two rows of 3, never 4 + 2', () => {
    expect(directoryColumns(6)).toEqual({ base: 1, md: 2, lg: 3, xl: 3, centered: false })
  })

  it('always one column on the smallest screens', () => {
    for (const count of [0, 1, 3, 6, 20]) expect(directoryColumns(count).base).toBe(1)
  })

  it('treats invalid counts as none', () => {
    expect(directoryColumns(Number.NaN)).toEqual(directoryColumns(0))
    expect(directoryColumns(-2)).toEqual(directoryColumns(0))
  })
})
