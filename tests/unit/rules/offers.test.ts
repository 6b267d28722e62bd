import { describe, expect, it } from 'vitest'
import { modelCandidates, soldModels } from '@/rules/modelPage'
import { exploreModelHref, isOfferCurrent, offerHasManufacturer, offerImage, offersForGrid } from '@/rules/offers'
import type { Offer } from '@/payload-types'
import { manufacturerDoc, mediaDoc, offerDoc } from '../../support/docs'

const now = new Date('2026-03-10T00:00:00Z')
const ford = manufacturerDoc({ id: 1, name: 'Ford', slug: 'ford' })
const kia = manufacturerDoc({ id: 2, name: 'Kia', slug: 'kia' })
const landRover = manufacturerDoc({ id: 3, name: 'Land Rover', slug: null })

const offers: Offer[] = [
  offerDoc({ id: 1, name: 'Ranger', manufacturer: ford, excluded_website_ids: [] }),
  offerDoc({ id: 2, name: 'Everest', manufacturer: ford, excluded_website_ids: [9] }),
  offerDoc({ id: 3, name: 'Sportage', manufacturer: kia, excluded_website_ids: [7] }),
  offerDoc({ id: 4, name: 'Old', manufacturer: kia, validUntil: '2026-03-01T00:00:00.000Z' }),
  offerDoc({ id: 5, name: 'Service', manufacturer: null }),
]

describe('offersForGrid', () => {
  const site = { id: 9, settings: { offerIdsExemptFromExclusion: [] } }

  it('hides offers excluded for the site and expired offers, keeping order', () => {
    expect(offersForGrid(offers, site, { now }).map((o) => o.id)).toEqual([1, 3, 5])
  })

  it("shows an excluded offer when the site lists it as exempt (SPEC.md §5)", () => {
    const exempt = { id: 9, settings: { offerIdsExemptFromExclusion: [{ value: '2' }] } }
    expect(offersForGrid(offers, exempt, { now }).map((o) => o.id)).toEqual([1, 2, 3, 5])
  })

  it('filters by manufacturer given as a document, an id or a slug', () => {
    expect(offersForGrid(offers, site, { now, manufacturer: kia }).map((o) => o.id)).toEqual([3])
    expect(offersForGrid(offers, site, { now, manufacturer: 1 }).map((o) => o.id)).toEqual([1])
    expect(offersForGrid(offers, site, { now, manufacturer: 'ford' }).map((o) => o.id)).toEqual([1])
  })

  it('applies the limit; empty or 0 shows all', () => {
    expect(offersForGrid(offers, site, { now, limit: 2 }).map((o) => o.id)).toEqual([1, 3])
    expect(offersForGrid(offers, site, { now, limit: 0 })).toHaveLength(3)
    expect(offersForGrid(offers, site, { now, limit: null })).toHaveLength(3)
    expect(offersForGrid(null, site, { now })).toEqual([])
  })
})

