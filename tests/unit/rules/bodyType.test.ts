import { describe, expect, it } from 'vitest'
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  DEFAULT_TILE_COUNT,
  MAX_CUSTOM_TILES,
  bodyTypeLabel,
  bodyTypeTiles,
  normaliseBodyType,
} from '@/rules/bodyType'

describe('body types (SPEC.md §3 Body types recognised)', () => {
  it('recognises exactly the 18 SPEC.md body types', () => {
    expect([...BODY_TYPES]).toEqual([
      '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome',
      'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
    ])
    for (const t of BODY_TYPES) expect(normaliseBodyType(t)).toBe(t)
  })

  it.each([
    ['Cab Chassis', 'cabChassis'],
    ['cab-chassis', 'cabChassis'],
    ['People Mover', 'peopleMover'],
    ['Station Wagon', 'stationWagon'],
    ['SUV', 'suv'],
    ['  suv ', 'suv'],
    ['4X4', '4x4'],
    ['Light Truck', 'lightTruck'],
    ['Soft Top', 'softtop'],
    ['Hatch', 'hatch'],
    ['Hatchback', 'hatchback'],
    ['Motor Home', 'motorhome'],
  ])('normalises %s → %s (case/space-insensitive)', (raw, expected) => {
    expect(normaliseBodyType(raw)).toBe(expected)
  })

  it('truck maps to lightTruck by default, to ute on sites with truckMapsTo=ute', () => {
    expect(normaliseBodyType('Truck')).toBe('lightTruck')
    expect(normaliseBodyType('truck', 'lightTruck')).toBe('lightTruck')
    expect(normaliseBodyType('TRUCK', 'ute')).toBe('ute')
  })

  it('unknown → null', () => {
    expect(normaliseBodyType('Spaceship')).toBeNull()
    expect(normaliseBodyType('')).toBeNull()
    expect(normaliseBodyType(null)).toBeNull()
  })

  it('has display labels', () => {
    expect(bodyTypeLabel('cabChassis')).toBe('Cab Chassis')
    expect(bodyTypeLabel('peopleMover')).toBe('People Mover')
    expect(bodyTypeLabel('4x4')).toBe('4x4')
    expect(bodyTypeLabel('suv')).toBe('SUV')
    expect(Object.keys(BODY_TYPE_LABELS)).toHaveLength(18)
  })
})

describe('body-type tiles (SPEC.md §2 "top 4 by count by default, 20 with a custom list")', () => {
  const counts = { SUV: 120, Sedan: 40, Ute: 80, Hatchback: 60, Wagon: 10, 'Cab Chassis': 5, Spaceship: 999 }

  it('default: top 4 by count, unknown values ignored', () => {
    const tiles = bodyTypeTiles(counts)
    expect(tiles.map((t) => [t.type, t.count])).toEqual([
      ['suv', 120],
      ['ute', 80],
      ['hatchback', 60],
      ['sedan', 40],
    ])
    expect(tiles[0]).toEqual({ type: 'suv', label: 'SUV', count: 120, values: ['SUV'] })
  })

  it('raw values mapping to one type are summed (Truck + Light Truck), ties by label', () => {
    const tiles = bodyTypeTiles({ Truck: 3, 'Light Truck': 4, Van: 7, Bus: 7, Coupe: 0 })
    expect(tiles.map((t) => [t.label, t.count])).toEqual([
      ['Bus', 7],
      ['Light Truck', 7],
      ['Van', 7],
    ])
    expect(tiles.find((t) => t.type === 'lightTruck')?.values).toEqual(['Truck', 'Light Truck'])
    expect(bodyTypeTiles({ Truck: 3, Ute: 4 }, undefined, 'ute')).toEqual([
      { type: 'ute', label: 'Ute', count: 7, values: ['Truck', 'Ute'] },
    ])
  })

  it('custom list: shown in the given order, up to 20, unknown/duplicates dropped, zero counts kept', () => {
    const tiles = bodyTypeTiles(counts, ['Wagon', 'suv', 'SUV', 'Spaceship', 'Convertible'])
    expect(tiles.map((t) => [t.type, t.count])).toEqual([
      ['wagon', 10],
      ['suv', 120],
      ['convertible', 0],
    ])
    expect(tiles[2]?.values).toEqual(['Convertible'])
    const long = [...BODY_TYPES, ...BODY_TYPES]
    expect(bodyTypeTiles({}, long)).toHaveLength(18)
    expect(MAX_CUSTOM_TILES).toBe(20)
    expect(DEFAULT_TILE_COUNT).toBe(4)
  })

  it('an empty custom list falls back to the default top 4', () => {
    expect(bodyTypeTiles(counts, [])).toHaveLength(4)
  })
})
