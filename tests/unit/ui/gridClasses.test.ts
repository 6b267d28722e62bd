/**
 * What a shopper sees of the grids: how many columns at each screen width (SPEC.md §2
 * breakpoints md 768, lg 992, xl 1200), read from the classes the way Tailwind applies them
 * (mobile first: the widest matching breakpoint wins).
 */
import { describe, expect, it } from 'vitest'
import { directoryColumns } from '@/rules/directoryColumns'
import { OFFERS_GRID_CLASS, contentColumnsClass, directoryGridClass } from '@/components/ui/gridClasses'

const WIDTHS = { phone: 0, md: 768, lg: 992, xl: 1200 } as const
const MIN_WIDTH: Record<string, number> = { '': 0, 'md:': 768, 'lg:': 992, 'xl:': 1200 }

/** Columns at a screen width, as Tailwind's grid-cols-N classes resolve there. */
function columnsAt(className: string, width: number): number {
  let columns = 1
  let from = -1
  for (const cls of className.split(/\s+/)) {
    const m = /^((?:md|lg|xl):)?grid-cols-(\d+)$/.exec(cls)
    if (!m) continue
    const min = MIN_WIDTH[m[1] ?? '']!
    if (min <= width && min >= from) {
      columns = Number(m[2])
      from = min
    }
  }
  return columns
}

const layout = (className: string) => Object.fromEntries(Object.entries(WIDTHS).map(([name, w]) => [name, columnsAt(className, w)]))

describe('locations directory (SPEC.md §2: column sizing by the number of locations)', () => {
  it('one location: one column everywhere, in a narrow centred grid', () => {
    const cls = directoryGridClass(directoryColumns(1))
    expect(layout(cls)).toEqual({ phone: 1, md: 1, lg: 1, xl: 1 })
    expect(cls.split(' ')).toEqual(expect.arrayContaining(['mx-auto', 'max-w-md']))
  })

  it('two locations: side by side from md, centred', () => {
    const cls = directoryGridClass(directoryColumns(2))
    expect(layout(cls)).toEqual({ phone: 1, md: 2, lg: 2, xl: 2 })
    expect(cls.split(' ')).toContain('mx-auto')
  })

  it('many locations fill the width: 3 columns for 3 to 6, 4 on wide screens from 7', () => {
    expect(layout(directoryGridClass(directoryColumns(3))).xl).toBe(3)
    expect(layout(directoryGridClass(directoryColumns(6))).xl).toBe(3)
    expect(layout(directoryGridClass(directoryColumns(7))).xl).toBe(4)
    expect(directoryGridClass(directoryColumns(7)).split(' ')).not.toContain('mx-auto')
  })
})

describe('offers grid (SPEC.md §2)', () => {
  it('1 column on phones, 2 from md, 3 from lg', () => {
    expect(layout(OFFERS_GRID_CLASS)).toEqual({ phone: 1, md: 2, lg: 3, xl: 3 })
  })
})

describe('content columns', () => {
  it('stack on phones and sit side by side from md; four columns pair up at md', () => {
    expect(layout(contentColumnsClass(3))).toEqual({ phone: 1, md: 3, lg: 3, xl: 3 })
    expect(layout(contentColumnsClass(4))).toEqual({ phone: 1, md: 2, lg: 4, xl: 4 })
    expect(layout(contentColumnsClass(9))).toEqual(layout(contentColumnsClass(4)))
    expect(layout(contentColumnsClass(0))).toEqual(layout(contentColumnsClass(1)))
  })
})
