/**
 * Whether a site lists a car now, by the same rule its search applies: the car's search record
 * (record.ts) against the site's stock scope (rules/baseFilter, rules/listedVehicle). The car page,
 * the reservation and the valuation's stock check all ask this.
 */
import type { Site, Vehicle } from '@/payload-types'
import { isListedOnSite, type ListableCar } from '@/rules/baseFilter'
import { stockScopeOf } from '@/rules/listedVehicle'
import { toSearchRecord } from './record'

/** True when the site lists this car now: the car is the site's, and search would list it. */
export function isVehicleListed(vehicle: Vehicle, site: Pick<Site, 'id' | 'settings'>, dealershipSlugs: readonly string[], now: number): boolean {
  const record = toSearchRecord(vehicle)
  if (String(record.site_id) !== String(site.id)) return false
  return isListedOnSite(record as ListableCar, stockScopeOf(site, dealershipSlugs), now)
}
