/** Header and footer navigation per site, with nested dropdown items. */
import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { uniquePerSite } from '@/hooks/uniquePerSite'
import { validateMenuHref } from '@/rules/safeHref'

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      {
        name: 'href',
        type: 'text',
        required: true,
        validate: validateMenuHref,
        admin: { description: 'A path on this site such as /cars/ or a full https:// address.' },
      },
    ],
  },
]

export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: { useAsTitle: 'placement', defaultColumns: ['placement', 'site'], group: 'Content' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    {
      name: 'placement',
      type: 'select',
      required: true,
      options: [
        { label: 'Header', value: 'header' },
        { label: 'Footer', value: 'footer' },
      ],
      validate: uniquePerSite('placement', 'placement'),
    },
    {
      name: 'items',
      type: 'array',
      fields: [
        ...linkFields,
        {
          name: 'children',
          label: 'Dropdown items',
          type: 'array',
          admin: { description: 'Items here turn the entry into a dropdown.' },
          fields: linkFields,
        },
      ],
    },
  ],
}
