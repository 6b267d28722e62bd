/**
 * Reads of the trade-in valuation pages: the makes and models a shopper can choose by
 * hand (the site's own stock plus the demo plates' cars), and the car being bought (car_id).
 */
import 'server-only'
import { payloadClient } from '@/data/payload'
import type { Site, Vehicle } from '@/payload-types'
import { relationId } from '@/lib/relations'
import { DEMO_PLATES } from '@/rules/demoPlates'
import { isVehicleListed } from '@/search/listedOnSite'
import { cachedForSite } from './cache'
import { getDealershipSlugs } from './sites'
import { getVehicle } from './vehicles'

export type ValuationCatalogue = { make: string; models: string[] }[]

export function getValuationCatalogue(siteId: number): Promise<ValuationCatalogue> {
  return cachedForSite(siteId, 'vehicles', ['valuation-catalogue'], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: siteId } }, { item_type: { equals: 'car' } }] },
      select: { make: true, model: true },
      pagination: false,
      limit: 10_000,
      depth: 0,
      overrideAccess: true,
    })
    const byMake = new Map<string, Set<string>>()
    for (const { make, model } of [...docs, ...DEMO_PLATES]) {
      if (!make || !model) continue
      if (!byMake.has(make)) byMake.set(make, new Set())
      byMake.get(make)!.add(model)
    }
    return [...byMake.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([make, models]) => ({ make, models: [...models].sort((a, b) => a.localeCompare(b)) }))
  })
}

export type ValuationBuyingCar = { id: string; name: string; slug: string; price: number | null }

/**
 * The listed car being bought: car_id is the car's slug (the car page's "Value my trade-in",
 * src/rules/vehiclePageButtons.ts) or its record id; null for anything else or another site's.
 */
export async function getValuationCar(site: Site, rawId: string | undefined): Promise<ValuationBuyingCar | null> {
  const value = rawId?.trim()
  if (!value || value.length > 200) return null
  const view = (car: Vehicle): ValuationBuyingCar | null =>
    car.slug ? { id: String(car.id), name: car.name ?? [car.year, car.make, car.model].filter(Boolean).join(' '), slug: car.slug, price: typeof car.price === 'number' ? car.price : null } : null
  if (!/^\d{1,12}$/.test(value)) {
    const bySlug = await getVehicle(site, value)
    return bySlug ? view(bySlug) : null
  }
  const id = Number(value)
  const car = await cachedForSite(site.id, 'vehicles', ['valuation-car', id], async () => {
    const payload = await payloadClient()
    return payload.findByID({ collection: 'vehicles', id, depth: 1, overrideAccess: true, disableErrors: true })
  }, { revalidate: 300 })
  if (!car || relationId(car.site) !== site.id) return null
  if (!isVehicleListed(car, site, await getDealershipSlugs(site.id), Date.now())) return null
  return view(car)
}
