/** A dealership: the business that owns stock and locations; a site lists its dealerships' stock. */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { siteSlugField } from '@/hooks/uniquePerSite'
import { dealershipLeadFields } from '@/leads/recipientFields'
import { isValidAbn } from '@/rules/taxInvoice'

export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'site'], group: 'Dealer' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    siteSlugField('Filled from the name when left empty. Unique within the site.'),
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'licenceLabel',
          type: 'select',
          defaultValue: 'DL',
          options: [
            { label: 'DL (dealer licence)', value: 'DL' },
            { label: 'CL (class licence)', value: 'CL' },
          ],
        },
        { name: 'dealerLicenceNumber', type: 'text' },
        { name: 'motorVehicleRepairer', label: 'MRB (motor vehicle repairer) number', type: 'text' },
      ],
    },
    { name: 'companyName', type: 'text' },
    { name: 'companyAddress', type: 'textarea' },
    {
      name: 'abn',
      label: 'ABN',
      type: 'text',
      admin: { description: 'Australian Business Number, printed on the tax invoice a deposit receipt is (11 digits).' },
      validate: (value: unknown) => (value === null || value === undefined || value === '' || isValidAbn(value) ? true : 'Enter the 11-digit ABN, e.g. 51 824 753 556.'),
    },
    { name: 'phone', type: 'text' },
    { name: 'groupContent', type: 'textarea', admin: { description: 'Group-specific text for header and footer blocks.' } },
    dealershipLeadFields,
  ],
}
