/**
 * The document shapes the block UI reads, written structurally so they accept the Payload docs
 * the loaders in src/data/ return (populated at depth 1) as well as test fixtures.
 */

import { docOf, type Id, type Relation } from '@/lib/relations'

export type { Id, Relation }

export interface MediaSizeLike {
  url?: string | null
}

export interface MediaLike {
  id?: Id
  url?: string | null
  alt?: string | null
  sizes?: {
    thumbnail?: MediaSizeLike | null
    card?: MediaSizeLike | null
    hero?: MediaSizeLike | null
  } | null
}

export interface ManufacturerLike {
  id?: Id
  name?: string | null
  slug?: string | null
}

/** SPEC.md §3 Offer, as stored in the `offers` collection. */
export interface OfferLike {
  id: Id
  name: string
  slug?: string | null
  description?: string | null
  disclaimer?: string | null
  image?: Relation<MediaLike>
  image_url?: string | null
  manufacturer?: Relation<ManufacturerLike> | string
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  excluded_website_ids?: readonly Relation<{ id: Id }>[] | null
  validUntil?: string | null
}

/** SPEC.md §3 Review, as stored in the `reviews` collection. */
export interface ReviewLike {
  id: Id
  customer_name: string
  text?: string | null
  rating: number
  review_date: string
  image?: Relation<MediaLike>
  location?: Relation<{ id: Id }>
  dealership?: Relation<{ id: Id }>
  hidden?: boolean | null
}

/** SPEC.md §3 Special (holiday) hours entry, as stored in `holiday-hours`. */
export interface HolidayHoursLike {
  id?: Id
  name?: string | null
  date: string
  status: string
  start_hour?: string | null
  end_hour?: string | null
  department?: 'all' | 'sales' | 'service' | 'parts' | null
  /** Empty applies to every location of the site. */
  locations?: readonly Relation<{ id: Id }>[] | null
}

export interface OpeningDayLike {
  weekday: string | number
  status: string
  open?: string | null
  close?: string | null
  formated_hours?: string | null
}

/** SPEC.md §3 Location, as stored in the `locations` collection (depth 1). */
export interface LocationLike {
  id: Id
  name: string
  slug?: string | null
  visible?: boolean | null
  primary?: boolean | null
  location_type?: 'sales' | 'service' | 'parts' | '' | null
  location_subtype?: readonly string[] | null
  manufacturers?: readonly Relation<ManufacturerLike>[] | null
  dealer_license_number?: string | null
  motor_vehicle_repairer?: string | null
  badgeText?: string | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    lat?: number | null
    long?: number | null
    place_url?: string | null
  } | null
  map?: { zoom?: number | null; centreLat?: number | null; centreLong?: number | null } | null
  contact_detail?: { phone?: string | null; landline_phone?: string | null; email?: string | null } | null
  opening_hours?: readonly { department?: string | null; days?: readonly OpeningDayLike[] | null }[] | null
  image?: Relation<MediaLike>
  reviews?: { average_rating?: number | null; review_count?: number | null } | null
}

/** The best URL of a media document for a size ("card", "hero", "thumbnail"), falling back to the original. */
export function mediaUrl(value: Relation<MediaLike>, size?: 'card' | 'hero' | 'thumbnail'): string | null {
  const media = docOf(value)
  if (!media) return null
  return (size ? media.sizes?.[size]?.url : null) || media.url || null
}
