/**
 * Special offers (SPEC.md §3 Offer). Offers are campaigns syndicated to several sites (a
 * manufacturer or group offer), so they are not owned by one site: `sites` says where an
 * offer runs (empty: every site that opted into platform offers, src/rules/platformOffers.ts) and `excluded_website_ids` hides it on some, unless a site
 * lists it among its exempt offer ids. Platform admins manage every offer; group and site editors
 * only offers that run on their own sites alone (./access.ts). An offer runs from
 * `validFrom` to the end of `validUntil`, and leaves the site by itself after it.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'
import { createOffers, manageOffers, offerDeleteStaysInScope, offerSitesStayInScope, readOffers, readOfferVersions } from './access'
import { expireOffersAfterChange, expireOffersAfterDelete } from './hooks/expireOffers'
import { slugFromName } from '@/hooks/uniquePerSite'
import { validateUrlField } from '@/lib/urlField'

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'validFrom', 'validUntil', '_status'], group: 'Content' },
  access: { read: readOffers, readVersions: readOfferVersions, create: createOffers, update: manageOffers, delete: manageOffers },
  versions: { drafts: true },
  hooks: {
    beforeChange: [offerSitesStayInScope],
    beforeDelete: [offerDeleteStaysInScope],
    afterChange: [expireOffersAfterChange],
    afterDelete: [expireOffersAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', index: true, hooks: { beforeValidate: [slugFromName('name')] } },
    { name: 'description', type: 'textarea', admin: { description: 'Plain text; blank lines start new paragraphs.' } },
    { name: 'disclaimer', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', type: 'text', validate: validateUrlField, admin: { description: 'External image, used when no upload is chosen.' } },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    {
      name: 'model',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'slug', type: 'text' },
            { name: 'override_url', type: 'text', validate: validateUrlField, admin: { description: 'The "Explore model" link; defaults to the stock of this make and model.' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', label: 'Starts on', type: 'date', admin: { description: 'Empty: runs as soon as it is published.' } },
        { name: 'validUntil', label: 'Ends after', type: 'date', admin: { description: 'Empty: runs until unpublished. The offer leaves the site by itself after this day.' } },
      ],
    },
    {
      name: 'sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Sites that run this offer. Empty: a platform offer, shown on every site that opted into platform offers (platform admins only).' },
      // Editors choose among their own sites (the access rules refuse anything else).
      filterOptions: ({ req }) => (!req.user || isPlatformAdminUser(req.user) ? true : { id: { in: userSiteIds(req.user) } }),
    },
    {
      name: 'excluded_website_ids',
      label: 'Excluded sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Hidden on these sites (unless a site lists the offer as exempt).' },
    },
  ],
}
