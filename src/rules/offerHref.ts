/**
 * The link to a single offer page (SPEC.md §2 Routes): "/offers/{id} or
 * /offers/{manufacturer-slug}/{id}; the manufacturer form is used when the site has no single
 * manufacturer and the offer has one". Pure.
 */
import { slugify } from '@/lib/slug'
import type { Offer } from '@/payload-types'

/** The slug of an offer's manufacturer: its slug, else its name with spaces as hyphens; null when none. */
export function offerManufacturerSlug(offer: Pick<Offer, 'manufacturer'>): string | null {
  const maker = offer.manufacturer
  if (!maker || typeof maker !== 'object') return null
  const slug = maker.slug?.trim() ? slugify(maker.slug) : maker.name?.trim() ? slugify(maker.name) : ''
  return slug || null
}

/**
 * `/offers/{manufacturer-slug}/{id}` when the site has no single manufacturer
 * (`site.manufacturerName` empty) and the offer has a manufacturer; otherwise `/offers/{id}`.
 */
export function offerHref(
  offer: Pick<Offer, 'id' | 'manufacturer'>,
  site: { manufacturerName?: string | null },
): string {
  const id = encodeURIComponent(String(offer.id).trim())
  const singleManufacturer = Boolean(site.manufacturerName?.trim())
  const maker = singleManufacturer ? null : offerManufacturerSlug(offer)
  return maker ? `/offers/${encodeURIComponent(maker)}/${id}` : `/offers/${id}`
}
