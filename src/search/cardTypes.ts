/** A car as the search index returns it: the search record type (src/search/carRecord.ts). */
import type { SpecialFeatureView } from '@/rules/specialFeature'
export type { CarRecord as CarHit } from '@/search/carRecord'

/**
 * The per-site switches the search page, car card and budget block read, as plain data that can
 * cross from a server component to a client component (see `toSiteUi` in
 * src/search/siteUi.ts).
 */
import type { StockNoun } from '@/rules/stockKind'

export interface SiteUi {
  slug: string
  name: string
  /** Singular vehicle word for texts: "Car", "Caravan" or "Vehicle" for a site of both (SPEC.md §2 "Show Me N <vehicles>"; rules/stockKind). */
  vehicleLabel: StockNoun
  /** More than one dealership lists stock here: cards show "See more from this dealer". */
  multiDealer: boolean
  financeEnabled: boolean
  financePath: string
  valuationEnabled: boolean
  stockCount: number | null
  popularMakesFirst: boolean
  popularMakes: string[]
  customBodyTypes: string[]
  truckMapsTo: 'ute' | 'lightTruck'
  electricHybridTag: boolean
  subscriptionsShown: boolean
  hideFavouritesWithoutImages: boolean
  noPriceText: string | null
  promoTile: { startsAt: string; endsAt: string; title: string; text: string; href: string } | null
  /** SPEC.md §4 special feature (rules/specialFeature): badge and filter; null when off. */
  specialFeature?: SpecialFeatureView | null
}
