/**
 * The documents a lead submission names (its car, dealership, location and page), read by id and
 * kept only when they are the host's site's: a forged or unknown id is refused (400), not stored.
 */
import type { Payload } from 'payload'
import { submittedId } from '@/lib/relations'
import { stringOr } from '@/lib/guards'
import { refuse, type Checked } from './submitRequest'

const idOf = submittedId

/** Reads documents of one site by a submitted id: null for an unknown or malformed id, or another site's. */
function siteDocs(payload: Payload, siteId: number) {
  const own = <T extends { site?: unknown }>(doc: T | null): T | null => (doc && idOf(doc.site) === siteId ? doc : null)
  const byId = { depth: 0, overrideAccess: true, disableErrors: true } as const
  const read = <T>(rawId: unknown, find: (id: number) => Promise<T>) => {
    const id = idOf(rawId)
    return id === null ? Promise.resolve(null) : find(id)
  }
  return {
    vehicle: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'vehicles', id, ...byId }))),
    dealership: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'dealerships', id, ...byId }))),
    location: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'locations', id, ...byId }))),
    page: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'pages', id, ...byId }))),
  }
}

type SiteDocs = ReturnType<typeof siteDocs>
export type SubmittedDocs = {
  vehicle: Awaited<ReturnType<SiteDocs['vehicle']>>
  chosenDealership: Awaited<ReturnType<SiteDocs['dealership']>>
  location: Awaited<ReturnType<SiteDocs['location']>>
  page: Awaited<ReturnType<SiteDocs['page']>>
}

/** The ids a submission carries: the envelope's car and page, the form's dealership and location. */
export interface SubmittedIds {
  car_id?: number | string
  page_id?: number | string
  dealership: unknown
  location: unknown
}

export async function readSubmittedDocs(payload: Payload, siteId: number, ids: SubmittedIds): Promise<Checked<SubmittedDocs>> {
  const own = siteDocs(payload, siteId)
  const vehicle = ids.car_id !== undefined ? await own.vehicle(ids.car_id) : null
  if (ids.car_id !== undefined && !vehicle) return { ok: false, response: refuse('Please check the form.', { car_id: 'This car is not listed on this site.' }) }
  const dealershipField = stringOr(ids.dealership)
  const chosenDealership = dealershipField ? await own.dealership(dealershipField) : null
  if (dealershipField && !chosenDealership) return { ok: false, response: refuse('Please check the form.', { dealership: 'Please choose a dealership from the list.' }) }
  const locationField = stringOr(ids.location)
  const location = locationField ? await own.location(locationField) : null
  if (locationField && !location) return { ok: false, response: refuse('Please check the form.', { location: 'Please choose a location from the list.' }) }
  const page = ids.page_id !== undefined ? await own.page(ids.page_id) : null
  if (ids.page_id !== undefined && !page) return { ok: false, response: refuse('Please check the form.', { page_id: 'This page is not on this site.' }) }
  return { ok: true, value: { vehicle, chosenDealership, location, page } }
}