describe('offer card helpers', () => {
  it('keeps an offer valid through its last day', () => {
    expect(isOfferCurrent({ validUntil: '2026-03-10T00:00:00.000Z' }, new Date('2026-03-10T20:00:00Z'))).toBe(true)
    expect(isOfferCurrent({ validUntil: '2026-03-09T00:00:00.000Z' }, new Date('2026-03-10T01:00:00Z'))).toBe(false)
    // Scheduled: not before its start (issue 22, item 4), then until the end of its last day.
    expect(isOfferCurrent({ validFrom: '2026-03-12T00:00:00.000Z', validUntil: null }, new Date('2026-03-11T23:00:00Z'))).toBe(false)
    expect(isOfferCurrent({ validFrom: '2026-03-12T00:00:00.000Z', validUntil: '2026-03-20T00:00:00.000Z' }, new Date('2026-03-12T00:00:00Z'))).toBe(true)
    expect(isOfferCurrent({ validFrom: '2026-03-12T00:00:00.000Z', validUntil: '2026-03-20T00:00:00.000Z' }, new Date('2026-03-21T01:00:00Z'))).toBe(false)
    expect(isOfferCurrent({ validUntil: null }, now)).toBe(true)
  })

  it('picks the card image size, then the upload, then image_url', () => {
    expect(offerImage({ name: 'A', image: mediaDoc({ url: '/m/a.jpg', alt: 'Alt', sizes: { card: { url: '/m/a-card.jpg' } } }) })).toEqual({
      src: '/m/a-card.jpg',
      alt: 'Alt',
    })
    expect(offerImage({ name: 'A', image: mediaDoc({ url: '/m/a.jpg', alt: '' }) })).toEqual({ src: '/m/a.jpg', alt: 'A' })
    expect(offerImage({ name: 'A', image: 5, image_url: 'https://cdn.example/a.jpg' })).toEqual({ src: 'https://cdn.example/a.jpg', alt: 'A' })
    expect(offerImage({ name: 'A' }).src).toBeNull()
  })

  it('links "Explore model" to the override url, else (model not sold) the stock of that model', () => {
    expect(exploreModelHref({ model: { slug: 'ranger', override_url: 'https://www.ford.com.au/ranger' } })).toBe('https://www.ford.com.au/ranger')
    expect(exploreModelHref({ model: { slug: 'ranger', override_url: '/new/ranger' } })).toBe('/new/ranger')
    expect(exploreModelHref({ model: { slug: 'ranger', override_url: 'javascript:alert(1)' }, manufacturer: ford })).toBe('/search/ford/ranger')
    expect(exploreModelHref({ model: { name: 'CX-5', slug: 'cx-5' }, manufacturer: manufacturerDoc({ id: 4, name: 'Mazda', slug: 'mazda' }) })).toBe('/search/mazda/cx-5')
    expect(exploreModelHref({ model: { name: 'Defender', slug: 'defender' }, manufacturer: landRover })).toBe('/search/land-rover/defender')
    expect(exploreModelHref({ model: { name: 'Ranger XL', slug: 'ranger-xl' }, manufacturer: null })).toBe('/cars?query=Ranger%20XL')
    expect(exploreModelHref({ model: { name: 'Ranger', slug: '' } })).toBeNull()
    expect(exploreModelHref({ model: undefined })).toBeNull()
  })

  it('"Explore model" opens the model page when the site sells the model (issue 23), else the fallback', () => {
    const sold = soldModels(modelCandidates([{ make: 'Mazda', model: 'CX-5', inStock: 4, newOrDemoInStock: 4 }], []), {})
    const mazda = manufacturerDoc({ id: 4, name: 'Mazda', slug: 'mazda' })
    expect(exploreModelHref({ model: { name: 'CX-5', slug: 'cx-5' }, manufacturer: mazda }, sold)).toBe('/cx-5')
    expect(exploreModelHref({ model: { name: 'CX-60', slug: 'cx-60' }, manufacturer: mazda }, sold)).toBe('/search/mazda/cx-60')
    expect(exploreModelHref({ model: { name: 'CX-5', slug: 'cx-5', override_url: 'https://www.mazda.com.au/cx-5' }, manufacturer: mazda }, sold)).toBe('https://www.mazda.com.au/cx-5')
  })

  it('matches manufacturers by name or slug', () => {
    expect(offerHasManufacturer({ manufacturer: landRover }, 'land-rover')).toBe(true)
    expect(offerHasManufacturer({ manufacturer: null }, 'ford')).toBe(false)
    expect(offerHasManufacturer({ manufacturer: ford }, manufacturerDoc({ id: 99, name: 'Ford', slug: null }))).toBe(true)
    expect(offerHasManufacturer({ manufacturer: 1 }, ford)).toBe(true)
    expect(offerHasManufacturer({ manufacturer: 2 }, 'ford')).toBe(false)
  })
})
