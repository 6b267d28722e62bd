/**
 * The dashboard's real-user vitals of a site: the last VITALS_DAYS days' p75 per page
 * kind and device class, read with the viewer's own access (an editor of another site gets nothing).
 */
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { summariseVitals, utcDay, type VitalsLine } from '@/rules/webVitals'
import { readVitals } from '@/vitals/store'

export const VITALS_DAYS = 7

export async function siteVitals(payload: Payload, siteId: number, user: User, now = new Date()): Promise<VitalsLine[]> {
  const from = utcDay(new Date(now.getTime() - (VITALS_DAYS - 1) * 86_400_000))
  return summariseVitals(await readVitals(payload, siteId, from, { user, overrideAccess: false }))
}
