/** The shared list of makes (about 150), with logos. Not site-scoped: every site uses it. */
import type { CollectionConfig } from 'payload'
import { anyone, isPlatformAdmin } from '@/access'
import { revalidateGlobalCollection } from '@/cache/revalidate'
import { slugFromName } from '@/hooks/uniquePerSite'
import { hiddenUnlessPlatformAdmin } from '@/admin/visibility'

export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'logo'], group: 'Platform', hidden: hiddenUnlessPlatformAdmin },
  access: { read: anyone, create: isPlatformAdmin, update: isPlatformAdmin, delete: isPlatformAdmin },
  hooks: { afterChange: [revalidateGlobalCollection] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Spaces become hyphens: "Land Rover" is land-rover.' },
      hooks: { beforeValidate: [slugFromName('name')] },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
  ],
}
