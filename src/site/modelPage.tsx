/**
 * The model showroom (SPEC.md §2 "/{model-slug} or a model override url"): hero, key
 * facts from the model's new and demo variants in stock (never a used car, issue 32), the model's current offers, the cars in stock (linking
 * into /search/{make}/{model}), the editors' blocks (collection `model-pages`) and an enquiry.
 * Only for a model the site sells (src/rules/modelPage.ts); the catch-all route decides.
 */
import type { Metadata } from 'next'
import Link from 'next/link'
import type { Site } from '@/payload-types'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { OfferCard } from '@blocks/OffersGrid/OfferCard'
import { offerImage } from '@/rules/offers'
import { OFFERS_GRID_CLASS } from '@/components/ui/gridClasses'
import { CarCard } from '@/components/car/CarCard'
import { toCardCar } from '@/components/car/cardCar'
import { toSiteUi } from '@/search/siteUi'
import { facetValueLabel } from '@/search/facets'
import { searchSegment } from '@/search/links'
import { SafeImage } from '@/components/SafeImage'
import { makeLeadFormSite } from '@/components/leads/leadFormSite'
import { LazyLeadForm } from '@/components/leads/LazyLeadForm'
import { formatCurrency } from '@/rules/currency'
import { brandPagePath, brandPagesEnabled, modelKeyFacts, type ModelCandidate, type ModelFacets } from '@/rules/modelPage'
import { logoBox } from '@/rules/logoBox'
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
  const nowMs = Date.now()
  const name = `${model.make} ${model.model}`
  const labelled: ModelFacets = Object.fromEntries(
    Object.entries(stock.facts.facets).map(([attribute, values]) => [
      attribute,
      Object.fromEntries(Object.entries(values ?? {}).map(([value, count]) => [attribute === 'body' ? facetValueLabel('body', value, ui.truckMapsTo) : value, count])),
    ]),
  )
  // Issue 32: facts and "Price from" from the model's new and demo cars only (src/data/modelStock.ts).
  const facts = modelKeyFacts({ total: stock.facts.total, priceMin: stock.facts.price.min, facets: labelled }, formatCurrency, ui.vehicleLabel.toLowerCase())
  const heroImage = offers.map((o) => offerImage(o)).find((image) => image.src) ?? { src: stock.cars[0]?.images?.[0]?.url ?? null, alt: name }
  const searchPath = modelSearchPath(model)
  const logo = maker?.logo?.url ?? null
  // Its box is known before it loads (src/rules/logoBox.ts): the heading below does not move.
  const logoSize = logoBox(maker?.logo, 40, 160)
  const logoClass = logoSize.contain ? 'mb-4 h-10 object-contain object-left' : 'mb-4 h-10 w-auto'
  const brandLink = brandPagesEnabled(site) ? brandPagePath(model) : null

  return (
    <div data-model-page={`${model.makeSlug}/${model.slug}`}>
      <section className="bg-gray-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2">
          <div>
            {logo ? (
              brandLink ? (
                <Link href={brandLink} aria-label={`All ${model.make} models`}>
                  <SafeImage src={logo} alt={`${model.make} logo`} className={logoClass} style={{ width: logoSize.width }} width={logoSize.width} height={logoSize.height} />
                </Link>
              ) : (
                <SafeImage src={logo} alt={`${model.make} logo`} className={logoClass} style={{ width: logoSize.width }} width={logoSize.width} height={logoSize.height} />
              )
            ) : (
              <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">{brandLink ? <Link href={brandLink} className="underline">{model.make}</Link> : model.make}</p>
            )}
            <h1 className="text-3xl font-bold md:text-5xl">{name}</h1>
            {content?.intro ? <p className="mt-4 text-lg text-gray-800">{content.intro}</p> : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {stock.total > 0 ? (
                <Link href={searchPath} className="inline-flex items-center rounded bg-brand px-5 py-3 font-semibold text-on-brand hover:opacity-90">
                  See all {stock.total} in stock
                </Link>
              ) : null}
              <a href="#model-enquiry" className="inline-flex items-center rounded border border-gray-400 bg-white px-5 py-3 font-semibold text-gray-900 hover:bg-gray-100">
                Enquire about the {model.model}
              </a>
            </div>
          </div>
          {heroImage.src ? (
            <SafeImage src={heroImage.src} alt={heroImage.alt || name} className="aspect-video w-full rounded-lg object-cover" width={960} height={540} loading="eager" />
          ) : null}
        </div>
      </section>

      {facts.length > 0 ? (
        <section aria-labelledby="model-facts" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="model-facts" className="text-2xl font-bold">Key facts</h2>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="model-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded border border-gray-200 bg-white p-4">
                <dt className="text-sm text-gray-700">{fact.label}</dt>
                <dd className="mt-1 text-lg font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {offers.length > 0 ? (
        <section aria-labelledby="model-offers" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="model-offers" className="text-2xl font-bold">Current {model.model} offers</h2>
          <ul className={`mt-4 ${OFFERS_GRID_CLASS}`}>
            {offers.map((offer) => (
              <li key={String(offer.id)} className="min-w-0">
                <OfferCard offer={offer} site={site} headingLevel={3} soldModels={soldModels.filter((m) => m !== model)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="model-stock" className="mx-auto max-w-7xl px-4 py-8" data-testid="model-stock">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="model-stock" className="text-2xl font-bold">{model.model} in stock</h2>
          {stock.total > 0 ? (
            <Link href={searchPath} className="font-semibold underline">
              See all {stock.total} {name} {ui.vehicleLabel.toLowerCase()}s
            </Link>
          ) : null}
        </div>
        {stock.cars.length === 0 ? (
          <p className="mt-4 text-gray-700">There are no {name} {ui.vehicleLabel.toLowerCase()}s in stock right now. Enquire below and we will find one for you.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {stock.cars.map((car, i) => (
              <li key={String(car.objectID)} className="min-w-0">
                <CarCard car={toCardCar(car)} site={ui} nowMs={nowMs} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>

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
