/** The site's own stock as the valuation reads it: comparables for the local estimate and its rego plates. */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import type { Comparable } from '@/rules/tradeInValuation'
import type { RegoResult } from './types'

/** The site's stock and recent sales of one make and model (comparables for the local estimate). */
export function comparablesFor(payload: Payload, siteId: number) {
  return async (make: string, model: string): Promise<Comparable[]> => {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: siteId } }, { make: { like: make } }, { model: { like: model } }, { item_type: { equals: 'car' } }, { price: { greater_than: 500 } }] },
      select: { make: true, model: true, year: true, km: true, price: true, status: true },
      limit: 200,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    return docs
      .filter((d) => typeof d.year === 'number' && typeof d.price === 'number')
      .map((d) => ({ id: d.id, make: d.make, model: d.model, year: d.year as number, km: typeof d.km === 'number' ? d.km : 0, price: d.price as number, sold: d.status === 'sold' }))
  }
}

/**
 * A plate of the site's own stock (the demo data's regplates), in the state the car is registered
 * in (its `state`, else the site's default state): a plate is known in one state, like a demo plate.
 */
export function stockPlate(payload: Payload, site: Site) {
  return async (rego: string, state: string): Promise<RegoResult | null> => {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: site.id } }, { regplate: { equals: rego } }] },
      select: { make: true, model: true, year: true, badge: true, state: true },
      limit: 5,
      depth: 0,
      overrideAccess: true,
    })
    const car = docs.find((d) => (d.state ?? site.defaultState ?? 'qld') === state)
    return car && typeof car.year === 'number' ? { make: car.make, model: car.model, year: car.year, variant: car.badge ?? undefined } : null
  }
}
