/**
 * Captcha challenges already used: a solved ALTCHA challenge is accepted
 * once; its signature is kept here until the challenge expires so a replay is refused on every
 * app instance. Internal: hidden from the admin, no API access.
 */
import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'

export const CaptchaSolutions: CollectionConfig = {
  slug: 'captcha-solutions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  graphQL: false,
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true, index: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
