/** Shared fixtures: two sites' stock in one in-memory engine, behind the SearchIndex contract. */
import { createEngine, type MultiSearchRequest } from '@/search/engine'
import { engineSettings, type IndexRecord, type SearchIndex } from '@/search/index'
import type { SiteScope } from '@/search/siteQuery'
import type { Site } from '@/payload-types'

export const NOW = Date.parse('2026-03-10T12:00:30.000Z')
const DAY = 86_400
const nowS = Math.floor(NOW / 1000)

/** Records carry the shown price used by the price sorts, as toSearchRecord writes it. */
const withSortPrice = (r: IndexRecord): IndexRecord =>
  typeof r.price === 'number' && r.price > 10 ? { ...r, sort_price: (r.offer_price as number) > 10 ? r.offer_price : r.price } : r

const car = (id: number, extra: Partial<IndexRecord>): IndexRecord => withSortPrice({
  objectID: String(id),
  id,
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  price: 30_000 + id * 1000,
  km: 10_000 * id,
  body: 'hatch',
  car_type: 'used',
  item_type: 'car',
  status: 'in_stock',
  show_on_dealer_website: true,
  dealership_slug: 'alpha-motors',
  dealership_id: 1,
  site_id: 1,
  custom_rank: id,
  created_at: nowS - id * DAY,
  stocknum: `A${id}`,
  ...extra,
})

/** Site 1 (alpha) and site 2 (bravo). Visible on alpha: 1, 2, 3, 5, 7. */
export const RECORDS: IndexRecord[] = [
  car(1, { make: 'Toyota', model: 'HiLux', body: 'ute' }),
  car(2, { make: 'Mazda', model: 'CX-5', body: 'suv', status: 'coming_soon' }),
  car(3, { make: 'Toyota', model: 'Corolla', status: 'sold', sold: true, sold_date_timestamp: nowS - 2 * DAY }),
  car(4, { make: 'Toyota', model: 'Camry', status: 'sold', sold: true, sold_date_timestamp: nowS - 4 * DAY }),
  car(5, { make: 'Kia', model: 'Sportage', body: 'suv', car_type: 'new' }),
  car(6, { make: 'Ford', model: 'Ranger', body: 'ute', show_on_dealer_website: false }),
  car(7, { make: 'Mazda', model: 'BT-50', body: 'ute', car_type: 'demo' }),
  car(8, { make: 'Toyota', model: 'Prado', body: 'suv', stocknum: 'EXCL1' }),
  // another site's dealership with the SAME slug: must never show on alpha
  car(20, { make: 'Toyota', model: 'Yaris', dealership_id: 9, site_id: 2, dealership_slug: 'alpha-motors' }),
  car(21, { make: 'Nissan', model: 'Navara', body: 'ute', dealership_id: 10, site_id: 2, dealership_slug: 'bravo-cars' }),
]

export const ALPHA_VISIBLE = ['1', '2', '3', '5', '7']

function site(id: number, slug: string, settings: Partial<NonNullable<Site['settings']>> = {}): Site {
  return {
    id,
    slug,
    name: slug,
    settings: { hitsPerPage: 21, soldDays: 3, excludedStockNumbers: [{ value: 'EXCL1' }], ...settings },
    updatedAt: '',
    createdAt: '',
  } as Site
}

export const SCOPES: Record<string, SiteScope> = {
  alpha: { site: site(1, 'alpha'), dealershipSlugs: ['alpha-motors'] },
  bravo: { site: site(2, 'bravo', { excludedStockNumbers: [] }), dealershipSlugs: ['bravo-cars', 'alpha-motors'] },
  small: { site: site(3, 'small', { hitsPerPage: 2 }), dealershipSlugs: [] },
}

/** A SearchIndex over a fresh engine, recording every request it answers. */
export function memoryIndex(records: IndexRecord[] = RECORDS): SearchIndex & { requests: MultiSearchRequest[][] } {
  const engine = createEngine({ ...engineSettings(), records })
  const requests: MultiSearchRequest[][] = []
  return {
    kind: 'embedded',
    name: 'Car_production',
    requests,
    async saveObjects(r) {
      engine.saveObjects(r)
    },
    async deleteObjects(ids) {
      engine.deleteObjects(ids)
    },
    async replaceAll(r) {
      engine.replaceAll(r)
    },
    async multiSearch(reqs) {
      requests.push([...reqs])
      return engine.multiSearch({ requests: [...reqs] })
    },
  }
}
