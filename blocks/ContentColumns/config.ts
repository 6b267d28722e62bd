/** Content columns: 1 to 4 columns, each with a heading, rich text and an optional link. */
import type { Block } from 'payload'
import { linkGroup } from '../shared/fields'

export const ContentColumnsBlock: Block = {
  slug: 'contentColumns',
  interfaceName: 'ContentColumnsBlock',
  labels: { singular: 'Content columns', plural: 'Content columns' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Optional heading above the columns.' } },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Column', plural: 'Columns' },
      admin: { description: '1 to 4 columns; they stack on small screens.' },
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'content', type: 'richText' },
        linkGroup('link', { label: 'Link', description: 'Optional link under the column.' }),
      ],
    },
  ],
}
