/**
 * The car as a kept record remembers it once the car is deleted (issue 31 §6): leads,
 * reservations and phone reveals outlive their car (their `vehicle` link is emptied by the
 * database, ON DELETE SET NULL), and the Vehicles collection's beforeDelete hook
 * (Vehicles/hooks/keepHistory.ts) writes these columns first. Shown only once set; never edited
 * through the API. The decision per table is in src/rules/vehicleDelete.ts.
 */
import type { Field } from 'payload'

const locked = { create: () => false, update: () => false }

export const vehicleSnapshotField: Field = {
  name: 'vehicle_snapshot',
  label: 'Car (deleted)',
  type: 'group',
  access: locked,
  admin: {
    readOnly: true,
    description: 'The car was deleted; this is what it was when it went.',
    condition: (data) => Boolean((data as { vehicle_snapshot?: { car_id?: unknown } })?.vehicle_snapshot?.car_id),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'stocknum', label: 'Stock number', type: 'text' },
        { name: 'vin', label: 'VIN', type: 'text' },
        { name: 'price', type: 'number' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'year', type: 'number' },
        { name: 'make', type: 'text' },
        { name: 'model', type: 'text' },
        { name: 'car_type', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'slug', type: 'text' },
        { name: 'car_id', label: 'Car id (deleted)', type: 'number' },
        { name: 'deleted_at', label: 'Deleted', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
