/**
 * Which makes' offers a site shows ("An offer with a manufacturer is shown only on sites
 * that sell that make (their manufacturers or their dealerships' manufacturers) unless an editor
 * assigns it to the site explicitly").
 *
 * SPEC.md section 3, Offer: "manufacturer (name or string)"; section 5: offers excluded through
 * excluded_website_ids are hidden (src/rules/offerExclusion.ts, applied after this rule).
 *
 * - An offer without a manufacturer follows the other rules only (targeting and exclusion).
 * - An offer that lists the site in its `sites` (an editor's explicit choice) shows whatever its make.
 * - Otherwise (an offer for every site) it shows only where the site sells its make: the site's own
 *   make (`manufacturerName` of a single-brand site), or a make of one of its dealerships or
 *   locations. A site that names no make sells none for this rule.
 *
 * Makes compare by id, or by slug (spaces as hyphens, case ignored) when the site names its make
 * as text. Pure: the loader (src/data/content.ts#getOffers) gathers the site's makes.
 */
import { relationId, sameId, type Id } from '@/lib/relations'
import { slugify } from '@/lib/slug'

/** A make as an offer holds it: an id, or the populated manufacturer. */
export type OfferMake = Id | { id: Id; name?: string | null; slug?: string | null } | null | undefined

/** The makes a site sells: manufacturer ids (dealerships, locations) and names (the site's own make). */
export interface SiteMakes {
  ids: readonly Id[]
  names: readonly (string | null | undefined)[]
}

/** The fields of an offer this rule reads. */
export interface MakeScopedOffer {
  manufacturer?: OfferMake
  sites?: readonly unknown[] | null
}

const makeKey = (value: string | null | undefined): string => (value ? slugify(value.trim()) : '')

/** True when the site sells the offer's make (by id, or by the make's slug or name). */
export function siteSellsMake(makes: SiteMakes, make: OfferMake): boolean {
  const id = relationId(make)
  if (id !== null && makes.ids.some((own) => sameId(own, id))) return true
  if (!make || typeof make !== 'object') return false
  const keys = new Set([makeKey(make.slug), makeKey(make.name)].filter((key) => key !== ''))
  return makes.names.some((name) => {
    const key = makeKey(name)
    return key !== '' && keys.has(key)
  })
}

/** True when an editor assigned the offer to this site (its `sites` names it). */
export function isOfferAssignedToSite(offer: MakeScopedOffer, siteId: Id): boolean {
  return (offer.sites ?? []).some((site) => sameId(relationId(site), siteId))
}

/** True when the offer may show on the site as far as its make goes (see the module comment). */
export function isOfferForSiteMakes(offer: MakeScopedOffer, siteId: Id, makes: SiteMakes): boolean {
  if (relationId(offer.manufacturer) === null) return true
  if (isOfferAssignedToSite(offer, siteId)) return true
  return siteSellsMake(makes, offer.manufacturer)
}

/** The offers whose make the site may show, in their original order. */
export function offersForSiteMakes<T extends MakeScopedOffer>(offers: readonly T[] | null | undefined, siteId: Id, makes: SiteMakes): T[] {
  return (offers ?? []).filter((offer) => isOfferForSiteMakes(offer, siteId, makes))
}
