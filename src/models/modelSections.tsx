/**
 * The model showroom's sections below the hero (src/models/modelPage.tsx): key facts, the model's
 * current offers and its cars in stock.
 */
import Link from 'next/link'
import type { Site } from '@/payload-types'
import { OfferCard } from '@blocks/OffersGrid/OfferCard'
import { OFFERS_GRID_CLASS } from '@/components/ui/gridClasses'
import { CarCard } from '@/components/cards/CarCard'
import { toCardCar } from '@/components/cards/cardCar'
import type { SiteUi } from '@/search/cardTypes'
import type { ModelCandidate, modelKeyFacts } from '@/rules/modelPage'
import type { getModelOffers, getModelStock } from '@/data'

export function ModelFacts({ facts }: { facts: ReturnType<typeof modelKeyFacts> }) {
  if (facts.length === 0) return null
  return (
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
  )
}

type OffersProps = { offers: Awaited<ReturnType<typeof getModelOffers>>; site: Site; model: ModelCandidate; soldModels: ModelCandidate[] }

export function ModelOffers({ offers, site, model, soldModels }: OffersProps) {
  if (offers.length === 0) return null
  return (
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
  )
}

type StockProps = { stock: Awaited<ReturnType<typeof getModelStock>>; model: ModelCandidate; ui: SiteUi; searchPath: string; nowMs: number }

export function ModelStock({ stock, model, ui, searchPath, nowMs }: StockProps) {
  const name = `${model.make} ${model.model}`
  const label = ui.vehicleLabel.toLowerCase()
  return (
    <section aria-labelledby="model-stock" className="mx-auto max-w-7xl px-4 py-8" data-testid="model-stock">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="model-stock" className="text-2xl font-bold">{model.model} in stock</h2>
        {stock.total > 0 ? (
          <Link href={searchPath} className="font-semibold underline">
            See all {stock.total} {name} {label}s
          </Link>
        ) : null}
      </div>
      {stock.cars.length === 0 ? (
        <p className="mt-4 text-gray-700">There are no {name} {label}s in stock right now. Enquire below and we will find one for you.</p>
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
  )
}
