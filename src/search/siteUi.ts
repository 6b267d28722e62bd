/**
 * The plain-data view of a Site that the search page, car cards and the budget block need.
 * Pure (no I/O): server pages call it and pass the result to client components, so the whole
 * Site document (relationships, editor fields) never ships to the browser.
 */
import type { Site } from '@/payload-types'
import type { SiteUi } from './cardTypes'
import { isSameSitePath } from '@/lib/links'
import { specialFeatureView } from '@/rules/specialFeature'
import { siteStockKind, stockNoun } from '@/rules/stockKind'

const DEFAULT_FINANCE_PATH = '/finance'

const values = (list: ReadonlyArray<{ value?: string | null } | null> | null | undefined): string[] =>
  (list ?? []).map((e) => (e?.value ?? '').trim()).filter((v) => v !== '')

/** Only same-site paths are used for links built from settings (e.g. "/finance"). */
export function safeSitePath(value: string | null | undefined, fallback: string): string {
  return isSameSitePath(value) ? value.trim() : fallback
}

/** Dealerships of the site when the join is loaded; null when unknown. */
function dealershipCount(site: Site): number | null {
  const join = site.dealerships
  if (!join) return null
  if (typeof join.totalDocs === 'number') return join.totalDocs
  return Array.isArray(join.docs) ? join.docs.length : null
}

export function toSiteUi(site: Site): SiteUi {
  const s = site.settings ?? {}
  const itemTypes = s.stockItemTypes ?? []
  const promo = s.promoTile
  return {
    slug: site.slug,
    name: site.name,
    vehicleLabel: stockNoun(siteStockKind(itemTypes)),
    multiDealer: dealershipCount(site) !== 1,
    financeEnabled: s.financeEnabled !== false,
    financePath: safeSitePath(s.financePath, DEFAULT_FINANCE_PATH),
    valuationEnabled: s.valuationEnabled !== false,
    stockCount: typeof s.stockCount === 'number' && s.stockCount > 0 ? s.stockCount : null,
    popularMakesFirst: s.popularMakesFirst === true,
    popularMakes: values(s.popularMakes).slice(0, 20),
    customBodyTypes: (s.customBodyTypes ?? []).filter((t): t is NonNullable<typeof t> => Boolean(t)),
    truckMapsTo: s.truckMapsTo === 'ute' ? 'ute' : 'lightTruck',
    electricHybridTag: s.electricHybridTag === true,
    subscriptionsShown: s.subscriptionsShown === true,
    hideFavouritesWithoutImages: s.hideFavouritesWithoutImages === true,
    noPriceText: s.noPriceText?.trim() || null,
    specialFeature: specialFeatureView(site),
    promoTile:
      promo?.startsAt && promo?.endsAt && (promo.title || promo.text)
        ? {
            startsAt: promo.startsAt,
            endsAt: promo.endsAt,
            title: promo.title ?? '',
            text: promo.text ?? '',
            href: /^https:\/\/[^\s]+$/i.test(promo.href ?? '') ? (promo.href ?? '') : safeSitePath(promo.href, '/special-offers'),
          }
        : null,
  }
}
