/** Rich text block: editor content rendered safely (no raw HTML). */
import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text blocks' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: { description: 'Use headings from Heading 2 down; the page title is the Heading 1.' },
    },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'narrow',
      options: [
        { label: 'Narrow (easy reading)', value: 'narrow' },
        { label: 'Full width', value: 'wide' },
      ],
    },
  ],
}
