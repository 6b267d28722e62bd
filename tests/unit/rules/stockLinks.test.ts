import { describe, expect, it } from 'vitest'
import { showsStockLink, stockListCount, stockListOfHref, withoutEmptyStockLinks, type StockCounts } from '@/rules/stockLinks'

// Outback: used cars and caravans, no new or demo stock.
const outback: StockCounts = { carType: { used: 412 }, itemType: { car: 206, caravan: 206 } }
// A Toyota dealer with new and demo stock and no used cars.
const sunshine: StockCounts = { carType: { new: 300, demo: 40 }, itemType: { car: 340 } }

const ourStock = [
  { label: 'Home', href: '/' },
  {
    label: 'Our Stock',
    href: '/cars/',
    children: [
      { label: 'All stock', href: '/cars/' },
      { label: 'New cars', href: '/search/new-cars' },
      { label: 'Demo cars', href: '/search/demo-cars' },
      { label: 'Used cars', href: '/search/used-cars' },
      { label: 'Caravans', href: '/cars/?refinementList[item_type][0]=caravan' },
    ],
  },
  { label: 'Used cars', href: '/search/used-cars/' },
]
const labels = (links: ReturnType<typeof withoutEmptyStockLinks<(typeof ourStock)[number]>>) =>
  links.map((l) => [l.label, ...(l.children ?? []).map((c) => c.label)])

describe('stock-type links (issue 32: menus never lead to an empty list)', () => {
  it('knows the stock lists built from the stock types, and nothing else', () => {
    expect(stockListOfHref('/search/new-cars')).toEqual({ carTypes: ['new'] })
    expect(stockListOfHref('/search/new-and-demo-cars/')).toEqual({ carTypes: ['new', 'demo'] })
    expect(stockListOfHref('/cars/?refinementList[item_type][0]=caravan')).toEqual({ itemTypes: ['caravan'] })
    expect(stockListOfHref('/cars?refinementList%5Bcar_type%5D%5B0%5D=used')).toEqual({ carTypes: ['used'] })
    for (const typed of ['/cars/', '/search/toyota', '/search/toyota/hilux', '/cars/?refinementList[make][0]=Ford', '/search/new-cars?sort=price', 'https://example.com/search/new-cars', '//evil/search/new-cars', '/pages/new-cars', ''])
      expect(stockListOfHref(typed), typed).toBeNull()
  })

  it('counts a list from the site scope counts; both narrowings are unknown unless one side is empty', () => {
    expect(stockListCount({ carTypes: ['new', 'demo'] }, sunshine)).toBe(340)
    expect(stockListCount({ carTypes: ['used'] }, sunshine)).toBe(0)
    expect(stockListCount({ itemTypes: ['caravan'] }, outback)).toBe(206)
    expect(stockListCount({ carTypes: ['used'], itemTypes: ['caravan'] }, outback)).toBeNull()
    expect(stockListCount({ carTypes: ['new'], itemTypes: ['caravan'] }, outback)).toBe(0)
  })

  it('hides New and Demo on a caravan site with none, and keeps Used, Caravans and typed links', () => {
    expect(labels(withoutEmptyStockLinks(ourStock, outback))).toEqual([['Home'], ['Our Stock', 'All stock', 'Used cars', 'Caravans'], ['Used cars']])
  })

  it('hides Used cars (dropdown and top level) on a site with no used stock', () => {
    expect(labels(withoutEmptyStockLinks(ourStock, sunshine))).toEqual([['Home'], ['Our Stock', 'All stock', 'New cars', 'Demo cars']])
  })

  it('shows every link again once stock of the type arrives, and all of them when the counts are unknown', () => {
    const arrived: StockCounts = { ...sunshine, carType: { ...sunshine.carType, used: 1 } }
    expect(labels(withoutEmptyStockLinks(ourStock, arrived))[1]).toEqual(['Our Stock', 'All stock', 'New cars', 'Demo cars', 'Used cars'])
    expect(withoutEmptyStockLinks(ourStock, null)).toEqual(ourStock)
    expect(showsStockLink('/search/used-cars', null)).toBe(true)
  })
})
