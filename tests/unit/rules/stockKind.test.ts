import { describe, expect, it } from 'vitest'
import { pluraliseVehicle } from '@/rules/carType'
import { caravanFacts, itemWord, keyFacts, listNoun, listStockKind, siteStockKind, stockNoun, withItemWord } from '@/rules/stockKind'

describe('a caravan site speaks of vans (issue 32)', () => {
  it('knows what a site sells from its stock item types', () => {
    expect(siteStockKind(['caravan'])).toBe('caravans')
    expect(siteStockKind(['car', 'caravan'])).toBe('mixed')
    expect(siteStockKind(['car'])).toBe('cars')
    expect(siteStockKind([])).toBe('cars')
    expect(siteStockKind(null)).toBe('cars')
  })

  it('names a list by what it holds: caravans, cars, or vehicles for both', () => {
    expect(stockNoun('caravans')).toBe('Caravan')
    expect(stockNoun('cars')).toBe('Car')
    expect(stockNoun('mixed')).toBe('Vehicle')
    expect(listStockKind('mixed', ['caravan'])).toBe('caravans')
    expect(listStockKind('mixed', ['car'])).toBe('cars')
    expect(listStockKind('mixed', [])).toBe('mixed')
    // "84 Caravans found" on Outback's caravans, never "84 Cars found".
    expect(`84 ${pluraliseVehicle(listNoun('Vehicle', ['caravan']), 84)} found`).toBe('84 Caravans found')
    expect(`1 ${pluraliseVehicle(listNoun('Caravan'), 1)} found`).toBe('1 Caravan found')
    expect(`412 ${pluraliseVehicle(listNoun('Vehicle'), 412)} found`).toBe('412 Vehicles found')
    expect(`5 ${pluraliseVehicle(listNoun('Car'), 5)} found`).toBe('5 Cars found')
  })

  it('holds "the van" only on a van, and "the car" on a car', () => {
    const copy = 'Reserve online and we will hold the {vehicle} while you arrange a viewing or finance.'
    expect(withItemWord(copy, 'caravan')).toBe('Reserve online and we will hold the van while you arrange a viewing or finance.')
    expect(withItemWord(copy, 'car')).toBe('Reserve online and we will hold the car while you arrange a viewing or finance.')
    expect(withItemWord(copy, null)).toContain('hold the car')
    expect(itemWord('Caravan')).toBe('van')
  })

  it("shows a van's ATM, berths and length instead of odometer and fuel, where the stock has them", () => {
    const van = { item_type: 'caravan', km: 12, simple_fuel: 'Petrol', aggregate_trailer_mass: 3900, sleeps: 4, body_length: 24 }
    expect(keyFacts(van)).toEqual([
      { label: 'ATM', text: '3,900 kg ATM' },
      { label: 'Berths', text: '4 berths' },
      { label: 'Length', text: '7.32 m' },
    ])
    expect(caravanFacts({ sleeps: 1 })).toEqual([{ label: 'Berths', text: '1 berth' }])
    expect(caravanFacts({ aggregate_trailer_mass: null, sleeps: '', body_length: 'n/a' })).toEqual([])
  })

  it("shows a car's odometer, transmission and fuel", () => {
    expect(keyFacts({ item_type: 'car', km: 64000, simple_transmission: 'Automatic', fuel: 'Unleaded Petrol', sleeps: 4 })).toEqual([
      { label: 'Odometer', text: '64,000 km' },
      { label: 'Transmission', text: 'Automatic' },
      { label: 'Fuel', text: 'Unleaded Petrol' },
    ])
    expect(keyFacts({ km: null })).toEqual([])
  })
})
