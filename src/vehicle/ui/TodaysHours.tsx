'use client'
/**
 * "Open today: 8:30am - 5:30pm" under the car's location (issue 32: where to see the car and
 * when): the location's own department, "today" in the location's time zone (locationHours
 * todaysHours), on the visitor's clock so a cached page never shows yesterday's hours.
 */
import { todaysHours } from '@/rules/locationHours'
import type { Location } from '@/payload-types'
import { useClientNow } from '../../components/cards/useClientNow'

type HoursOf = Pick<Location, 'location_type' | 'opening_hours' | 'address' | 'timeZone'>

export function TodaysHours({ location, serverNow, siteDefaultState }: { location: HoursOf; serverNow: number; siteDefaultState?: string | null }) {
  const now = useClientNow(serverNow)
  const today = todaysHours(location, new Date(now), siteDefaultState)
  if (!today) return null
  return (
    <p className="mt-2 font-semibold text-gray-900" data-testid="vehicle-location-today">
      Open today ({today.label}): {today.hours}
    </p>
  )
}
