import type { Field } from 'payload'
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@/rules/seoLimits'

export const seoFields: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', maxLength: SEO_TITLE_MAX_LENGTH },
    { name: 'description', type: 'textarea', maxLength: SEO_DESCRIPTION_MAX_LENGTH },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
