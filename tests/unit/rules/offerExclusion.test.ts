import { describe, expect, it } from 'vitest'
import { isOfferVisibleOnSite, visibleOffers } from '@/rules/offerExclusion'

const everywhere = { id: 1, name: 'Everywhere', excluded_website_ids: [] }
const notOnSite7 = { id: 2, name: 'Not on 7', excluded_website_ids: [7, 9] }
const notOnSite7AsStrings = { id: '3', name: 'Not on "7"', excluded_website_ids: ['7'] }
const noList = { id: 4, name: 'No list', excluded_website_ids: null }

describe('isOfferVisibleOnSite (SPEC.md §5 Offers)', () => {
  it('shows an offer that does not exclude the site', () => {
    expect(isOfferVisibleOnSite(everywhere, 7)).toBe(true)
    expect(isOfferVisibleOnSite(noList, 7)).toBe(true)
    expect(isOfferVisibleOnSite(notOnSite7, 8)).toBe(true)
  })

  it('hides an offer whose excluded_website_ids contains the site id', () => {
    expect(isOfferVisibleOnSite(notOnSite7, 7)).toBe(false)
  })

  it('compares ids as strings, so 7 and "7" are the same site', () => {
    expect(isOfferVisibleOnSite(notOnSite7AsStrings, 7)).toBe(false)
    expect(isOfferVisibleOnSite(notOnSite7, '7')).toBe(false)
  })

  it("shows an excluded offer when its id is in the site's exempt list", () => {
    expect(isOfferVisibleOnSite(notOnSite7, 7, ['2'])).toBe(true)
    expect(isOfferVisibleOnSite(notOnSite7AsStrings, 7, [3])).toBe(true)
    expect(isOfferVisibleOnSite(notOnSite7, 7, [3])).toBe(false)
  })
})

describe('visibleOffers', () => {
  it('lists the offers a site shows, in order', () => {
    const offers = [everywhere, notOnSite7, notOnSite7AsStrings, noList]
    expect(visibleOffers(offers, 7).map((offer) => offer.name)).toEqual(['Everywhere', 'No list'])
    expect(visibleOffers(offers, 7, [3]).map((offer) => offer.name)).toEqual(['Everywhere', 'Not on "7"', 'No list'])
    expect(visibleOffers(null, 7)).toEqual([])
  })
})
