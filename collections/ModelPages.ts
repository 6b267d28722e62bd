/**
 * Editor content of a model page (SPEC.md §2 "/{model-slug}"): blocks shown on the
 * showroom of one make and model, below its hero, facts, offers and stock. Site-scoped. A model
 * page exists only while the site sells the model (src/rules/modelPage.ts#sellsModel); this
 * document adds content to it, it does not create one. Kept apart from Pages so a model page keeps
 * its computed showroom and a content page of the same slug stays a content page (which wins).
 * When two documents name the same make and model, the most recently updated one is shown.
 */
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { revalidateSiteContent, revalidateSiteContentAfterDelete } from '@/cache/revalidate'
import { pageBlocks } from '@blocks/index'
import { seoFields } from './seoFields'

export const ModelPages: CollectionConfig = {
  slug: 'model-pages',
  labels: { singular: 'Model page', plural: 'Model pages' },
  admin: {
    useAsTitle: 'model',
    defaultColumns: ['model', 'manufacturer', 'updatedAt'],
    group: 'Content',
    description: 'Content for the model page /{model} (e.g. /cx-5) of a make and model the site sells new or has an offer for.',
  },
  // Shoppers read it through the site's pages (server side); the REST API is for staff.
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateSiteContent], afterDelete: [revalidateSiteContentAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
        { name: 'model', type: 'text', required: true, admin: { description: 'As in stock, e.g. CX-5: the page answers /cx-5.' } },
      ],
    },
    { name: 'intro', type: 'textarea', admin: { description: 'Shown under the model name in the hero.' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { description: 'Blocks shown on the model page below the cars in stock.' } },
    seoFields,
  ],
}
