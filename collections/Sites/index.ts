/**
 * A Site is the tenant: one dealer (or dealer-group) website. The request's Host picks it
 * through `domains`; `{slug}.localhost` picks it in every mode.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isPlatformAdminField, isStaff, platformAdminOrGroupEditorField } from '@/access'
import { AU_STATES, FINANCE_PROVIDERS, siteSettingsFields } from '../siteSettingsFields'
import { revalidateSiteAfterChange } from '@/cache/revalidate'
import { reindexSiteWhenRecordSettingsChange } from './hooks/reindexOnRecordSettings'
import { newDealerEndpoint } from '@/admin/newDealerEndpoint'
import { validateUrlField } from '@/lib/urlField'
import { SLUG_PATTERN } from '@/lib/slug'
import { isReservedSlug, reservedSlugMessage } from '@/rules/reservedSlugs'
import { domainField } from './domainField'

export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template', 'updatedAt'],
    group: 'Platform',
  },
  access: {
    read: isStaff,
    create: isPlatformAdmin,
    update: isStaff,
    delete: isPlatformAdmin,
  },
  // POST /api/sites/new-dealer: the admin's "Add a dealer" wizard (src/admin/newDealer).
  endpoints: [newDealerEndpoint],
  hooks: { afterChange: [revalidateSiteAfterChange, reindexSiteWhenRecordSettingsChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              name: 'slug',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              access: { update: isPlatformAdminField },
              admin: { description: 'Lower-case letters, digits and hyphens. {slug}.localhost serves this site.' },
              validate: (value: unknown) => {
                if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and single hyphens, e.g. sunshine-toyota.'
                return isReservedSlug(value) ? reservedSlugMessage(value) : true
              },
            },
            {
              name: 'template',
              type: 'select',
              defaultValue: 'dealer',
              options: [
                { label: 'Single dealer', value: 'dealer' },
                { label: 'Dealer group', value: 'group' },
                { label: 'Used cars and caravans', value: 'outdoor' },
              ],
            },
            {
              name: 'domains',
              type: 'array',
              access: { update: isPlatformAdminField, create: isPlatformAdminField },
              admin: { description: 'Host names that serve this site, e.g. www.sunshinetoyota.com.au' },
              fields: [domainField],
            },
            { name: 'phone', type: 'text' },
            { name: 'email', type: 'email' },
            { name: 'address', type: 'textarea' },
            { name: 'defaultState', type: 'select', defaultValue: 'qld', options: [...AU_STATES] },
            { name: 'manufacturerName', type: 'text', admin: { description: 'Single-brand sites: the make, e.g. Toyota.' } },
            { name: 'garageEnabled', type: 'checkbox', defaultValue: false },
            { name: 'financeProvider', type: 'select', options: [...FINANCE_PROVIDERS] },
            {
              name: 'groupSiteUrl',
              type: 'text',
              validate: validateUrlField,
              admin: { description: 'Dealer groups: the group site that header and footer blocks link back to.' },
            },
            { name: 'companyName', type: 'text', admin: { description: 'Legal name shown in the footer.' } },
          ],
        },
        {
          label: 'Branding',
          fields: [
            {
              name: 'branding',
              type: 'group',
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media' },
                {
                  name: 'icon',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'Square image, at least 512 px; used for the browser tab, home-screen icon and app manifest' },
                },
                { name: 'primaryColour', type: 'text', defaultValue: '#1f2937', admin: { description: 'Hex colour for the header and buttons.' } },
                { name: 'secondaryColour', type: 'text', defaultValue: '#f3f4f6' },
                { name: 'accentColour', type: 'text', defaultValue: '#dc2626' },
                { name: 'textOnPrimary', type: 'text', defaultValue: '#ffffff' },
                {
                  name: 'font',
                  type: 'select',
                  defaultValue: 'system',
                  options: [
                    { label: 'System sans-serif', value: 'system' },
                    { label: 'Serif', value: 'serif' },
                    { label: 'Rounded', value: 'rounded' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Settings',
          fields: [
            {
              name: 'settings',
              type: 'group',
              admin: { description: 'Per-site switches. Defaults follow the product specification.' },
              access: { update: platformAdminOrGroupEditorField },
              fields: siteSettingsFields,
            },
          ],
        },
        {
          label: 'Dealerships',
          fields: [
            {
              name: 'dealerships',
              type: 'join',
              collection: 'dealerships',
              on: 'site',
              admin: { description: 'Dealerships whose stock this site lists.' },
            },
          ],
        },
      ],
    },
  ],
}
