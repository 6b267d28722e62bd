/**
 * A car as the search index holds it (DESIGN.md "Search contract": records carry the SPEC.md §3
 * Car field names; `toSearchRecord` in ./record.ts makes one from a vehicle document). Every
 * field except objectID may be missing. The one record type of the search page, the car cards
 * and the SEO modules (CarHit, SeoCar).
 */
import type { MultiSearchResponse } from './engine'

export interface CarRecord {
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
  id?: number | string
  vin?: string | null
  stocknum?: string | number | null
  simple_body?: string | null
  doors?: number | string | null
  dealercomments?: string | null
  /** SPEC.md §3 Caravan specifications (src/search/record.ts CARAVAN_FIELDS): feet, kg, berths. */
  body_length?: number | string | null
  aggregate_trailer_mass?: number | string | null
  tare_weight?: number | string | null
  sleeps?: number | string | null
  /** SPEC.md §4: eligible for the site's special feature (rules/specialFeature); missing = not. */
  special_feature?: boolean | null
  /** SPEC.md §3 Car location. */
  location?: {
    id?: number | string
    name?: string | null
    slug?: string | null
    phone?: string | null
    distribution_locations?: Array<{ id?: number | string; name?: string | null; slug?: string | null }> | null
  } | null
}

/** The car records of one multi-search result; none for a facet-values result or no result. */
export function carRecordsOf(result: MultiSearchResponse['results'][number] | undefined): CarRecord[] {
  // The engine types a hit as an open record (`Hit`); this index only holds toSearchRecord's output.
  return result && 'hits' in result ? (result.hits as unknown as CarRecord[]) : []
}
