/**
 * The zone a lead's times are shown in (issue 32): its location's, else its site's
 * (src/rules/leadTimes.ts). Reads the location and site when the lead holds only their ids (the
 * admin list reads leads at depth 0), once per id and request. Only the zone's inputs are read; the
 * viewer can already read the lead.
 */
import { cache } from 'react'
import type { Payload } from 'payload'
import { relationId } from '@/lib/relations'
import { leadTimeZone } from '@/rules/leadTimes'
import type { AuTimeZone, ZonedLocation } from '@/rules/timeZone'

type SiteZone = { defaultState?: string | null }

const locationById = cache(async (payload: Payload, id: number | string): Promise<ZonedLocation | null> =>
  payload.findByID({ collection: 'locations', id, depth: 0, select: { timeZone: true, address: { state: true } }, overrideAccess: true, disableErrors: true }).catch(() => null),
)

const siteById = cache(async (payload: Payload, id: number | string): Promise<SiteZone | null> =>
  payload.findByID({ collection: 'sites', id, depth: 0, select: { defaultState: true }, overrideAccess: true, disableErrors: true }).catch(() => null),
)

async function readRelation<T>(value: unknown, read: (id: number | string) => Promise<T | null>): Promise<T | null> {
  if (value !== null && typeof value === 'object') return value as T
  const id = relationId(value)
  return id === null ? null : read(id)
}

/** The lead's zone from its `location` and `site` (ids or populated documents). */
export async function leadZone(payload: Payload, lead: { location?: unknown; site?: unknown }): Promise<AuTimeZone> {
  const [location, site] = await Promise.all([
    readRelation(lead.location, (id) => locationById(payload, id)),
    readRelation(lead.site, (id) => siteById(payload, id)),
  ])
  return leadTimeZone(location, site)
}
