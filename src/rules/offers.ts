/**
 * Offer card helpers and the list an offers grid shows. Pure: `now` is passed in.
 * Exclusion per site uses src/rules/offerExclusion.ts (SPEC.md §5).
 */
import { visibleOffers } from '@/rules/offerExclusion'
import { slugify } from '@/lib/slug'
import { isCtaHref } from '@/lib/links'
import { docOf, relationId, sameId, type Id, type Relation } from '@/lib/relations'
import type { Manufacturer, Offer } from '@/payload-types'
import { offerManufacturerSlug } from '@/rules/offerHref'
import { modelPagePath, soldModelFor, type ModelCandidate } from '@/rules/modelPage'

/** A manufacturer to filter by: its id, its populated document, or its slug or name. */
export type ManufacturerChoice = Relation<Pick<Manufacturer, 'id' | 'name' | 'slug'>> | string

/** The card image of an offer: the upload's card size, else the upload, else image_url. */
export function offerImage(offer: Pick<Offer, 'image' | 'image_url' | 'name'>): { src: string | null; alt: string } {
  const media = docOf(offer.image)
  const upload = media ? media.sizes?.card?.url || media.url || null : null
  const external = offer.image_url?.trim() || null
  return { src: upload ?? external, alt: (media?.alt?.trim() || offer.name || '').trim() }
}

/**
 * The "Explore model" link (SPEC.md §2 "/{model-slug} or a model override url"): the model's
 * override url when it is a same-site path or an https URL; else the model page `/{model slug}`
 * when the site sells the make and model (`sold`: src/data/models.ts#getSoldModels, rule
 * src/rules/modelPage.ts); else the stock of that model, /search/{make}/{model} (or a keyword
 * search when the offer names no make), so the link never leads to a 404. Null when the
 * offer has no model.
 */
export function exploreModelHref(offer: Pick<Offer, 'model' | 'manufacturer'>, sold: readonly ModelCandidate[] = []): string | null {
  const override = offer.model?.override_url?.trim()
  if (override && isCtaHref(override)) return override
  const slug = offer.model?.slug?.trim() ? slugify(offer.model.slug) : ''
  if (!slug) return null
  const make = offerManufacturerSlug(offer)
  const page = soldModelFor(sold, docOf(offer.manufacturer)?.name ?? make, slug)
  if (page) return modelPagePath(page)
  if (make) return `/search/${encodeURIComponent(make)}/${encodeURIComponent(slug)}`
  const name = offer.model?.name?.trim() || slug.replace(/-/g, ' ')
  return `/cars?query=${encodeURIComponent(name)}`
}

/**
 * True while an offer runs: from `validFrom` (none: at once) to the end of the `validUntil` day
 * (none: for as long as it is published). Pages holding offers re-render at least every 5
 * minutes, so a scheduled offer appears and an expired one leaves the site by itself.
 */
export function isOfferCurrent(offer: Pick<Offer, 'validUntil'> & { validFrom?: string | null }, now: Date): boolean {
  if (offer.validFrom) {
    const from = new Date(offer.validFrom)
    if (!Number.isNaN(from.getTime()) && from.getTime() > now.getTime()) return false
  }
  if (!offer.validUntil) return true
  const until = new Date(offer.validUntil)
  if (Number.isNaN(until.getTime())) return true
  // A date-only "valid until" covers the whole day.
  return until.getTime() + 24 * 60 * 60 * 1000 > now.getTime()
}

/** True when an offer is for a manufacturer given as an id, slug, name or populated document. */
export function offerHasManufacturer(offer: Pick<Offer, 'manufacturer'>, wanted: ManufacturerChoice): boolean {
  const doc = docOf(wanted)
  const wantedId = doc ? doc.id : typeof wanted === 'number' || (typeof wanted === 'string' && /^\d+$/.test(wanted)) ? wanted : null
  const wantedSlug = doc ? (doc.slug || doc.name ? slugify(doc.slug || doc.name || '') : null) : typeof wanted === 'string' && !/^\d+$/.test(wanted) ? slugify(wanted) : null
  const maker = offer.manufacturer
  if (maker === null || maker === undefined) return false
  if (wantedId !== null && wantedId !== undefined && sameId(relationId(maker), wantedId)) return true
  if (!wantedSlug) return false
  const makerDoc = docOf(maker)
  return Boolean(makerDoc && [makerDoc.slug, makerDoc.name].some((value) => value && slugify(value) === wantedSlug))
}

export interface OffersForGridOptions {
  /** Only offers for this manufacturer (id, slug, name or document); empty shows every offer. */
  manufacturer?: ManufacturerChoice
  /** At most this many offers; empty or 0 shows all. */
  limit?: number | null
  now: Date
}

/**
 * The offers a grid shows, in their original order: visible on the site (SPEC.md §5: excluded
 * through excluded_website_ids unless the site lists the offer id as exempt), still valid,
 * for the chosen manufacturer, up to the limit.
 */
export function offersForGrid<T extends Pick<Offer, 'id' | 'excluded_website_ids' | 'validUntil' | 'manufacturer'>>(
  offers: readonly T[] | null | undefined,
  site: { id: Id; settings?: { offerIdsExemptFromExclusion?: readonly { value: string }[] | null } | null },
  { manufacturer, limit, now }: OffersForGridOptions,
): T[] {
  const exempt = (site.settings?.offerIdsExemptFromExclusion ?? []).map((item) => item.value)
  const normalised = (offers ?? []).map((offer) => ({
    offer,
    id: offer.id,
    excluded_website_ids: (offer.excluded_website_ids ?? []).flatMap((value) => {
      const id = relationId(value)
      return id === null ? [] : [id]
    }),
  }))
  const wanted = manufacturer === null || manufacturer === undefined || manufacturer === '' ? null : manufacturer
  const list = visibleOffers(normalised, site.id, exempt)
    .map((item) => item.offer)
    .filter((offer) => isOfferCurrent(offer, now))
    .filter((offer) => wanted === null || offerHasManufacturer(offer, wanted))
  const max = typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : list.length
  return list.slice(0, max)
}
