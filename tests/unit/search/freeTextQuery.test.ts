/**
 * What a shopper types in the home page's search box (issue 32: "corolla", "ranger 2022",
 * "white suv") finds the matching stock with the site's search settings (engineSettings, the
 * same searchable attributes the Algolia index is given).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '@/search/engine'
import { engineSettings, INDEX_NAMES } from '@/search/index'

const CARS = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2021, colour: 'White', body: 'hatch', stocknum: 'U1' },
  { objectID: '2', make: 'Toyota', model: 'RAV4', badge: 'GX', year: 2022, colour: 'White', body: 'suv', stocknum: 'U2' },
  { objectID: '3', make: 'Mazda', model: 'CX-5', badge: 'Maxx', year: 2022, colour: 'Red', body: 'suv', stocknum: 'U3' },
  { objectID: '4', make: 'Ford', model: 'Ranger', badge: 'XLT', year: 2022, colour: 'White', body: 'ute', stocknum: 'U4' },
  { objectID: '5', make: 'Ford', model: 'Ranger', badge: 'XL', year: 2019, colour: 'Blue', body: 'ute', stocknum: 'U5' },
]

const engine = createEngine({ ...engineSettings(), records: CARS })
const found = (query: string) => engine.search(INDEX_NAMES.primary, { query }).hits.map((h: { objectID: string }) => h.objectID).sort()

describe('free-text stock search', () => {
  it('finds a model by name', () => {
    expect(found('corolla')).toEqual(['1'])
  })

  it('narrows a model by year', () => {
    expect(found('ranger 2022')).toEqual(['4'])
  })

  it('matches a colour and a body type together', () => {
    expect(found('white suv')).toEqual(['2'])
    expect(found('suv')).toEqual(['2', '3'])
  })
})
