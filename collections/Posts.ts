/** Blog posts per site, including the vehicle-reviews category (/blog/vehicle-reviews). */
import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { slugFromName, uniquePerSite } from '@/hooks/uniquePerSite'
import { seoFields } from './seoFields'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'], group: 'Content' },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  // validate: a draft is saved once it is valid, so opening "Create New" leaves no empty draft behind.
  versions: { drafts: { autosave: { interval: 1000 }, validate: true }, maxPerDoc: 20 },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      index: true,
      validate: uniquePerSite('slug'),
      hooks: { beforeValidate: [slugFromName('title')] },
      admin: { position: 'sidebar' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: [
        { label: 'News', value: 'news' },
        { label: 'Vehicle reviews', value: 'vehicle-reviews' },
      ],
    },
    { name: 'publishedAt', type: 'date', defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea' },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
    seoFields,
  ],
}
