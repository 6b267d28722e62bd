/** A copied page keeps the template's structure and text but none of its dealer's own images or places (issue 22, item 6). */
import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { siteOwnedReferences, withoutReferences } from '@/admin/newDealer/references'
import { copiedContent } from '@/admin/newDealer/input'

const fields = [
  { name: 'title', type: 'text' },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'hero', fields: [{ name: 'heading', type: 'text' }, { name: 'backgroundImage', type: 'upload', relationTo: 'media' }] },
      { slug: 'reviewsCarousel', fields: [{ type: 'row', fields: [{ name: 'location', type: 'relationship', relationTo: 'locations' }] }] },
      { slug: 'offersGrid', fields: [{ name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true }] },
    ],
  },
  { name: 'seo', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }, { name: 'description', type: 'text' }] },
] as unknown as Field[]

describe('a page copied for a new dealer', () => {
  it("drops the template dealer's images and locations, keeps text, makes and structure", () => {
    const page = {
      id: 9,
      title: 'Home',
      layout: [
        { id: 'a1', blockType: 'hero', heading: 'Welcome to Sunshine Toyota', backgroundImage: 12 },
        { id: 'a2', blockType: 'reviewsCarousel', location: 4 },
        { id: 'a3', blockType: 'offersGrid', manufacturers: [2, 3] },
      ],
      seo: { image: 12, description: 'Sunshine Toyota on the coast' },
    }
    const copy = withoutReferences(copiedContent(page, 'Sunshine Toyota', 'Coastal Motors'), siteOwnedReferences(fields))
    expect(copy).toEqual({
      title: 'Home',
      layout: [
        { blockType: 'hero', heading: 'Welcome to Coastal Motors', backgroundImage: null },
        { blockType: 'reviewsCarousel', location: null },
        { blockType: 'offersGrid', manufacturers: [2, 3] },
      ],
      seo: { image: null, description: 'Coastal Motors on the coast' },
    })
  })
})
