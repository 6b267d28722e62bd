/**
 * Vehicle page header and price block: name, tag (rules/tagPrecedence, as on
 * the car card), price (rules/priceDisplay) with the "Was …, now:" line or the no-price text,
 * the drive-away / excl. government charges label, the market-price badge, odometer (a caravan's
 * ATM, berths and length instead), stock number and location.
 */
import { CarTagBanner } from '../../components/cards/CarTagBanner'
import { SpecialFeatureBadge } from '../../components/cards/SpecialFeatureBadge'
import type { VehicleView } from '../vehicleView'

export function VehicleHeader({ car }: { car: VehicleView }) {
  const p = car.price
  return (
    <header className="flex flex-col gap-2" data-testid="vehicle-header">
      {car.tag || car.specialFeature ? (
        <div className="flex flex-wrap items-center gap-2">
          {car.tag ? <CarTagBanner tag={car.tag} /> : null}
          {car.specialFeature ? <SpecialFeatureBadge label={car.specialFeature} /> : null}
        </div>
      ) : null}
      <h1 className="text-2xl font-bold leading-tight md:text-3xl" data-testid="vehicle-title">{car.title}</h1>
      {car.subtitle ? <p className="text-gray-600">{car.subtitle}</p> : null}
      <div data-testid="vehicle-price" data-price={p.amount ?? ''}>
        {p.wasLine ? <p className="text-sm text-gray-600">{p.wasLine}</p> : null}
        <p className={`font-extrabold ${p.kind === 'noPrice' ? 'text-xl' : 'text-3xl'} ${p.reduced ? 'text-red-700' : 'text-gray-900'}`}>
          {p.text}
          {car.priceTypeLabel ? <span className="ml-2 align-middle text-sm font-semibold text-gray-600" data-testid="price-type">{car.priceTypeLabel}</span> : null}
        </p>
      </div>
      {car.market ? (
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900" data-testid="market-badge" data-compared-with={car.market.comparedWith}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor"><path d="M10 15l-5-6h3V4h4v5h3z" /></svg>
          {car.market.text}
        </p>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        {car.odometer ? (
          <div className="flex gap-1"><dt className="font-semibold">Odometer:</dt><dd>{car.odometer}</dd></div>
        ) : null}
        {car.vanFacts.map((fact) => (
          <div key={fact.label} className="flex gap-1" data-testid="van-fact"><dt className="font-semibold">{fact.label}:</dt><dd>{fact.text}</dd></div>
        ))}
        {car.stocknum ? (
          <div className="flex gap-1"><dt className="font-semibold">Stock no.:</dt><dd>{car.stocknum}</dd></div>
        ) : null}
        {car.locationName ? (
          <div className="flex gap-1"><dt className="font-semibold">Location:</dt><dd>{car.buttons.location ? <a href="#vehicle-map" className="underline underline-offset-2" data-testid="header-location-link">{car.locationName}</a> : car.locationName}</dd></div>
        ) : null}
      </dl>
    </header>
  )
}
