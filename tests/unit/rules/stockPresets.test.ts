import { describe, expect, it } from 'vitest'
import { buildBaseFilter, isListedOnSite, type ListableCar } from '@/rules/baseFilter'
import { MAX_STOCK_PRESET_LEVEL, STOCK_PRESETS, matchesStockPreset, presetFilterClauses, stockPreset } from '@/rules/stockPresets'
import { createEngine } from '@/search/engine'
import { engineSettings } from '@/search/index'

const now = new Date('2026-06-15T02:00:00Z')

const car = (id: number, extra: Partial<ListableCar>): ListableCar & { objectID: string } => ({
  objectID: String(id),
  status: 'in_stock',
  show_on_dealer_website: true,
  car_type: 'used',
  item_type: 'car',
  year: 2022,
  price: 25_000,
  ...extra,
})

const CARS = [
  car(1, { car_type: 'new', year: 2026, price: 45_000 }),
  car(2, { car_type: 'demo', year: 2025, price: 18_000 }),
  car(3, { year: 2024, price: 35_000 }),
  car(4, { year: 2015, price: 8_000 }),
  car(5, { year: '2017', price: '19999' }),
  car(6, { year: 2022, price: null }),
  car(7, { year: 2021, price: 60_000 }),
  car(8, { car_type: 'new', item_type: 'caravan', year: 2026, price: 90_000 }),
  car(9, { year: 2016, price: 10_000 }),
]

describe('stock-filter presets (SPEC.md §9: a numeric level 0 to 14)', () => {
  it('defines the 15 levels 0–14, each with a label; level 0 is no preset', () => {
    expect(STOCK_PRESETS.map((p) => p.level)).toEqual([...Array(15).keys()])
    expect(MAX_STOCK_PRESET_LEVEL).toBe(14)
    for (const p of STOCK_PRESETS) expect(p.label.length).toBeGreaterThan(3)
    expect(presetFilterClauses(stockPreset(0), now)).toEqual([])
  })

  it('reads anything that is not a whole number 0–14 as level 0', () => {
    for (const bad of [null, undefined, -1, 15, 2.5, Number.NaN]) expect(stockPreset(bad as number).level).toBe(0)
    expect(stockPreset(14).label).toBe('Caravans only')
  })

  it('writes each level as Algolia filter clauses (age from the UTC year of now, max price exclusive)', () => {
    expect(presetFilterClauses(stockPreset(1), now)).toEqual(['car_type:new'])
    expect(presetFilterClauses(stockPreset(3), now)).toEqual(['(car_type:new OR car_type:demo)'])
    expect(presetFilterClauses(stockPreset(6), now)).toEqual(['car_type:used', 'year >= 2021'])
    expect(presetFilterClauses(stockPreset(11), now)).toEqual(['car_type:used', 'year >= 2016', 'price >= 10000', 'price < 60000'])
    expect(presetFilterClauses(stockPreset(14), now)).toEqual(['item_type:caravan'])
  })

  it('matches records with the same rule (a car without a price never matches a price band)', () => {
    const listed = (level: number) => CARS.filter((c) => matchesStockPreset(c, stockPreset(level), now)).map((c) => Number(c.objectID))
    expect(listed(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(listed(3)).toEqual([1, 2, 8])
    expect(listed(5)).toEqual([3, 5, 6, 7, 9])
    expect(listed(10)).toEqual([4, 5, 9])
    expect(listed(11)).toEqual([3, 5, 9])
    expect(listed(13)).toEqual([7])
    expect(listed(14)).toEqual([8])
  })

  it('is ANDed onto the base filter, and the search engine lists exactly what isListedOnSite lists, at every level', () => {
    const engine = createEngine({ ...engineSettings(), records: CARS.map((c) => ({ ...c, year: Number(c.year), price: c.price === null ? undefined : Number(c.price) })) })
    for (const preset of STOCK_PRESETS) {
      const filters = buildBaseFilter({ now, presetLevel: preset.level, carTypes: ['all'] })
      for (const clause of presetFilterClauses(preset, now)) expect(filters).toContain(` AND ${clause}`)
      const res = engine.search('Car_production', { filters, hitsPerPage: 100 })
      const fromEngine = res.hits.map((h) => Number(h.objectID)).sort((a, b) => a - b)
      const fromRule = CARS.filter((c) => isListedOnSite(c, { presetLevel: preset.level }, now)).map((c) => Number(c.objectID))
      expect(fromEngine, `level ${preset.level}`).toEqual(fromRule)
    }
  })

  it('only narrows the site scope: a used-only site with the new-cars preset lists nothing', () => {
    expect(CARS.filter((c) => isListedOnSite(c, { carTypes: ['used'], presetLevel: 1 }, now))).toEqual([])
    expect(buildBaseFilter({ now, carTypes: ['used'], presetLevel: 0 })).not.toContain('year')
  })
})
