import { describe, expect, it } from 'vitest'
import {
  CAR_TYPES,
  carTypesForSearchSlug,
  expandCarTypeFilter,
  normaliseCarType,
  pluraliseVehicle,
  searchSlugForCarTypes,
  sortCarTypeFacet,
  vehicleTypeLabel,
} from '@/rules/carType'

describe('car types (SPEC.md §3 car_type: new, demo, used; "all" as a filter value)', () => {
  it('values', () => {
    expect([...CAR_TYPES]).toEqual(['new', 'demo', 'used'])
    expect(normaliseCarType(' Used ')).toBe('used')
    expect(normaliseCarType('all')).toBeNull()
    expect(expandCarTypeFilter('all')).toEqual(['new', 'demo', 'used'])
    expect(expandCarTypeFilter('DEMO')).toEqual(['demo'])
    expect(expandCarTypeFilter('other')).toEqual([])
  })

  it('facet sort order is new, demo, used (SPEC.md §9); unknown values last in their order', () => {
    const items = [
      { label: 'Used', value: 'used', count: 900 },
      { label: 'X', value: 'x', count: 1 },
      { label: 'New', value: 'new', count: 100 },
      { label: 'Y', value: 'y', count: 2 },
      { label: 'Demo', value: 'Demo', count: 20 },
    ]
    expect(sortCarTypeFacet(items).map((i) => i.value)).toEqual(['new', 'Demo', 'used', 'x', 'y'])
    expect(items[0]?.value).toBe('used')
  })
})

describe('search page slugs (SPEC.md §2 Routes /search/{car-type}-cars)', () => {
  it.each([
    ['/search/new-cars', ['new']],
    ['/search/used-cars', ['used']],
    ['/search/demo-cars', ['demo']],
    ['/search/new-and-demo-cars', ['new', 'demo']],
    ['/search/new-used-and-demo-cars', ['new', 'demo', 'used']],
    ['new-and-used-cars/', ['new', 'used']],
    ['/search/all-cars', ['new', 'demo', 'used']],
    ['/search/Used-Cars', ['used']],
  ])('%s → %j', (path, types) => {
    expect(carTypesForSearchSlug(path)).toEqual(types)
  })

  it('other /search pages (make, model, junk) are not car-type pages', () => {
    expect(carTypesForSearchSlug('/search/toyota')).toBeNull()
    expect(carTypesForSearchSlug('/search/toyota/corolla')).toBeNull()
    expect(carTypesForSearchSlug('/search/toyota-cars')).toBeNull()
    expect(carTypesForSearchSlug('/search/-cars')).toBeNull()
    expect(carTypesForSearchSlug('')).toBeNull()
    expect(carTypesForSearchSlug(null)).toBeNull()
  })

  it('canonical slug for a set of car types (inverse)', () => {
    expect(searchSlugForCarTypes(['new'])).toBe('new-cars')
    expect(searchSlugForCarTypes(['demo', 'new'])).toBe('new-and-demo-cars')
    expect(searchSlugForCarTypes(['used', 'demo', 'new'])).toBe('new-used-and-demo-cars')
    expect(searchSlugForCarTypes([])).toBeNull()
    for (const slug of ['new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars', 'new-used-and-demo-cars']) {
      expect(searchSlugForCarTypes(carTypesForSearchSlug(slug) ?? [])).toBe(slug)
    }
  })
})

describe('vehicle label (texts such as "Show Me N Cars", "0 Cars Found")', () => {
  it('caravan item_type → Caravan, else Car', () => {
    expect(vehicleTypeLabel('caravan')).toBe('Caravan')
    expect(vehicleTypeLabel('Caravan')).toBe('Caravan')
    expect(vehicleTypeLabel('car')).toBe('Car')
    expect(vehicleTypeLabel(undefined)).toBe('Car')
  })
  it('pluralises for counts other than 1', () => {
    expect(pluraliseVehicle('Car', 1)).toBe('Car')
    expect(pluraliseVehicle('Car', 0)).toBe('Cars')
    expect(pluraliseVehicle('Caravan', 2)).toBe('Caravans')
  })
})
