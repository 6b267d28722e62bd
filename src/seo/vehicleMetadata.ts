/**
 * Next.js metadata of a vehicle page: a title and description per car, the
 * canonical URL on the site's own host (siteOrigin), Open Graph and Twitter cards with the main
 * image. Pure: the page passes the car (SPEC.md §3 names, e.g. a search record) and the origin.
 */
import type { Metadata } from 'next'
import { priceDisplay, type PriceSettings } from '../rules/priceDisplay'
import { formatVehicleCount } from '../rules/searchCount'
import { absoluteImageUrl, absoluteUrl } from './siteOrigin'
import { carImageUrls, carName, clip, commentParagraphs, shown, toNumber, vehicleWord, type SeoCar } from './seoCar'
import { carPath } from './vehicleJsonLd'

const DESCRIPTION_MAX = 160

export interface VehicleMetadataOptions {
  origin: string
  siteName: string
  path?: string
  priceSettings?: PriceSettings
}

/** "2022 Toyota Corolla Ascent Sport for sale in Brisbane" (the layout appends " | {site}"). */
export function vehicleTitle(car: SeoCar): string {
  const place = shown(car.city) ?? shown(car.location_name)
  const sold = (car.status ?? '').toLowerCase() === 'sold'
  return `${carName(car)}${sold ? ' (sold)' : ' for sale'}${place ? ` in ${place}` : ''}`
}

/** Price, odometer, transmission, fuel and the start of the dealer comments, at most 160 characters. */
export function vehicleDescription(car: SeoCar, siteName: string, settings: PriceSettings = {}): string {
  const price = priceDisplay(car, settings)
  const km = toNumber(car.km)
  const facts = [
    price.kind === 'noPrice' ? null : price.text,
    km !== null ? `${formatVehicleCount(km)} km` : null,
    shown(car.simple_transmission) ?? shown(car.transmission),
    shown(car.simple_fuel) ?? shown(car.fuel),
    shown(car.colour),
  ].filter(Boolean)
  const sold = (car.status ?? '').toLowerCase() === 'sold'
  const lead = sold
    ? `This ${carName(car)} has sold. Find a similar ${vehicleWord(car)} at ${siteName}.`
    : `${carName(car)}${facts.length ? `: ${facts.join(', ')}` : ''}. At ${siteName}.`
  const comments = commentParagraphs(car.dealercomments).join(' ')
  return clip(comments ? `${lead} ${comments}` : lead, DESCRIPTION_MAX)
}

export function vehicleMetadata(car: SeoCar, options: VehicleMetadataOptions): Metadata {
  const url = absoluteUrl(options.origin, options.path ?? carPath(car))
  const title = vehicleTitle(car)
  const description = vehicleDescription(car, options.siteName, options.priceSettings)
  const image = absoluteImageUrl(options.origin, carImageUrls(car)[0])
  const images = image ? [{ url: image, alt: carName(car) }] : undefined
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: options.siteName,
      locale: 'en_AU',
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  }
}
