'use client'
/**
 * "Test Drive Booking Date" (SPEC.md §5: optional): appointment slots from the location's
 * opening and holiday hours (src/rules/testDriveSlots.ts: no past slots, none on closed days),
 * grouped by day. Slots are worked out in the browser after hydration, so "now" is the
 * shopper's now, never the build's.
 */
import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { LeadCarContext } from '@/forms/carContext'
import { testDriveSlots } from '@/rules/testDriveSlots'
import { SelectField } from '../../forms/ui/Fields'
import type { LeadFormSite } from '../leadFormTypes'

export function TestDriveDateField({ site, car, label }: { site: LeadFormSite; car: LeadCarContext | null; label: string }) {
  const chosen = useWatch({ name: 'location' }) as string | undefined
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => setNow(new Date()), [])
  const locationId = chosen || car?.location_id || (site.locations.length === 1 ? site.locations[0].id : '')
  const location = site.locations.find((l) => l.id === locationId) ?? null
  const days = useMemo(() => {
    if (!now || !location) return []
    const weekly = location.hours.sales ?? location.hours[location.type] ?? Object.values(location.hours)[0] ?? []
    return testDriveSlots(weekly, location.holidays, { now, timeZone: location.timeZone, department: 'sales' })
  }, [now, location])
  return (
    <div>
      <SelectField
        name="booking_date"
        label={label}
        placeholder={days.length ? 'No preference, please call me' : 'No times available online, please call me'}
        groups={days.map((day) => ({ label: day.label, options: day.slots }))}
      />
      {location ? (
        <p className="mt-1 text-sm text-gray-700">Times at {location.name}, in its local time. We will confirm your booking.</p>
      ) : null}
    </div>
  )
}
