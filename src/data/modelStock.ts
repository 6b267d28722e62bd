/**
 * A model page's stock as one multi-query (pure request building and reading; src/data/models.ts
 * runs it): the first cars of the make and model in any condition (the "in stock" list), and the
 * figures of its NEW AND DEMO cars only (issue 32: the key facts and "Price from" of a model page
 * never come from a used car: "Price from $14,390" on /cx-5 was a used 2012 car). With no new or
 * demo car the page has no facts and no "from" price.
 */
import { facetFilter } from '@/search/searchPageData'
import { ATTR } from '@/search/facets'
import { carRecordsOf, type CarRecord } from '@/search/carRecord'
import type { MultiSearchRequest } from '@/search/engine'

/** The conditions a model page's facts and "from" price are taken from. */
const MODEL_FACT_CONDITIONS = ['new', 'demo'] as const

const FACT_FACETS = [ATTR.body, ATTR.fuel, ATTR.transmission, ATTR.carType, ATTR.year, ATTR.price]

/** Counts, facets and price range of a set of cars. */
interface StockFigures {
  total: number
  facets: Record<string, Record<string, number>>
  price: { min?: number; max?: number }
}

export interface ModelStock {
  /** The first cars of the model, any condition. */
  cars: CarRecord[]
  /** How many cars of the model the site lists, any condition. */
  total: number
  /** The model's new and demo cars: what its facts and "from" price are read from. */
  facts: StockFigures
}

export const EMPTY_MODEL_STOCK: ModelStock = { cars: [], total: 0, facts: { total: 0, facets: {}, price: {} } }

/** The two requests: [the model's cars, the figures of its new and demo cars]. */
export function buildModelStockRequests(indexName: string, model: { make: string; model: string }, hitsPerPage = 8): MultiSearchRequest[] {
  const ofModel = `${facetFilter(ATTR.make, model.make)} AND ${facetFilter(ATTR.model, model.model)}`
  const fresh = `(${MODEL_FACT_CONDITIONS.map((c) => facetFilter(ATTR.carType, c)).join(' OR ')})`
  return [
    { indexName, hitsPerPage, filters: ofModel },
    { indexName, hitsPerPage: 0, filters: `${ofModel} AND ${fresh}`, facets: FACT_FACETS, maxValuesPerFacet: 50 },
  ]
}

type FacetResult = { nbHits?: number; facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, { min?: number; max?: number }> }

/** The answer to `buildModelStockRequests`; empty when the search gave none. */
export function modelStockFrom(response: { results?: unknown[] } | null | undefined): ModelStock {
  const [list, fresh] = (response?.results ?? []) as FacetResult[]
  if (!list) return EMPTY_MODEL_STOCK
  const stats = fresh?.facets_stats?.[ATTR.price]
  return {
    cars: carRecordsOf(list as Parameters<typeof carRecordsOf>[0]),
    total: list.nbHits ?? 0,
    facts: { total: fresh?.nbHits ?? 0, facets: fresh?.facets ?? {}, price: { min: stats?.min, max: stats?.max } },
  }
}
