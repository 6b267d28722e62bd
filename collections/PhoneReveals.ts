/**
 * Phone reveals (SPEC.md §4 Phone reveal, §7 "Phone reveal: car_id, dealership_id, website_id;
 * only logged"): one row per click on a masked number on a vehicle page. Written only by the
 * rate-limited endpoint (src/app/(site)/[site]/cars/[slug]/phone-reveal/route.ts) through the
 * Local API; staff read them for their own sites (the multi-tenant plugin narrows reads by site).
 * No shopper data is kept beyond the time of the click. A deleted car's reveals stay, with the car's
 * snapshot (collections/vehicleSnapshot.ts), so the dealer's click counts do not shrink.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isStaff, nobody } from '@/access'
import { vehicleSnapshotField } from './vehicleSnapshot'

export const PhoneReveals: CollectionConfig = {
  slug: 'phone-reveals',
  admin: { useAsTitle: 'id', defaultColumns: ['vehicle', 'dealership', 'revealedAt'], group: 'Dealer', description: 'Clicks that revealed a dealer phone number on a vehicle page.' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isPlatformAdmin },
  timestamps: true,
  fields: [
    // Always set when the click is logged; emptied when the car is deleted (the row is kept with the snapshot below).
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', index: true },
    vehicleSnapshotField,
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'revealedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
