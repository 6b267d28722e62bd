'use client'
/**
 * Analytics events through a `dataLayer` (DESIGN.md "analytics events (a `dataLayer` with SPEC.md's
 * event ids)"). SPEC.md §9 Event ids: "Favourite: 39".
 */

export const FAVOURITE_EVENT_ID = 39

type DataLayerEvent = Record<string, unknown> & { event: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/** SPEC.md §4 "Adding a favourite fires a tracking event." */
export function trackFavouriteAdded(car: { id: string; name: string; make: string; model: string }, siteSlug: string): void {
  pushDataLayer({
    event: 'add_favourite',
    event_id: FAVOURITE_EVENT_ID,
    site: siteSlug,
    car_id: car.id,
    car_name: car.name,
    make: car.make,
    model: car.model,
  })
}
