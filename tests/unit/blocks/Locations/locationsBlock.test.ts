import { describe, expect, it } from 'vitest'
import { locationsForBlock, manufacturerFilter } from '@blocks/Locations/filter'
import type { Location } from '@/payload-types'
import { locationDoc, manufacturerDoc } from '../../../support/docs'

const ford = manufacturerDoc({ id: 11, name: 'Ford', slug: 'ford' })
const landRover = manufacturerDoc({ id: 12, name: 'Land Rover', slug: null })

const locations: Location[] = [
  locationDoc({ id: 1, name: 'Sales', location_type: 'sales', primary: true, manufacturers: [ford] }),
  locationDoc({ id: 2, name: 'Service', location_type: 'service', manufacturers: [ford, landRover] }),
  locationDoc({ id: 3, name: 'Parts', location_type: 'parts', location_subtype: ['buying'], manufacturers: [12] }),
  locationDoc({ id: 4, name: 'Empty type', location_type: null, manufacturers: [landRover] }),
  locationDoc({ id: 5, name: 'Hidden', location_type: 'sales', visible: false }),
]

const ids = (list: Location[]) => list.map((location) => location.id)

describe('locationsForBlock (SPEC.md §2 Locations block)', () => {
  it('filters by mode; empty type counts as sales; hidden never shows', () => {
    expect(ids(locationsForBlock({ filter: 'all' }, locations))).toEqual([1, 2, 3, 4])
    expect(ids(locationsForBlock({}, locations))).toEqual([1, 2, 3, 4])
    expect(ids(locationsForBlock({ filter: 'primary' }, locations))).toEqual([1])
    expect(ids(locationsForBlock({ filter: 'sales' }, locations))).toEqual([1, 4])
    expect(ids(locationsForBlock({ filter: 'service' }, locations))).toEqual([2])
    expect(ids(locationsForBlock({ filter: 'parts' }, locations))).toEqual([3])
    expect(ids(locationsForBlock({ filter: 'service-and-parts' }, locations))).toEqual([2, 3])
  })

  it('shows one location by id, and nothing when the id is missing', () => {
    expect(ids(locationsForBlock({ filter: 'id', locationId: 3 }, locations))).toEqual([3])
    expect(ids(locationsForBlock({ filter: 'id', locationId: 2 }, locations))).toEqual([2])
    expect(ids(locationsForBlock({ filter: 'id', locationId: null }, locations))).toEqual([])
    expect(ids(locationsForBlock({ filter: 'id', locationId: 5 }, locations))).toEqual([])
  })

  it('filters by manufacturer (document or id), subtype and excluded ids', () => {
    expect(ids(locationsForBlock({ manufacturer: ford }, locations))).toEqual([1, 2])
    expect(ids(locationsForBlock({ manufacturer: 12 }, locations))).toEqual([2, 4])
    expect(ids(locationsForBlock({ manufacturer: 999 }, locations))).toEqual([])
    expect(ids(locationsForBlock({ subtype: 'buying' }, locations))).toEqual([3])
    expect(ids(locationsForBlock({ excludedIds: [{ value: '1' }, { value: ' 4 ' }, { value: '' }] }, locations))).toEqual([2, 3])
  })

  it('resolves the manufacturer filter', () => {
    expect(manufacturerFilter(null, locations)).toBeNull()
    expect(manufacturerFilter(landRover, locations)).toBe('Land Rover')
    expect(manufacturerFilter(11, locations)).toBe('ford')
  })
})
