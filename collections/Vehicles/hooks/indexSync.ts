/**
 * Vehicle hooks: derived fields before save, and index sync after. Sync goes through
 * Payload's jobs queue (retries, survives a search outage); the save itself never waits
 * for the index. The job is run by the process's job runner (src/jobs/runner.ts), woken at
 * once in the app server; other processes (seed, import) leave it to the server's runner,
 * which polls the queue. `context.skipIndexSync` skips the per-car job (the import queues one
 * batch job for all its cars instead).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'
import { assertMayWorkOnSite } from '@/access/tenant'
import { slugify } from '@/lib/slug'
import { wakeJobRunner } from '@/jobs/runner'
import { relationId } from '@/lib/relations'

const idOf = (v: unknown): number | undefined => {
  const id = relationId(v)
  return id === null ? undefined : Number(id)
}

/** Name, slug and the owning site follow from the car itself and its dealership. */
export const vehicleDerivedFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  if (!data.name && !originalDoc?.name) {
    data.name = [merged.year, merged.make, merged.model, merged.badge].filter(Boolean).join(' ')
  }
  if (!data.slug && !originalDoc?.slug) {
    data.slug = slugify([merged.year, merged.make, merged.model, merged.badge, merged.stocknum].filter(Boolean).join(' '))
  }
  if (!data.listed_at && !originalDoc?.listed_at) data.listed_at = new Date().toISOString()
  const dealershipId = idOf(merged.dealership)
  if (dealershipId !== undefined) {
    const dealership = await req.payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, req })
    const siteId = idOf(dealership.site)
    assertMayWorkOnSite(req, siteId)
    data.site = siteId
  }
  return data
}

/** Marking a car sold stamps sold_date_timestamp (SPEC.md §4); un-selling clears it. */
export const stampSoldDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const wasSold = originalDoc?.status === 'sold'
  if (status === 'sold' && !wasSold && !data.sold_date_timestamp) data.sold_date_timestamp = Math.floor(Date.now() / 1000)
  if (status !== 'sold' && wasSold) data.sold_date_timestamp = null
  return data
}

export const queueVehicleSync: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.skipIndexSync) return doc
  await req.payload.jobs.queue({ task: 'syncVehicle', input: { id: doc.id }, req })
  wakeJobRunner()
  return doc
}

export const queueVehicleDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context?.skipIndexSync) return doc
  await req.payload.jobs.queue({ task: 'deleteVehicle', input: { id: doc.id }, req })
  wakeJobRunner()
  return doc
}
