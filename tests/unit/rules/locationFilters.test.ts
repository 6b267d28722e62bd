import { describe, expect, it } from 'vitest'
import {
  LOCATION_SELECTOR_PLACEHOLDER,
  effectiveLocationType,
  filterLocations,
  groupLocationsByAddress,
  locationMakeSlugs,
  locationSelectorState,
  type FilterableLocation,
} from '@/rules/locationFilters'

const street = { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000' }
const locations: (FilterableLocation & { name: string })[] = [
  { id: 1, name: 'City Sales', primary: true, location_type: 'sales', manufacturers: ['Land Rover', 'Jaguar'], address: street },
  { id: 2, name: 'City Service', location_type: 'service', manufacturers: [{ name: 'Land Rover', slug: 'land-rover' }], address: { ...street, street: '1 main  street.' } },
  { id: 3, name: 'City Parts', location_type: 'parts', address: street },
  { id: '4', name: 'North Used', location_type: '', location_subtype: ['buying'], manufacturers: ['Toyota'], address: { street: '9 North Rd', postcode: '4030' } },
  { id: 5, name: 'Hidden Sales', location_type: 'sales', visible: false, manufacturers: ['Toyota'] },
  { id: 6, name: 'South Service', location_type: 'service', manufacturers: ['Toyota'], address: { street: '2 South Rd', postcode: '4100' } },
]
const names = (list: { name?: string | null }[]) => list.map((location) => location.name)

describe('location types (SPEC.md §3 Location)', () => {
  it('treats an empty location_type as sales', () => {
    expect(effectiveLocationType({ location_type: '' })).toBe('sales')
    expect(effectiveLocationType({ location_type: null })).toBe('sales')
    expect(effectiveLocationType({ location_type: 'parts' })).toBe('parts')
  })
})

describe('filterLocations (SPEC.md §2 Locations block)', () => {
  it.each([
    ['primary', ['City Sales']],
    ['sales', ['City Sales', 'North Used']],
    ['service', ['City Service', 'South Service']],
    ['parts', ['City Parts']],
    ['service-and-parts', ['City Service', 'City Parts', 'South Service']],
    ['all', ['City Sales', 'City Service', 'City Parts', 'North Used', 'South Service']],
  ] as const)('mode %s shows %j and never an invisible location', (mode, expected) => {
    expect(names(filterLocations(locations, mode))).toEqual(expected)
  })

  it('shows one specific location by id, comparing ids as strings', () => {
    expect(names(filterLocations(locations, { locationId: '3' }))).toEqual(['City Parts'])
    expect(names(filterLocations(locations, { locationId: 4 }))).toEqual(['North Used'])
    expect(filterLocations(locations, { locationId: 5 })).toEqual([])
  })

  it('filters by manufacturer name or slug, case-insensitively', () => {
    expect(names(filterLocations(locations, 'all', { manufacturer: 'land-rover' }))).toEqual(['City Sales', 'City Service'])
    expect(names(filterLocations(locations, 'all', { manufacturer: 'LAND ROVER' }))).toEqual(['City Sales', 'City Service'])
    expect(names(filterLocations(locations, 'service', { manufacturer: 'toyota' }))).toEqual(['South Service'])
  })

  it('filters by subtype such as "buying"', () => {
    expect(names(filterLocations(locations, 'all', { subtype: 'Buying' }))).toEqual(['North Used'])
  })

  it('leaves out excluded ids', () => {
    expect(names(filterLocations(locations, 'sales', { excludeIds: ['1'] }))).toEqual(['North Used'])
  })

  it('shows nothing for "primary" when no location is primary', () => {
    expect(filterLocations(locations.slice(1), 'primary')).toEqual([])
  })
})

describe('locationSelectorState (SPEC.md §5 Location selector)', () => {
  it('uses the placeholder "Please select a dealership..."', () => {
    expect(LOCATION_SELECTOR_PLACEHOLDER).toBe('Please select a dealership...')
    expect(locationSelectorState(locations).placeholder).toBe('Please select a dealership...')
  })

  it("removes invisible locations and the site's excluded ids", () => {
    const state = locationSelectorState(locations, { excludedIds: [2, '3', 4, 6] })
    expect(state.options).toEqual([{ value: '1', label: 'City Sales' }])
    expect(state.selectedValue).toBe('1')
    const many = locationSelectorState(locations)
    expect(many.options.map((option) => option.label)).not.toContain('Hidden Sales')
    expect(many.selectedValue).toBe('')
  })

  it('preselects a single option', () => {
    expect(locationSelectorState([locations[0]!]).selectedValue).toBe('1')
  })

  it('keeps a chosen value that is still offered, and drops one that is not', () => {
    expect(locationSelectorState(locations, { currentValue: 6 }).selectedValue).toBe('6')
    expect(locationSelectorState(locations, { currentValue: 5 }).selectedValue).toBe('')
  })

  it("can offer only the locations carrying the car's make", () => {
    const state = locationSelectorState(locations, { manufacturer: 'Toyota' })
    expect(state.options.map((option) => option.label)).toEqual(['North Used', 'South Service'])
  })
})

describe('department selector (SPEC.md §2: one address hosting several departments)', () => {
  it('groups locations sharing street and postcode', () => {
    const groups = groupLocationsByAddress(locations)
    expect(groups.map((group) => names(group.locations))).toEqual([
      ['City Sales', 'City Service', 'City Parts'],
      ['North Used'],
      ['South Service'],
    ])
    expect(groups[0]).toMatchObject({ departments: ['sales', 'service', 'parts'], hasDepartmentSelector: true })
    expect(groups[1]?.hasDepartmentSelector).toBe(false)
  })

  it('does not group locations with the same street but another postcode, or no address', () => {
    const groups = groupLocationsByAddress([
      { id: 1, address: { street: '1 Main St', postcode: '4000' } },
      { id: 2, location_type: 'service', address: { street: '1 Main St', postcode: '4001' } },
      { id: 3, location_type: 'parts' },
      { id: 4, location_type: 'service' },
    ])
    expect(groups).toHaveLength(4)
    expect(groups.every((group) => !group.hasDepartmentSelector)).toBe(true)
  })
})

describe('locationMakeSlugs', () => {
  it('reads names and populated manufacturers, and skips a bare id (nothing to match on)', () => {
    expect(locationMakeSlugs({ manufacturers: [7, 'Land Rover', { name: 'Jaguar', slug: 'jaguar' }] })).toEqual(['land-rover', 'jaguar'])
  })
})
