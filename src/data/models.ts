/**
 * Reads of the model and brand pages: which makes and models the site sells
 * (src/rules/modelPage.ts over the search index's counts and the site's current offers), a model's
 * stock and facts, its editor content (`model-pages`), a make's logo. Stock counts come from the
 * search index in process (./search.ts), cached per site under its vehicles tag for at most five
 * minutes (the index is written by jobs shortly after a vehicle save); a failed search is not
 * cached, and the site then sells nothing (no model links, model pages 404) until it answers.
 */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/data/payload'
import { globalCollectionTag } from '@/cache/tags'
import { docOf } from '@/lib/relations'
import { modelCandidates, nameSlug, soldModels, type ModelCandidate, type OfferedModel, type StockedModel } from '@/rules/modelPage'
import { offersForGrid } from '@/rules/offers'
import { ATTR } from '@/search/facets'
import { facetFilter } from '@/search/searchPageData'
import type { Manufacturer, Media, ModelPage, Offer, Site } from '@/payload-types'
import { cachedForSite, cachedShared } from './cache'
import { getOffers } from './content'
import { getSearchConfig, searchVehicles } from './search'
import { buildModelStockRequests, EMPTY_MODEL_STOCK, modelStockFrom, type ModelStock } from './modelStock'

export type { ModelStock } from './modelStock'

const STOCK_REVALIDATE_SECONDS = 300
const NEW_OR_DEMO = `(${facetFilter(ATTR.carType, 'new')} OR ${facetFilter(ATTR.carType, 'demo')})`

type FacetResult = { nbHits?: number; facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, { min?: number; max?: number }> }
const resultsOf = (response: unknown): FacetResult[] => ((response as { results?: FacetResult[] } | null)?.results ?? [])

/** Every make and model of the site's stock with counts (all conditions, and new or demo). Throws when the search fails. */
async function readStockedModels(site: Site): Promise<StockedModel[]> {
  const config = await getSearchConfig(site)
  if (!config) throw new Error('search configuration unavailable')
  const facetRequest = (filters?: string, facet: string = ATTR.make) => ({ indexName: config.indexName, hitsPerPage: 0, facets: [facet], maxValuesPerFacet: 1000, ...(filters ? { filters } : {}) })
  const makesResponse = await searchVehicles(config.siteSlug, [facetRequest()])
  if (!makesResponse) throw new Error('search unavailable')
  const makes = Object.keys(resultsOf(makesResponse)[0]?.facets?.[ATTR.make] ?? {})
  if (makes.length === 0) return []
  const requests = makes.flatMap((make) => [facetRequest(facetFilter(ATTR.make, make), ATTR.model), facetRequest(`${facetFilter(ATTR.make, make)} AND ${NEW_OR_DEMO}`, ATTR.model)])
  const response = await searchVehicles(config.siteSlug, requests)
  if (!response) throw new Error('search unavailable')
  const results = resultsOf(response)
  return makes.flatMap((make, i) => {
    const all = results[2 * i]?.facets?.[ATTR.model] ?? {}
    const fresh = results[2 * i + 1]?.facets?.[ATTR.model] ?? {}
    return Object.entries(all).map(([model, inStock]) => ({ make, model, inStock, newOrDemoInStock: fresh[model] ?? 0 }))
  })
}

/** The make and model of each offer the site shows now. */
function offeredModels(offers: readonly Offer[]): OfferedModel[] {
  return offers.flatMap((offer) => {
    const maker = docOf(offer.manufacturer)
    const make = maker?.name?.trim()
    const model = offer.model?.name?.trim() || offer.model?.slug?.trim()
    if (!make || !model) return []
    return [{ make, model, slug: offer.model?.slug ?? null, overrideUrl: offer.model?.override_url ?? null }]
  })
}

/** The site's current offers (visible, running). */
async function currentOffers(site: Site): Promise<Offer[]> {
  return offersForGrid(await getOffers(site), site, { now: new Date() })
}

/**
 * The makes and models the site sells (src/rules/modelPage.ts#sellsModel), most stock first;
 * [] when the search cannot answer. Once per request.
 */
export const getSoldModels = cache(async (site: Site): Promise<ModelCandidate[]> => {
  let stock: StockedModel[]
  try {
    stock = await cachedForSite(site.id, 'vehicles', ['stocked-models'], () => readStockedModels(site), { revalidate: STOCK_REVALIDATE_SECONDS })
  } catch (error) {
    console.error('[model pages] could not read the stocked models', error)
    return []
  }
  return soldModels(modelCandidates(stock, offeredModels(await currentOffers(site))), site)
})

/** A model's offers on the site now. */
export async function getModelOffers(site: Site, model: Pick<ModelCandidate, 'makeSlug' | 'slug'>): Promise<Offer[]> {
  return (await currentOffers(site)).filter((offer) => {
    const maker = docOf(offer.manufacturer)
    const modelSlug = offer.model?.slug?.trim() ? nameSlug(offer.model.slug) : nameSlug(offer.model?.name ?? '')
    return Boolean(maker?.name) && nameSlug(maker!.name) === model.makeSlug && modelSlug === model.slug
  })
}

/**
 * The first cars in stock of a make and model, and the figures of its new and demo cars (the
 * model page's facts and "from" price: src/data/modelStock.ts); empty when the search fails.
 */
export async function getModelStock(site: Site, model: Pick<ModelCandidate, 'make' | 'model'>, hitsPerPage = 8): Promise<ModelStock> {
  try {
    const config = await getSearchConfig(site)
    if (!config) return EMPTY_MODEL_STOCK
    return modelStockFrom(await searchVehicles(config.siteSlug, buildModelStockRequests(config.indexName, model, hitsPerPage)))
  } catch (error) {
    console.error('[model pages] could not read the stock of a model', error)
    return EMPTY_MODEL_STOCK
  }
}

/** The editor content of a model page (newest document naming the make and model), or null. */
export async function getModelPageContent(site: Site, model: Pick<ModelCandidate, 'makeSlug' | 'slug'>): Promise<ModelPage | null> {
  try {
    const docs = await cachedForSite(site.id, 'model-pages', ['all'], async () => {
      const payload = await payloadClient()
      const res = await payload.find({ collection: 'model-pages', where: { site: { equals: site.id } }, sort: '-updatedAt', depth: 2, limit: 500, overrideAccess: true })
      return res.docs
    })
    return (
      docs.find((doc) => {
        const maker = docOf(doc.manufacturer)
        return maker && nameSlug(maker.slug || maker.name) === model.makeSlug && nameSlug(doc.model) === model.slug
      }) ?? null
    )
  } catch (error) {
    console.error('[model pages] could not read model page content', error)
    return null
  }
}

/** A make's manufacturer document (its logo) by slug, or null. */
export async function getManufacturerBySlug(makeSlug: string): Promise<(Pick<Manufacturer, 'id' | 'name' | 'slug'> & { logo: Media | null }) | null> {
  try {
    return await cachedShared(['manufacturer-by-slug', makeSlug], [globalCollectionTag('manufacturers'), globalCollectionTag('media')], async () => {
      const payload = await payloadClient()
      const res = await payload.find({ collection: 'manufacturers', where: { slug: { equals: makeSlug } }, limit: 1, depth: 1, overrideAccess: true })
      const doc = res.docs[0]
      if (!doc) return null
      return { id: doc.id, name: doc.name, slug: doc.slug, logo: docOf(doc.logo) ?? null }
    })
  } catch {
    return null
  }
}
