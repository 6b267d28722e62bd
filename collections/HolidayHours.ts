/** Special (holiday) opening hours: a date, a status and hours, for a department at some locations. */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'

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
        { name: 'start_hour', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' }, condition: (_, s) => s?.status === 'Open' } },
        { name: 'end_hour', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' }, condition: (_, s) => s?.status === 'Open' } },
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
