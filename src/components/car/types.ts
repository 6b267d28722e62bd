/**
 * A car as the search index returns it (DESIGN.md "Search contract": index records carry the
 * SPEC.md §3 Car field names). Every field except objectID may be missing on a record.
 */
export interface CarHit {
  objectID: string
  name?: string | null
  slug?: string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  year?: number | string | null
  car_type?: string | null
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  certified?: boolean | null
  tag?: string | null
  item_type?: string | null
  price?: number | string | null
  before_price?: number | string | null
  offer_price?: number | string | null
  subscription_price?: number | string | null
  preorder?: boolean | string | number | null
  km?: number | string | null
  body?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  simple_transmission?: string | null
  transmission?: string | null
  simple_drive?: string | null
  drive?: string | null
  colour?: string | null
  seats?: number | string | null
  location_name?: string | null
  city?: string | null
  state?: string | null
  dealership_slug?: string | null
  dealership_name?: string | null
  primary_image_url?: string | null
  images?: Array<{ url?: string | null } | null> | null
  photos_count?: number | null
  /** Epoch seconds. */
  created_at?: number | string | null
  sold_date_timestamp?: number | null
  custom_rank?: number | null
}

/**
 * The per-site switches the search page, car card and budget block read, as plain data that can
 * cross from a server component to a client component (see `toSiteUi` in
 * src/components/search/siteUi.ts).
 */
export interface SiteUi {
  slug: string
  name: string
  /** Singular vehicle word for texts: "Car" or "Caravan" (SPEC.md §2 "Show Me N <vehicles>"). */
  vehicleLabel: 'Car' | 'Caravan'
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
}
