import { describe, expect, it } from 'vitest'
import { directoryColumns } from '@/rules/directoryColumns'
import { OFFERS_GRID_CLASS, contentColumnsClass, directoryGridClass } from '@/components/blocks-ui/gridClasses'

describe('grid classes', () => {
  it('sizes the directory by the number of locations (SPEC.md §2)', () => {
    expect(directoryGridClass(directoryColumns(1))).toContain('md:grid-cols-1')
    expect(directoryGridClass(directoryColumns(1))).toContain('max-w-md')
    expect(directoryGridClass(directoryColumns(2))).toContain('md:grid-cols-2')
    expect(directoryGridClass(directoryColumns(2))).toContain('mx-auto')
    expect(directoryGridClass(directoryColumns(3))).toContain('lg:grid-cols-3')
    expect(directoryGridClass(directoryColumns(3))).toContain('xl:grid-cols-3')
    expect(directoryGridClass(directoryColumns(6))).toContain('xl:grid-cols-3')
    expect(directoryGridClass(directoryColumns(7))).toContain('xl:grid-cols-4')
    expect(directoryGridClass(directoryColumns(7))).not.toContain('mx-auto')
  })

  it('offers: 1 column small, 2 from md, 3 from lg', () => {
    expect(OFFERS_GRID_CLASS).toContain('grid-cols-1')
    expect(OFFERS_GRID_CLASS).toContain('md:grid-cols-2')
    expect(OFFERS_GRID_CLASS).toContain('lg:grid-cols-3')
  })

  it('content columns: 1 to 4', () => {
    expect(contentColumnsClass(3)).toContain('md:grid-cols-3')
    expect(contentColumnsClass(4)).toContain('lg:grid-cols-4')
    expect(contentColumnsClass(9)).toContain('lg:grid-cols-4')
  })
})
