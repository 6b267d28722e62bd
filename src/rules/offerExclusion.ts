/**
 * Which offers a site shows.
 *
 * SPEC.md section 5: "Offers excluded for a website through excluded_website_ids are hidden,
 * with exceptions for a fixed list of offer ids on one site."
 * SPEC.md section 3, Offer: id, ..., excluded_website_ids.
 * DESIGN.md site settings: "offer ids exempt from exclusion", default none.
 *
 * Ids may be numbers or strings; they are compared as trimmed strings.
 */

export type OfferSiteId = string | number

/** The fields of an offer this rule reads. */
export interface ExcludableOffer {
  id: OfferSiteId
  excluded_website_ids?: readonly OfferSiteId[] | null
}

function idKey(id: OfferSiteId | null | undefined): string {
  return id === null || id === undefined ? '' : String(id).trim()
}

/** True when two ids are the same, comparing as strings (7 and "7" are the same id). */
function idsEqual(a: OfferSiteId | null | undefined, b: OfferSiteId | null | undefined): boolean {
  const keyA = idKey(a)
  return keyA !== '' && keyA === idKey(b)
}

/**
 * True when an offer shows on a site: it is not excluded for the site through
 * excluded_website_ids, or its id is in the site's exempt offer ids (SPEC.md section 5).
 */
export function isOfferVisibleOnSite(
  offer: ExcludableOffer,
  siteId: OfferSiteId,
  exemptOfferIds: readonly OfferSiteId[] = [],
): boolean {
  const excluded = (offer.excluded_website_ids ?? []).some((id) => idsEqual(id, siteId))
  if (!excluded) return true
  return exemptOfferIds.some((id) => idsEqual(id, offer.id))
}

/** The offers a site shows, in their original order (SPEC.md section 5). */
export function visibleOffers<T extends ExcludableOffer>(
  offers: readonly T[] | null | undefined,
  siteId: OfferSiteId,
  exemptOfferIds: readonly OfferSiteId[] = [],
): T[] {
  return (offers ?? []).filter((offer) => isOfferVisibleOnSite(offer, siteId, exemptOfferIds))
}
