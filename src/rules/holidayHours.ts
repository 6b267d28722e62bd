/**
 * Rows of the Holiday Opening Hours dialog (SPEC.md §2), built with the special hours rules
 * (src/rules/specialHours.ts: upcoming only, per department, 12-hour am/pm from the stored
 * wall-clock "HH:MM" times; "today" in the location's zone).
 * Pure: `now` is passed in.
 */
import { specialHoursStartMinute, upcomingSpecialHours, type SpecialHoursDepartment, type SpecialHoursRow } from '@/rules/specialHours'
import { DEPARTMENT_LABELS, type LocationType } from '@/rules/locationFilters'
import { relationId, sameId, type Id } from '@/lib/relations'
import type { HolidayHour } from '@/payload-types'

/** A row of the dialog: the rule's row plus the holiday's name ("Christmas Day"). */
export interface HolidayHoursRow extends SpecialHoursRow {
  name: string
}

export interface HolidayHoursSection {
  department: SpecialHoursDepartment
  /** "Sales", "Service", "Parts", or "All departments". */
  label: string
  rows: HolidayHoursRow[]
}

/** Entries for a location: those listing it, and those listing no location (every location). */
export function holidayHoursForLocation<T extends Pick<HolidayHour, 'locations'>>(entries: readonly T[] | null | undefined, locationId: Id): T[] {
  return (entries ?? []).filter((entry) => {
    const locations = entry.locations ?? []
    return locations.length === 0 || locations.some((value) => sameId(relationId(value), locationId))
  })
}

/**
 * Upcoming rows for one department (entries for that department and for 'all'), dated today
 * or later in `timeZone`, sorted by date then start time.
 */
export function holidayHoursRows(
  entries: readonly HolidayHour[] | null | undefined,
  { now, department = 'all', timeZone = 'UTC' }: { now: Date; department?: SpecialHoursDepartment; timeZone?: string },
): HolidayHoursRow[] {
  return (entries ?? [])
    .flatMap((entry) =>
      upcomingSpecialHours([entry], { now, department, timeZone }).map((row) => ({
        row: { ...row, name: (entry.name ?? '').trim() },
        start: specialHoursStartMinute(entry),
      })),
    )
    .sort((a, b) => a.row.isoDate.localeCompare(b.row.isoDate) || a.start - b.start)
    .map(({ row }) => row)
}

/**
 * The dialog's sections: one per department when the address hosts several (SPEC.md §2), else
 * one section for the location's department. Entries for 'all' appear in every section.
 */
export function holidayHoursSections(
  entries: readonly HolidayHour[] | null | undefined,
  { departments, now, timeZone = 'UTC' }: { departments: readonly LocationType[]; now: Date; timeZone?: string },
): HolidayHoursSection[] {
  const list: SpecialHoursDepartment[] = departments.length > 0 ? [...new Set(departments)] : ['all']
  return list.map((department) => ({
    department,
    label: department === 'all' ? 'All departments' : DEPARTMENT_LABELS[department],
    rows: holidayHoursRows(entries, { now, department, timeZone }),
  }))
}
