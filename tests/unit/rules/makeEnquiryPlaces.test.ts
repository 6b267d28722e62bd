import { describe, expect, it } from 'vitest'
import { locationSellsMake, makeEnquiryPlaces } from '@/rules/makeEnquiryPlaces'

// Harbour Auto Group as seeded: one dealership per make, and a used-car yard that names none.
const MAZDA = 1
const FORD = 2
const KIA = 3
const HYUNDAI = 4
const dealerships = [
  { id: 10, manufacturers: [MAZDA] },
  { id: 20, manufacturers: [{ id: FORD, name: 'Ford' }] },
  { id: 30, manufacturers: [KIA] },
  { id: 40, manufacturers: [HYUNDAI] },
  { id: 50, manufacturers: [] },
]
const locations = [
  { id: 101, dealershipId: 10, manufacturers: [{ id: MAZDA, name: 'Mazda' }] },
  { id: 201, dealershipId: 20, manufacturers: [FORD] },
  { id: 202, dealershipId: 20, manufacturers: [] }, // lists none: its dealership's makes count
  { id: 301, dealershipId: 30, manufacturers: [KIA] },
  { id: 401, dealershipId: 40, manufacturers: [HYUNDAI] },
  { id: 501, dealershipId: 50, manufacturers: [] },
]

describe("a model page's enquiry offers only the places that sell the make (issue 32)", () => {
  it('Mazda on Harbour: the Mazda dealership alone (so it is preselected), never Ford, Kia or Hyundai', () => {
    expect(makeEnquiryPlaces(dealerships, locations, MAZDA)).toEqual({ locationIds: [101], dealershipIds: [10] })
  })

  it("a location listing no make sells its dealership's makes", () => {
    expect(makeEnquiryPlaces(dealerships, locations, FORD)).toEqual({ locationIds: [201, 202], dealershipIds: [20] })
    expect(locationSellsMake(locations[2]!, dealerships, FORD)).toBe(true)
    expect(locationSellsMake(locations[5]!, dealerships, FORD)).toBe(false)
  })

  it("a location's own list wins over its dealership's", () => {
    expect(locationSellsMake({ id: 1, dealershipId: 10, manufacturers: [FORD] }, dealerships, MAZDA)).toBe(false)
  })

  it('when no place names the make (or the make is unknown), every place is offered: the enquiry can always be sent', () => {
    expect(makeEnquiryPlaces(dealerships, locations, 99).locationIds).toEqual([101, 201, 202, 301, 401, 501])
    expect(makeEnquiryPlaces(dealerships, locations, null).dealershipIds).toEqual([10, 20, 30, 40, 50])
  })
})
