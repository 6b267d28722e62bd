/**
 * Pages assembled from blocks, per site. The slug is unique within a site (two dealers can
 * both have /warranty). Drafts, versions and live preview for editors.
 */
import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { uniquePerSite, type UniquePerSiteArgs } from '@/hooks/uniquePerSite'
import { pageBlocks } from '@blocks/index'
import { seoFields } from './seoFields'
import { SLUG_PATTERN } from '@/lib/slug'


export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: 'The home page has the slug "home"; a page with slug "warranty" answers /warranty and /pages/warranty.',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  // validate: a draft is saved once it is valid, so opening "Create New" leaves no empty draft behind.
  versions: { drafts: { autosave: { interval: 1000 }, validate: true }, maxPerDoc: 30 },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: async (value: unknown, args: UniquePerSiteArgs) => {
        if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and hyphens, e.g. book-a-service.'
        return uniquePerSite('slug')(value, args)
      },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { description: 'Add, remove and drag blocks to reorder them.' } },
    seoFields,
  ],
}
