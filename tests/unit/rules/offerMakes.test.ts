import { describe, expect, it } from 'vitest'
import { isOfferForSiteMakes, offersForSiteMakes, siteSellsMake, type SiteMakes } from '@/rules/offerMakes'

const TOYOTA = { id: 11, name: 'Toyota', slug: 'toyota' }
const MAZDA = { id: 12, name: 'Mazda', slug: 'mazda' }
const LAND_ROVER = { id: 13, name: 'Land Rover', slug: 'land-rover' }

const SUNSHINE = 1
const HARBOUR = 2
/** A single-brand Toyota site: its own make as text, its dealership's make as an id. */
const sunshine: SiteMakes = { ids: [TOYOTA.id], names: ['Toyota'] }
/** A group: no make of its own, several dealerships' makes. */
const harbour: SiteMakes = { ids: [MAZDA.id, 20, 21], names: [null] }
const noMakes: SiteMakes = { ids: [], names: [] }

const mazdaEverywhere = { id: 100, manufacturer: MAZDA, sites: [] }
const toyotaEverywhere = { id: 101, manufacturer: TOYOTA, sites: null }
const noMake = { id: 102, manufacturer: null, sites: [] }
const mazdaForSunshine = { id: 103, manufacturer: MAZDA, sites: [SUNSHINE] }

describe('offers of other makes (issue 18)', () => {
  it("hides another make's offer on a single-brand site", () => {
    expect(isOfferForSiteMakes(mazdaEverywhere, SUNSHINE, sunshine)).toBe(false)
  })

  it("shows the site's own make, whether the site names it as text or a dealership lists it", () => {
    expect(isOfferForSiteMakes(toyotaEverywhere, SUNSHINE, sunshine)).toBe(true)
    expect(isOfferForSiteMakes(toyotaEverywhere, SUNSHINE, { ids: [], names: ['toyota'] })).toBe(true)
    expect(isOfferForSiteMakes(toyotaEverywhere, SUNSHINE, { ids: [TOYOTA.id], names: [] })).toBe(true)
    expect(isOfferForSiteMakes({ manufacturer: LAND_ROVER, sites: [] }, SUNSHINE, { ids: [], names: ['Land Rover'] })).toBe(true)
  })

  it("shows a make one of a group's dealerships sells, and hides the others", () => {
    expect(isOfferForSiteMakes(mazdaEverywhere, HARBOUR, harbour)).toBe(true)
    expect(isOfferForSiteMakes(toyotaEverywhere, HARBOUR, harbour)).toBe(false)
  })

  it('compares an unpopulated make by id', () => {
    expect(isOfferForSiteMakes({ manufacturer: MAZDA.id, sites: [] }, HARBOUR, harbour)).toBe(true)
    expect(isOfferForSiteMakes({ manufacturer: String(MAZDA.id), sites: [] }, HARBOUR, harbour)).toBe(true)
    expect(isOfferForSiteMakes({ manufacturer: MAZDA.id, sites: [] }, SUNSHINE, sunshine)).toBe(false)
  })

  it('shows any make on a site an editor assigned the offer to', () => {
    expect(isOfferForSiteMakes(mazdaForSunshine, SUNSHINE, sunshine)).toBe(true)
    expect(isOfferForSiteMakes({ manufacturer: MAZDA, sites: [{ id: SUNSHINE }] }, SUNSHINE, sunshine)).toBe(true)
    expect(isOfferForSiteMakes({ manufacturer: MAZDA, sites: [String(SUNSHINE)] }, SUNSHINE, noMakes)).toBe(true)
  })

  it('leaves an offer without a make to the other rules', () => {
    expect(isOfferForSiteMakes(noMake, SUNSHINE, sunshine)).toBe(true)
    expect(isOfferForSiteMakes({ sites: [] }, SUNSHINE, noMakes)).toBe(true)
  })

  it("hides a make's offer for every site on a site that names no make", () => {
    expect(isOfferForSiteMakes(toyotaEverywhere, SUNSHINE, noMakes)).toBe(false)
  })

  it('keeps the order of the offers it shows', () => {
    const list = [mazdaEverywhere, toyotaEverywhere, noMake, mazdaForSunshine]
    expect(offersForSiteMakes(list, SUNSHINE, sunshine).map((o) => o.id)).toEqual([101, 102, 103])
    expect(offersForSiteMakes(null, SUNSHINE, sunshine)).toEqual([])
  })

  it('matches a make by slug or name, never by an empty one', () => {
    expect(siteSellsMake({ ids: [], names: ['', '  '] }, { id: 5, name: '', slug: '' })).toBe(false)
    expect(siteSellsMake({ ids: [], names: ['MAZDA'] }, { id: 5, name: 'Mazda', slug: null })).toBe(true)
  })
})
