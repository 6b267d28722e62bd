import { describe, expect, it } from 'vitest'
import {
  brandForSegment,
  brandMakes,
  brandPagePath,
  brandPagesEnabled,
  modelCandidates,
  modelForPath,
  modelKeyFacts,
  modelPagePath,
  sameSitePath,
  sellsModel,
  soldModelFor,
  soldModels,
} from '@/rules/modelPage'

const stock = [
  { make: 'Mazda', model: 'CX-5', inStock: 40, newOrDemoInStock: 30 },
  { make: 'Mazda', model: 'BT-50', inStock: 5, newOrDemoInStock: 0 },
  { make: 'Toyota', model: 'Corolla', inStock: 3, newOrDemoInStock: 0 },
  { make: 'Land Rover', model: 'Defender', inStock: 2, newOrDemoInStock: 2 },
  { make: 'Citroën', model: 'C5 Aircross', inStock: 1, newOrDemoInStock: 1 },
]
const offers = [
  { make: 'Mazda', model: 'CX-60', slug: 'cx-60', overrideUrl: '/new/mazda-cx-60/' },
  { make: 'Mazda', model: 'CX-5', slug: 'cx-5' },
  { make: 'Kia', model: 'Service', slug: 'service' },
]
const group = { manufacturerName: '' }
const sold = soldModels(modelCandidates(stock, offers), group)

describe('model pages: which models a site sells (SPEC.md §2 "/{model-slug}", issue 23)', () => {
  it('sells a model it has new or demo in stock, or a current offer for', () => {
    expect(sold.map((m) => `${m.makeSlug}/${m.slug}`)).toEqual(['mazda/cx-5', 'land-rover/defender', 'citroen/c5-aircross', 'mazda/cx-60'])
  })
  it('used stock alone is no showroom', () => {
    expect(soldModelFor(sold, 'Toyota', 'Corolla')).toBeNull()
    expect(soldModelFor(sold, 'Mazda', 'BT-50')).toBeNull()
  })
  it('a single-make site sells only its make', () => {
    const mazdaOnly = soldModels(modelCandidates(stock, offers), { manufacturerName: 'Mazda' })
    expect(mazdaOnly.map((m) => m.slug)).toEqual(['cx-5', 'cx-60'])
    expect(sellsModel({ makeSlug: 'mazda', slug: 'cx-5', newOrDemoInStock: 0, currentOffers: 0 }, group)).toBe(false)
  })
  it('a model whose slug is one of the app routes is never a model page', () => {
    expect(sold.some((m) => m.slug === 'service')).toBe(false)
  })
  it('merges stock and offers of the same model, counting its offers', () => {
    const cx5 = soldModelFor(sold, 'Mazda', 'CX-5')!
    expect(cx5).toMatchObject({ make: 'Mazda', model: 'CX-5', inStock: 40, newOrDemoInStock: 30, currentOffers: 1 })
  })
})

describe('model page paths', () => {
  it('answers /{model slug}, decoded and case-folded', () => {
    expect(modelForPath(['cx-5'], sold)?.model).toBe('CX-5')
    expect(modelForPath(['CX-5'], sold)?.model).toBe('CX-5')
    expect(modelForPath(['c5%20aircross'], sold)?.make).toBe('Citroën')
    expect(modelPagePath(sold[0]!)).toBe('/cx-5')
  })
  it('answers the same-site override url of an offer for the model', () => {
    expect(modelForPath(['new', 'mazda-cx-60'], sold)?.slug).toBe('cx-60')
    expect(sameSitePath('https://www.mazda.com.au/cx-60')).toBeNull()
    expect(sameSitePath('//evil.example/x')).toBeNull()
    expect(sameSitePath('/New/CX-60/?utm=1')).toBe('/new/cx-60')
  })
  it('is null for unknown, unsold, malformed and reserved paths (404)', () => {
    expect(modelForPath(['corolla'], sold)).toBeNull()
    expect(modelForPath(['%E0%A4%A'], sold)).toBeNull()
    expect(modelForPath(['cars'], sold)).toBeNull()
    expect(modelForPath(['pages', 'cx-5'], sold)).toBeNull()
    expect(modelForPath([], sold)).toBeNull()
  })
  it('when two makes sell a model of the same slug, the one with more stock wins', () => {
    const both = soldModels(
      modelCandidates([{ make: 'Kia', model: 'Sport', inStock: 2, newOrDemoInStock: 2 }, { make: 'Ford', model: 'Sport', inStock: 9, newOrDemoInStock: 9 }], []),
      group,
    )
    expect(modelForPath(['sport'], both)?.make).toBe('Ford')
  })
})

describe('brand pages (/brands/{make})', () => {
  it('are off unless the site turns them on', () => {
    expect(brandPagesEnabled({ settings: { brandPages: true } })).toBe(true)
    expect(brandPagesEnabled({ settings: {} })).toBe(false)
    expect(brandPagesEnabled({})).toBe(false)
  })
  it('exist for each make the site sells a model of', () => {
    expect(brandMakes(sold).map(brandPagePath)).toEqual(['/brands/citroen', '/brands/land-rover', '/brands/mazda'])
  })
  it('resolve makes with spaces or accents in the address, and 404 anything else', () => {
    expect(brandForSegment('land-rover', sold)?.make).toBe('Land Rover')
    expect(brandForSegment('Land%20Rover', sold)?.make).toBe('Land Rover')
    expect(brandForSegment('citro%C3%ABn', sold)?.make).toBe('Citroën')
    expect(brandForSegment('citroen', sold)?.make).toBe('Citroën')
    expect(brandForSegment('toyota', sold)).toBeNull()
    expect(brandForSegment('%E0%A4%A', sold)).toBeNull()
    expect(brandForSegment('%20', sold)).toBeNull()
  })
})

describe('model key facts', () => {
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`
  it('lists stock, price from and the variants in stock, most common first', () => {
    const facts = modelKeyFacts(
      {
        total: 12,
        priceMin: 36990,
        facets: { car_type: { new: 8, demo: 4 }, body: { SUV: 12 }, simple_fuel: { Petrol: 9, Hybrid: 3 }, simple_transmission: { Automatic: 12 }, year: { '2025': 4, '2026': 8 } },
      },
      money,
      'car',
    )
    expect(facts).toEqual([
      { label: 'New and demo in stock', value: '12 cars' },
      { label: 'Price from', value: '$36,990' },
      { label: 'Condition', value: 'New, Demo' },
      { label: 'Body type', value: 'SUV' },
      { label: 'Fuel', value: 'Petrol, Hybrid' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Model years', value: '2025–2026' },
    ])
  })
  it('shows nothing it does not know (no stock: no facts)', () => {
    expect(modelKeyFacts({ total: 0, priceMin: undefined, facets: {} }, money)).toEqual([])
  })
})
