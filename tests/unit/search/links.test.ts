/** Hand-built search links open the results list refined as their label says. */
import { describe, expect, it } from 'vitest'
import { dealerSearchUrl, locationSearchUrl } from '@/search/searchLinks'
import { queryToState } from '@/search/urlState'

const stateOf = (url: string) => queryToState(url.slice(url.indexOf('?') + 1))

describe('search links', () => {
  it("a location's \"See all\" opens /cars/ refined to that location only", () => {
    const url = locationSearchUrl(' Harbour Mazda Sydney ')
    expect(url.startsWith('/cars/?')).toBe(true)
    expect(stateOf(url)).toEqual({ refinementList: { location_name: ['Harbour Mazda Sydney'] } })
  })

  it('keeps names with &, + and quotes intact', () => {
    expect(stateOf(locationSearchUrl('Smith & Sons + Co "North"'))).toEqual({ refinementList: { location_name: ['Smith & Sons + Co "North"'] } })
  })

  it("a dealer's \"See more\" opens /cars/ refined to that dealership", () => {
    expect(stateOf(dealerSearchUrl('harbour-mazda'))).toEqual({ refinementList: { dealership_slug: ['harbour-mazda'] } })
  })
})
