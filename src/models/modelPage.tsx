/**
 * The model showroom (SPEC.md §2 "/{model-slug} or a model override url"): hero, key
 * facts from the model's new and demo variants in stock (never a used car, issue 32), the model's current offers, the cars in stock (linking
 * into /search/{make}/{model}), the editors' blocks (collection `model-pages`) and an enquiry.
 * Only for a model the site sells (src/rules/modelPage.ts); the catch-all route decides.
 */
import type { Metadata } from 'next'
import type { Site } from '@/payload-types'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { offerImage } from '@/rules/offers'
import { toSiteUi } from '@/search/siteUi'
import type { SiteUi } from '@/search/cardTypes'
import { ModelHero } from './modelHero'
import { ModelFacts, ModelOffers, ModelStock } from './modelSections'
import { facetValueLabel } from '@/search/facets'
import { searchSegment } from '@/search/searchLinks'
import { makeLeadFormSite } from '@/leads/leadFormSite'
import { LazyLeadForm } from '@/leads/LazyLeadForm'
import { formatCurrency } from '@/rules/currency'
import { brandPagePath, brandPagesEnabled, modelKeyFacts, type ModelCandidate, type ModelFacets } from '@/rules/modelPage'
import { getManufacturerBySlug, getModelOffers, getModelPageContent, getModelStock, getSearchConfig, getSoldModels } from '@/data'

/** `/search/{make}/{model}`: the model's stock on the search page. */
function modelSearchPath(model: Pick<ModelCandidate, 'make' | 'model'>): string {
  return `/search/${encodeURIComponent(searchSegment(model.make))}/${encodeURIComponent(searchSegment(model.model))}`
}

export async function modelPageMetadata(site: Site, model: ModelCandidate): Promise<Metadata> {
  const content = await getModelPageContent(site, model)
  const title = content?.seo?.title || `${model.make} ${model.model}`
  const description = content?.seo?.description || content?.intro || `The ${model.make} ${model.model} at ${site.name}: current offers, cars in stock and enquiries.`
  return { title, description: description.slice(0, 170) }
}

/** The stock's facet counts with body types under the site's own labels (a truck site's "Ute"). */
function labelledFacets(facets: ModelFacets, truckMapsTo: SiteUi['truckMapsTo']): ModelFacets {
  return Object.fromEntries(
    Object.entries(facets).map(([attribute, values]) => [
      attribute,
      Object.fromEntries(Object.entries(values ?? {}).map(([value, count]) => [attribute === 'body' ? facetValueLabel('body', value, truckMapsTo) : value, count])),
    ]),
  )
}

export async function ModelShowroom({ site, model }: { site: Site; model: ModelCandidate }) {
  const [stock, offers, content, maker, soldModels, searchConfig] = await Promise.all([
    getModelStock(site, model),
    getModelOffers(site, model),
    getModelPageContent(site, model),
    getManufacturerBySlug(model.makeSlug),
    getSoldModels(site),
    getSearchConfig(site),
  ])
  // One place question, only the places that sell the make (issue 32).
  const formSite = await makeLeadFormSite(site, maker?.id)
  const ui = toSiteUi(site)
  const name = `${model.make} ${model.model}`
  // Issue 32: facts and "Price from" from the model's new and demo cars only (src/data/modelStock.ts).
  const facts = modelKeyFacts({ total: stock.facts.total, priceMin: stock.facts.price.min, facets: labelledFacets(stock.facts.facets, ui.truckMapsTo) }, formatCurrency, ui.vehicleLabel.toLowerCase())
  const heroImage = offers.map((o) => offerImage(o)).find((image) => image.src) ?? { src: stock.cars[0]?.images?.[0]?.url ?? null, alt: name }
  const searchPath = modelSearchPath(model)
  const brandLink = brandPagesEnabled(site) ? brandPagePath(model) : null

  return (
    <div data-model-page={`${model.makeSlug}/${model.slug}`}>
      <ModelHero model={model} maker={maker} brandLink={brandLink} intro={content?.intro} stockTotal={stock.total} searchPath={searchPath} heroImage={heroImage} />
      <ModelFacts facts={facts} />
      <ModelOffers offers={offers} site={site} model={model} soldModels={soldModels} />
      <ModelStock stock={stock} model={model} ui={ui} searchPath={searchPath} nowMs={Date.now()} />

      {content?.layout?.length ? <RenderBlocks blocks={content.layout} site={site} searchConfig={searchConfig} /> : null}

      <section id="model-enquiry" aria-labelledby="model-enquiry-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10">
        <h2 id="model-enquiry-heading" className="mb-4 text-2xl font-bold">Enquire about the {name}</h2>
        <div className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
          <LazyLeadForm kind="contact" site={formSite} categories={[`${name} enquiry`, 'Test Drive', 'General Enquiry']} />
        </div>
      </section>
    </div>
  )
}
