import { describe, expect, it } from 'vitest'
import { currentNavItem, fitCount, rowFit } from '../../src/shell/navLayout'
import type { NavLink } from '../../src/shell/navLayout'

// The demo sites' header (seed/content.ts headerMenu), Outback's variant of Vehicles.
const menu: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Vehicles', href: '/cars/', children: [{ label: 'Caravans', href: '/cars/?refinementList[item_type][0]=caravan' }, { label: 'Used cars', href: '/search/used-cars' }] },
  { label: 'Offers', href: '/special-offers' },
  {
    label: 'Our Stock',
    href: '/cars/',
    children: [
      { label: 'All stock', href: '/cars/' },
      { label: 'New cars', href: '/search/new-cars' },
    ],
  },
  { label: 'Company', href: '/pages/about-us', children: [{ label: 'Contact and locations', href: '/contact' }] },
  { label: 'Finance', href: '/finance' },
]
const labelOf = (path: string) => {
  const c = currentNavItem(menu, path)
  return c && (c.child === null ? menu[c.index].label : `${menu[c.index].label} › ${menu[c.index].children![c.child].label}`)
}

describe('the current header item', () => {
  it('"Home" is current on the home page only', () => {
    expect(currentNavItem(menu, '/')).toEqual({ index: 0, child: null, exact: true })
    expect(labelOf('/cars/corolla-2024-abc123')).not.toBe('Home')
    expect(labelOf('/finance')).toBe('Finance')
    expect(labelOf('/blog')).toBeNull()
  })

  it('a car page is inside the stock: its section link is current, not an exact match', () => {
    expect(labelOf('/cars/corolla-2024-abc123')).toBe('Our Stock › All stock')
    expect(currentNavItem(menu, '/cars/corolla-2024-abc123')?.exact).toBe(false)
    expect(currentNavItem(menu, '/cars/')?.exact).toBe(true)
  })

  it("a dropdown's children decide, and the first item wins a tie", () => {
    expect(labelOf('/contact')).toBe('Company › Contact and locations')
    expect(labelOf('/pages/about-us')).toBeNull() // Company's own href is not a link anyone can follow
    expect(labelOf('/search/used-cars')).toBe('Vehicles › Used cars')
    expect(labelOf('/search/new-cars')).toBe('Our Stock › New cars')
  })

  it('ignores trailing slashes, queries and filtered links; a prefix must end at a slash', () => {
    expect(labelOf('/finance/')).toBe('Finance')
    expect(labelOf('/finance?x=1')).toBe('Finance')
    expect(labelOf('/financed')).toBeNull()
    expect(labelOf('/special-offers/cx-5-deal')).toBe('Offers')
    // "Caravans" (/cars/?…) is a filtered view: never current, "All stock" is.
    expect(labelOf('/cars')).toBe('Our Stock › All stock')
  })

  it('external links never match', () => {
    expect(currentNavItem([{ label: 'Group', href: 'https://group.example/' }], '/')).toBeNull()
  })
})

describe('how many items fit in the row', () => {
  it('counts items and the gaps between them', () => {
    expect(fitCount([40, 70, 50], 20, 200)).toBe(3) // 40 + 20 + 70 + 20 + 50 = 200
    expect(fitCount([40, 70, 50], 20, 199)).toBe(2)
    expect(fitCount([40, 70, 50], 20, 39)).toBe(0)
    expect(fitCount([], 20, 0)).toBe(0)
  })
  it('keeps menu order: a short item after a long one that does not fit stays out', () => {
    expect(fitCount([40, 300, 10], 10, 100)).toBe(1)
  })
})

describe('the row beside "More"', () => {
  it('shows every item without "More" when all fit, else leaves room for "More"', () => {
    expect(rowFit([40, 70, 50], 20, 200, 80)).toBe(3)
    // 199 px: not all fit; beside "More" (80 with its gap) 119 px are left, room for 40 but not 40 + 20 + 70.
    expect(rowFit([40, 70, 50], 20, 199, 80)).toBe(1)
    expect(rowFit([40, 70, 50], 20, 100, 80)).toBe(0)
  })
})
