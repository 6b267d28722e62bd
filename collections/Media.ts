/** Images, resized with sharp. Readable by anyone (shoppers load them); changed by staff of the owning site. */
import type { Access, CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'

/** Media with no site belongs to the platform (manufacturer logos): platform admins only. */
const platformAdminOrOwnSite: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdminUser(req.user)) return true
  return { site: { in: userSiteIds(req.user) } }
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content' },
  access: { read: anyone, create: isStaff, update: platformAdminOrOwnSite, delete: platformAdminOrOwnSite },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
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
      admin: { position: 'sidebar', description: 'The site that owns this image. Empty: shared platform image.' },
      filterOptions: ({ req }) => (!req.user || isPlatformAdminUser(req.user) ? true : { id: { in: userSiteIds(req.user) } }),
    },
  ],
}
