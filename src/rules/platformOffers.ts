/**
 * Platform offers need the dealer's opt-in (issue 32, "A new dealer starts truthful").
 *
 * An offer whose `sites` is empty runs on every site: a platform or manufacturer campaign that no
 * dealer chose. A site shows such offers only when its staff switched "Show platform offers" on
 * (site settings `showPlatformOffers`); an offer made for the site (its `sites` names it) always
 * shows. New sites start with the switch off, so a new dealer shows no offer until its own staff
 * publish one or opt in; the demo sites were migrated as opted in.
 *
 * Decision: one switch per site rather than a per-offer opt-in list. Site editors cannot edit
 * platform offers (collections/Offers/access.ts), so a list kept on the offer would need a
 * platform admin for every dealer's choice; a switch on the site is the dealer's own, and new
 * platform campaigns then reach the dealers who asked for them. A single platform offer can still
 * be shown on one site alone by adding that site to the offer's sites.
 *
 * Pure: applied after the targeting and make rules (src/rules/offerMakes.ts) and before exclusion
 * (src/rules/offerExclusion.ts) by src/data/content.ts#getOffers.
 */
import { isOfferAssignedToSite, type MakeScopedOffer } from './offerMakes'
import type { Id } from '@/lib/relations'

/** True when the offer was made for every site (no site chosen). */
function isPlatformOffer(offer: Pick<MakeScopedOffer, 'sites'>): boolean {
  return (offer.sites ?? []).length === 0
}

/** True when the site may show the offer as far as opt-in goes. */
export function isOfferOptedIn(offer: MakeScopedOffer, siteId: Id, showPlatformOffers: boolean | null | undefined): boolean {
  if (isOfferAssignedToSite(offer, siteId)) return true
  return isPlatformOffer(offer) ? showPlatformOffers === true : false
}

/** The offers the site has opted into, in their original order. */
export function optedInOffers<T extends MakeScopedOffer>(offers: readonly T[] | null | undefined, siteId: Id, showPlatformOffers: boolean | null | undefined): T[] {
  return (offers ?? []).filter((offer) => isOfferOptedIn(offer, siteId, showPlatformOffers))
}
