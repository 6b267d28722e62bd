/** Platform-wide settings: which site plain `localhost` (or an unmatched development host) serves. */
import type { GlobalConfig } from 'payload'
import { isPlatformAdmin, isStaff } from '@/access'
import { expireTags } from '@/cache/revalidate'
import { SITES_DIRECTORY_TAG } from '@/cache/tags'
import { hiddenUnlessPlatformAdmin } from '@/admin/visibility'

export const PlatformSettings: GlobalConfig = {
  slug: 'platform-settings',
  admin: { group: 'Platform', hidden: hiddenUnlessPlatformAdmin },
  access: { read: isStaff, update: isPlatformAdmin },
  hooks: { afterChange: [({ doc }) => (expireTags([SITES_DIRECTORY_TAG]), doc)] },
  fields: [
    {
      name: 'defaultSite',
      type: 'relationship',
      relationTo: 'sites',
      admin: { description: 'The site served on plain localhost.' },
    },
  ],
}
