/**
 * Issue 18, "Holiday hours show the wrong time": an editor's Boxing Day entry of 09:00-15:00 is
 * stored as the wall-clock time at the location and reads "9:00am - 3:00pm" on the location page
 * and in the test-drive slots, whatever zone the server process (or the editor) is in; and the
 * migration turns the instants stored before into the clock time at the location.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'

vi.mock('next/cache', () => ({ revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }))

let payload: Payload
let f: TwoSites
const originalTz = process.env.TZ

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

/** Next Boxing Day (26 Dec) as the admin's day picker stores it: noon UTC. */
function nextBoxingDay(now = new Date()): string {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 26 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  return `${year}-12-26T12:00:00.000Z`
}

const asEditor = () => ({ user: f.a.editor as never, overrideAccess: false as const })

describe('holiday hours are wall-clock times at the location', () => {
  it('an entry saved as 09:00-15:00 reads "9:00am - 3:00pm" whatever the process time zone', async () => {
    const perth = await payload.create({
      collection: 'locations',
      data: { name: unique('Perth Sales'), site: f.a.site.id, dealership: f.a.dealership.id, location_type: 'sales', address: { state: 'wa' } },
      overrideAccess: true,
    })
    const date = nextBoxingDay()
    const entry = await payload.create({
      collection: 'holiday-hours',
      data: { name: 'Boxing Day', site: f.a.site.id, date, status: 'Open', department: 'sales', start_hour: '09:00', end_hour: '15:00', locations: [perth.id] },
      ...asEditor(),
    })
    expect(entry).toMatchObject({ start_hour: '09:00', end_hour: '15:00' })

    const { locationDetailData } = await import('@/locations/LocationDetail')
    const { leadFormSite } = await import('@/leads/leadFormSite')
    const { testDriveSlots } = await import('@/rules/testDriveSlots')
    const now = new Date(Date.parse(date) - 10 * 86_400_000)

    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Australia/Sydney']) {
      process.env.TZ = tz
      const { holidaySections } = await locationDetailData(f.a.site, perth, now)
      const rows = holidaySections.flatMap((section) => section.rows).filter((row) => row.name === 'Boxing Day')
      expect(rows.map((row) => [row.dateLabel.replace(/ \d{4}$/, ''), row.hours]), `TZ=${tz}`).toEqual([[expect.stringMatching(/^\w{3} 26 Dec$/), '9:00am - 3:00pm']])

      // Test-drive slots that day are 9:00am to 2:30pm at the location (Perth), not shifted.
      const form = await leadFormSite(f.a.site)
      const location = form.locations.find((l) => l.id === String(perth.id))!
      expect(location.timeZone).toBe('Australia/Perth')
      const days = testDriveSlots(location.hours.sales ?? [], location.holidays, { now, timeZone: location.timeZone, days: 14 })
      const boxing = days.find((day) => day.date === date.slice(0, 10))
      expect(boxing?.slots[0]).toEqual({ value: `${date.slice(0, 10)}T09:00`, label: '9:00am' })
      expect(boxing?.slots.at(-1)?.label).toBe('2:30pm')
    }
  })

  it('refuses a time that is not 24-hour HH:MM, and a closing time before the opening time', async () => {
    const base = { name: 'Boxing Day', site: f.a.site.id, date: nextBoxingDay(), status: 'Open' as const, department: 'sales' as const }
    const bad = await payload.create({ collection: 'holiday-hours', data: { ...base, start_hour: '9am', end_hour: '15:00' }, ...asEditor() }).catch((e) => e)
    expect(bad).toMatchObject({ name: 'ValidationError', status: 400 })
    expect(bad.data.errors[0]).toMatchObject({ path: 'start_hour', message: 'Use 24-hour time such as 08:30.' })
    const backwards = await payload.create({ collection: 'holiday-hours', data: { ...base, start_hour: '15:00', end_hour: '09:00' }, ...asEditor() }).catch((e) => e)
    expect(backwards.data.errors[0]).toMatchObject({ path: 'end_hour', message: 'The closing time must be after the opening time.' })
  })

  it("the migration converts stored instants to the clock time in the location's (else the site's) zone", async () => {
    const { holidayHoursToInstants, holidayHoursToWallClock } = await import('@/migrations/20261126_164742_holiday_hours_wall_clock_shopper_mail')
    const perth = await payload.create({
      collection: 'locations',
      data: { name: unique('Perth Service'), site: f.b.site.id, dealership: f.b.dealership.id, location_type: 'service', address: { state: 'wa' } },
      overrideAccess: true,
    })
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { defaultState: 'nsw' }, overrideAccess: true })
    const date = '2026-12-26T12:00:00.000Z'
    const inPerth = await payload.create({
      collection: 'holiday-hours',
      data: { name: 'Boxing Day', site: f.b.site.id, date, status: 'Open', department: 'all', start_hour: '09:00', end_hour: '15:00', locations: [perth.id] },
      overrideAccess: true,
    })
    const siteWide = await payload.create({
      collection: 'holiday-hours',
      data: { name: 'Boxing Day', site: f.b.site.id, date, status: 'Open', department: 'all', start_hour: '08:30', end_hour: '12:00' },
      overrideAccess: true,
    })
    const db = payload.db.drizzle
    const instants = async (id: number) =>
      (await db.execute(sql`SELECT to_char("start_hour" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS s, to_char("end_hour" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS e FROM "holiday_hours" WHERE "id" = ${id}`)).rows[0]
    // The migration's own conversion, back and forth (the rest of its schema stays as it is).
    await holidayHoursToInstants(db)
    try {
      // Back to instants: 09:00 in Perth (UTC+8) and 08:30 in Sydney (daylight saving, UTC+11).
      expect(await instants(inPerth.id)).toEqual({ s: '2026-12-26T01:00', e: '2026-12-26T07:00' })
      expect(await instants(siteWide.id)).toEqual({ s: '2026-12-25T21:30', e: '2026-12-26T01:00' })
      // What the old admin stored for an editor in Brisbane typing 10:00-14:00 (UTC+10).
      await db.execute(sql`UPDATE "holiday_hours" SET "start_hour" = '2026-11-30T00:00:00Z', "end_hour" = '2026-11-30T04:00:00Z' WHERE "id" = ${siteWide.id}`)
    } finally {
      await holidayHoursToWallClock(db)
    }
    const read = async (id: number) => {
      const doc = await payload.findByID({ collection: 'holiday-hours', id, overrideAccess: true })
      return [doc.start_hour, doc.end_hour]
    }
    expect(await read(inPerth.id)).toEqual(['09:00', '15:00'])
    // The site-wide entry is read in the site's default state's zone (NSW): 00:00 UTC is 11:00 AEDT.
    expect(await read(siteWide.id)).toEqual(['11:00', '15:00'])
  })
})
