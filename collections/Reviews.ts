/** Customer reviews (SPEC.md §3 Review), tied to a location or a dealership of one site. */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customer_name', defaultColumns: ['customer_name', 'rating', 'review_date', 'location', 'hidden'], group: 'Content' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'customer_name', type: 'text', required: true },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
    { name: 'text', type: 'textarea' },
    { name: 'review_date', type: 'date', required: true, defaultValue: () => new Date().toISOString() },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations' },
        { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
      ],
    },
    { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Keep this review off the site.' } },
  ],
}
