/**
 * Special (holiday) opening hours: a date, a status and hours, for a department at some locations.
 * The hours are wall-clock times at the location ("HH:MM", like the weekly opening hours): shown
 * as entered, in the location's own time zone (locations.timeZone), whatever the editor's or the
 * shopper's browser zone.
 */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { validateClockTime } from '@/lib/clockField'
import { clockMinutes } from '@/rules/openingHours'

type HoursSiblings = { status?: string | null; start_hour?: string | null; end_hour?: string | null }

/** Open entries need both times or neither ("Open" all day); closing comes after opening. */
const validateEndHour = (value: unknown, { siblingData }: { siblingData?: HoursSiblings }): true | string => {
  const format = validateClockTime(value)
  if (format !== true) return format
  if (siblingData?.status !== 'Open') return true
  const start = siblingData.start_hour || null
  const end = (value as string | null | undefined) || null
  if (!start !== !end) return 'Enter both the opening and the closing time, or neither.'
  const open = clockMinutes(start)
  const close = clockMinutes(end)
  return open === null || close === null || close > open ? true : 'The closing time must be after the opening time.'
}

export const HolidayHours: CollectionConfig = {
  slug: 'holiday-hours',
  labels: { singular: 'Holiday hours', plural: 'Holiday hours' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'date', 'status', 'department'], group: 'Dealer' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'e.g. Christmas Day' } },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'status', type: 'select', required: true, defaultValue: 'Closed', options: ['Open', 'Closed'] },
    {
      type: 'row',
      fields: [
        {
          name: 'start_hour',
          label: 'Opens',
          type: 'text',
          validate: validateClockTime,
          admin: { placeholder: '09:00', description: '24-hour time at the location.', condition: (_, s) => s?.status === 'Open' },
        },
        {
          name: 'end_hour',
          label: 'Closes',
          type: 'text',
          validate: validateEndHour,
          admin: { placeholder: '15:00', description: '24-hour time at the location.', condition: (_, s) => s?.status === 'Open' },
        },
      ],
    },
    { name: 'department', type: 'select', required: true, defaultValue: 'all', options: ['all', 'sales', 'service', 'parts'] },
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'Empty applies to every location of the site.' },
    },
  ],
}
