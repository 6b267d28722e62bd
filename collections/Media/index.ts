/**
 * Images, resized with sharp. Shoppers read them all (the sites show them); staff see their own
 * sites' images and the shared platform ones, and change their own sites' (./access.ts).
 */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { mediaChange, mediaRead, mediaSiteForEditor } from './access'
import { expireMediaFiles, expireMediaFilesAfterDelete } from './hooks'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'
import { mediaDirSetting } from '@/uploads/mediaDir'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content' },
  access: { read: mediaRead, create: isStaff, update: mediaChange, delete: mediaChange },
  // The edge keeps each file's answers until the document changes (collections/Media/hooks.ts).
  hooks: { afterChange: [expireMediaFiles], afterDelete: [expireMediaFilesAfterDelete] },
  upload: {
    staticDir: mediaDirSetting(),
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true },
      { name: 'card', width: 800, withoutEnlargement: true },
      { name: 'hero', width: 1600, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [
    { name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for screen readers.' } },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
      admin: { position: 'sidebar', description: 'The site that owns this image. Empty: shared platform image (platform admins only).' },
      hooks: { beforeValidate: [mediaSiteForEditor] },
      filterOptions: ({ req }) => (!req.user || isPlatformAdminUser(req.user) ? true : { id: { in: userSiteIds(req.user) } }),
    },
  ],
}
