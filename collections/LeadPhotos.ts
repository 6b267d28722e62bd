/**
 * Photos a shopper adds to a /sell-my-car lead. Uploaded through
 * POST /api/leads/photos only (re-encoded, metadata stripped: src/leads/photos), stored outside
 * the public folders under LEAD_PHOTOS_DIR, and readable only by staff of the lead's site (the
 * multi-tenant plugin scopes reads, and Payload checks read access before serving a file).
 * Never anonymous, never edited; photos no lead claimed within a day are deleted.
 */
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isStaff, nobody } from '@/access'
import { LEAD_PHOTOS_SLUG } from '@/rules/leadPhotoLimits'


const leadPhotosDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(process.cwd(), env.LEAD_PHOTOS_DIR || '.data/lead-photos')

export const LeadPhotos: CollectionConfig = {
  slug: LEAD_PHOTOS_SLUG,
  labels: { singular: 'Lead photo', plural: 'Lead photos' },
  admin: {
    group: 'Dealer',
    defaultColumns: ['filename', 'lead', 'createdAt'],
    description: 'Photos shoppers added to a sell-my-car lead. Read-only.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isPlatformAdmin },
  upload: {
    staticDir: leadPhotosDir(),
    mimeTypes: ['image/jpeg'],
    imageSizes: [{ name: 'thumbnail', width: 320, height: 320, fit: 'inside', withoutEnlargement: true }],
    adminThumbnail: 'thumbnail',
    // Payload's own sizes carry no metadata either (sharp drops it unless asked).
    withMetadata: false,
  },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { readOnly: true } },
    {
      name: 'upload_token_hash',
      type: 'text',
      index: true,
      // Only the submit endpoint (Local API, overrideAccess) reads it.
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
