/**
 * The one analytics module: pushes SPEC.md §9's event ids to `window.dataLayer` (DESIGN.md:
 * "analytics events (a `dataLayer` with SPEC.md's event ids)"). No third-party script is loaded;
 * a site that wants a tag manager reads the same dataLayer.
 */
import { EVENT_IDS, leadEventId } from '../rules/leadEventId'

export { EVENT_IDS }

export type DataLayerEvent = Record<string, unknown> & { event: string }

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

/** SPEC.md §4 "Adding a favourite fires a tracking event" (id 39). */
export function trackFavouriteAdded(car: { id: string; name: string; make: string; model: string }, siteSlug: string): void {
  pushDataLayer({
    event: 'add_favourite',
    event_id: EVENT_IDS.favourite,
    site: siteSlug,
    car_id: car.id,
    car_name: car.name,
    make: car.make,
    model: car.model,
  })
}

/**
 * A lead form was submitted and stored (its lead id), with SPEC.md §9's id (src/rules/leadEventId.ts,
 * the rule the server stores on the lead): test drive 17/14/15/48, careers 51, any other form 22.
 */
export function trackLeadSubmitted(input: {
  siteSlug: string
  form: string
  leadId: string | number
  category?: string | null
  carId?: string | null
  carType?: string | null
  testDriveOnly?: boolean
  /** sites.settings.usedTestDriveFlagged: used-car test drives fire 48 instead of 15. */
  usedFlag?: boolean
}): void {
  const eventId = leadEventId({ kind: input.form, category: input.category, carType: input.carType, testDriveOnly: input.testDriveOnly, usedFlag: input.usedFlag })
  pushDataLayer({
    event: 'lead_submitted',
    event_id: eventId,
    site: input.siteSlug,
    form: input.form,
    lead_id: String(input.leadId),
    category: input.category ?? undefined,
    car_id: input.carId ?? undefined,
  })
}

/** A submit failed (SPEC.md §8: the error is recorded as a form error). */
export function trackFormError(input: { siteSlug: string; form: string; message: string }): void {
  pushDataLayer({ event: 'form_error', site: input.siteSlug, form: input.form, message: input.message })
}
