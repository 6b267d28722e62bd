/**
 * Builds a site's LeadFormSite from its settings, dealerships, locations and holiday hours
 * (server only; the site data loaders are cached per site).
 */
import 'server-only'
import type { Site } from '@/payload-types'
import { getDealerships, getHolidayHours, getLocations } from '@/data'
import { effectiveLocationType, filterLocations } from '@/rules/locationFilters'
import { toOpeningHourEntries } from '@/rules/locationHours'
import { locationTimeZone } from '@/rules/timeZone'
import { holidayHoursForLocation } from '@/rules/holidayHours'
import type { LeadFormLocation, LeadFormSite } from './leadFormTypes'
import { relationId } from '@/lib/relations'
import { coordinatesOf } from '@/rules/distance'
import { makeEnquiryPlaces } from '@/rules/makeEnquiryPlaces'
import { sameId, type Id } from '@/lib/relations'

const idOf = (value: unknown): string => String(relationId(value) ?? '')

export async function leadFormSite(site: Site): Promise<LeadFormSite> {
  const [dealerships, locations, holidays] = await Promise.all([
    getDealerships(site.id),
    getLocations(site.id),
    getHolidayHours(site.id),
  ])
  const settings = site.settings ?? {}
  const excluded = (settings.excludedLocationIds ?? []).map((row) => row.value)
  const shown = filterLocations(locations, 'all', { excludeIds: excluded })
  return {
    siteSlug: site.slug,
    siteName: site.name,
    captcha: settings.captchaEnabled !== false,
    messageRequired: settings.enquiryMessageRequired !== false,
    termsOfUseNote: settings.termsOfUseNote === true,
    usedTestDriveFlagged: settings.usedTestDriveFlagged === true,
    dealerships: dealerships.map((d) => ({ id: String(d.id), slug: d.slug ?? String(d.id), name: d.name })),
    locations: shown.map((location): LeadFormLocation => {
      const hours: LeadFormLocation['hours'] = {}
      for (const entry of location.opening_hours ?? []) {
        if (!hours[entry.department]) hours[entry.department] = toOpeningHourEntries(entry.days ?? [])
      }
      return {
        id: String(location.id),
        name: location.name,
        dealershipId: idOf(location.dealership),
        type: effectiveLocationType(location),
        timeZone: locationTimeZone(location, site.defaultState),
        point: coordinatesOf(location.address),
        hours,
        holidays: holidayHoursForLocation(holidays, location.id).map((h) => ({
          status: h.status,
          date: h.date,
          start_hour: h.start_hour ?? null,
          end_hour: h.end_hour ?? null,
          department: h.department ?? 'all',
        })),
      }
    }),
  }
}

/**
 * The lead form of a make's model page (issue 32): one place question, offering only the
 * locations that sell the make (src/rules/makeEnquiryPlaces.ts), preselected when there is one.
 */
export async function makeLeadFormSite(site: Site, makeId: Id | null | undefined): Promise<LeadFormSite> {
  const [formSite, dealerships, locations] = await Promise.all([leadFormSite(site), getDealerships(site.id), getLocations(site.id)])
  const offered = formSite.locations.flatMap((l) => {
    const doc = locations.find((d) => sameId(d.id, l.id))
    return doc ? [{ id: l.id, dealershipId: l.dealershipId || null, manufacturers: doc.manufacturers ?? [] }] : []
  })
  const places = makeEnquiryPlaces(dealerships.map((d) => ({ id: d.id, manufacturers: d.manufacturers ?? [] })), offered, makeId)
  return {
    ...formSite,
    placeByLocation: true,
    dealerships: formSite.dealerships.filter((d) => places.dealershipIds.some((id) => sameId(id, d.id))),
    locations: formSite.locations.filter((l) => places.locationIds.some((id) => sameId(id, l.id))),
  }
}
