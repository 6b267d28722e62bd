'use client'
/**
 * Car card (SPEC.md §2 Car card): image with the not-found fallback, location overlay, tag
 * banner (§4 Tag precedence), price (§4 Price display precedence, with the "Was $X, now:" line),
 * favourite and compare buttons (§5), key facts (a car's km, transmission and fuel; a caravan's
 * ATM, berths and length: rules/stockKind) and a link to the car.
 */
import Link from 'next/link'
import { carTag } from '@/rules/tagPrecedence'
import { priceDisplay } from '@/rules/priceDisplay'
import { keyFacts, type KeyFact } from '@/rules/stockKind'
import type { FavouriteCar } from '@/rules/favourites'
import { SafeImage } from '../SafeImage'
import { carUrl, dealerSearchUrl } from '@/search/searchLinks'
import { CarTagBanner } from './CarTagBanner'
import { SpecialFeatureBadge } from './SpecialFeatureBadge'
import { isSpecialFeatureEligible } from '@/rules/specialFeature'
import { FavouriteButtons } from './FavouriteButtons'
import { WatchlistSaveButton } from '../shopper/WatchlistSaveButton'
import { useClientNow } from './useClientNow'
import type { CardCar } from './cardCar'
import type { SiteUi } from '@/search/cardTypes'

type Props = {
  car: CardCar
  site: SiteUi
  /** Render time (epoch ms) shared by server and client so tags hydrate identically. */
  nowMs: number
  /** Show "See more from this dealer" (off when the results are already that dealer's). */
  showDealerLink?: boolean
  /** The first cards load eagerly (above the fold). */
  eager?: boolean
}

function carTitle(car: Pick<CardCar, 'year' | 'make' | 'model' | 'name'>): string {
  const built = [car.year, car.make, car.model].filter((v) => v !== null && v !== undefined && String(v).trim() !== '').join(' ')
  return built || (car.name ?? '').trim() || 'Vehicle'
}

function toFavouriteCar(car: CardCar): FavouriteCar {
  return {
    id: car.objectID,
    name: car.name ?? carTitle(car),
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
    status: car.status,
    sold: car.sold,
    price: car.price,
    images: car.images ?? null,
    photos_count: car.photos_count,
  }
}

export function CarCard({ car, site, nowMs: serverNowMs, showDealerLink = true, eager = false }: Props) {
  const nowMs = useClientNow(serverNowMs)
  const title = carTitle(car)
  const subtitle = [car.badge, car.series].filter((v) => v && String(v).trim() !== '').join(' ')
  const href = carUrl(car.slug, car.objectID)
  const tag = carTag(car, { electricHybridTag: site.electricHybridTag }, nowMs)
  const special = site.specialFeature && isSpecialFeatureEligible(car, site.specialFeature) ? site.specialFeature.label : null
  const price = priceDisplay(car, { showSubscriptions: site.subscriptionsShown, noPriceText: site.noPriceText })
  const image = car.primary_image_url || car.images?.find((i) => i?.url)?.url || null
  const location = car.location_name || [car.city, car.state?.toUpperCase()].filter(Boolean).join(', ')
  const facts = keyFacts(car)
  const headingId = `car-${car.objectID}-title`

  return (
    <article
      aria-labelledby={headingId}
      data-testid="car-card"
      data-price={price.amount ?? ''}
      data-list-price={car.price ?? ''}
      data-make={car.make ?? ''}
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        <SafeImage
          src={image}
          alt={`${title}${subtitle ? ` ${subtitle}` : ''}`}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full object-cover"
        />
        <div className="pointer-events-none absolute left-2 top-2 z-10 flex flex-col items-start gap-1">
          <CarTagBanner tag={tag} />
          {special ? <SpecialFeatureBadge label={special} /> : null}
        </div>
        <FavouriteButtons
          car={toFavouriteCar(car)}
          siteSlug={site.slug}
          hideFavouritesWithoutImages={site.hideFavouritesWithoutImages}
          className="absolute right-2 top-2 z-20"
        />
        <WatchlistSaveButton car={{ id: car.objectID, status: car.status, sold: car.sold, name: title }} className="absolute right-2 top-14 z-20" />
        {location ? <LocationOverlay location={location} /> : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="text-base font-bold leading-snug">
          {/* The title link stretches over the whole card; the buttons sit above it. */}
          <Link href={href} className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:underline">
            {title}
          </Link>
        </h3>
        {subtitle ? <p className="-mt-1 truncate text-sm text-gray-600">{subtitle}</p> : null}

        <div className="mt-auto" data-testid="car-price">
          {price.wasLine ? <p className="text-sm text-gray-600">{price.wasLine}</p> : null}
          <p
            className={`text-xl font-extrabold ${price.reduced ? 'text-red-700' : 'text-gray-900'} ${price.kind === 'noPrice' ? 'text-base font-semibold' : ''}`}
          >
            {price.text}
          </p>
        </div>

        {facts.length > 0 ? <KeyFacts facts={facts} /> : null}

        {showDealerLink && car.dealership_slug ? (
          <Link
            href={dealerSearchUrl(car.dealership_slug)}
            className="relative z-10 inline-flex min-h-10 items-center text-sm font-semibold text-brand underline-offset-2 hover:underline"
          >
            See more from this dealer
            {car.dealership_name ? <span className="sr-only">: {car.dealership_name}</span> : null}
          </Link>
        ) : null}
      </div>
    </article>
  )
}

/** Where the car is, over the foot of its photo. */
function LocationOverlay({ location }: { location: string }) {
  return (
    <p className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex items-center gap-1 bg-gradient-to-t from-black/75 to-transparent px-3 pb-2 pt-6 text-sm font-medium text-white">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="currentColor">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
      </svg>
      <span className="sr-only">Location: </span>
      <span className="truncate">{location}</span>
    </p>
  )
}

/** The card's key facts (a car's km, transmission and fuel; a caravan's ATM, berths and length). */
function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 border-t border-gray-100 pt-2 text-sm text-gray-700" data-testid="car-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1">
          <dt className="sr-only">{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  )
}
