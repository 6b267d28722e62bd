import { describe, expect, it } from 'vitest'
import { offerHref, offerManufacturerSlug } from '@/rules/offerHref'
import { manufacturerDoc } from '../../support/docs'

const toyota = manufacturerDoc({ id: 3, name: 'Toyota', slug: 'toyota' })

describe('offerHref (SPEC.md §2: /offers/{id} or /offers/{manufacturer-slug}/{id})', () => {
  it('uses the manufacturer form on a site with no single manufacturer when the offer has one', () => {
    expect(offerHref({ id: 12, manufacturer: toyota }, { manufacturerName: null })).toBe('/offers/toyota/12')
    expect(offerHref({ id: 12, manufacturer: toyota }, { manufacturerName: '' })).toBe('/offers/toyota/12')
    expect(offerHref({ id: 12, manufacturer: toyota }, {})).toBe('/offers/toyota/12')
    expect(offerHref({ id: 12, manufacturer: toyota }, { manufacturerName: '   ' })).toBe('/offers/toyota/12')
  })

  it('uses /offers/{id} on a single-manufacturer site', () => {
    expect(offerHref({ id: 12, manufacturer: toyota }, { manufacturerName: 'Toyota' })).toBe('/offers/12')
  })

  it('uses /offers/{id} when the offer has no manufacturer', () => {
    expect(offerHref({ id: 12, manufacturer: null }, { manufacturerName: null })).toBe('/offers/12')
    expect(offerHref({ id: 12 }, {})).toBe('/offers/12')
    // Only an id (not populated): no slug known.
    expect(offerHref({ id: 12, manufacturer: 3 }, {})).toBe('/offers/12')
  })

  it('builds the slug from the name when there is no slug, spaces as hyphens', () => {
    expect(offerHref({ id: 7, manufacturer: manufacturerDoc({ name: 'Land Rover', slug: null }) }, {})).toBe('/offers/land-rover/7')
    expect(offerManufacturerSlug({ manufacturer: manufacturerDoc({ name: '', slug: '' }) })).toBeNull()
  })
})
