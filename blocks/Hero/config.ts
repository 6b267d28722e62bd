/**
 * Hero / call to action: heading, subheading, background image, up to 2 buttons and, optionally,
 * a free-text stock search box (issue 32: shoppers expect one on the home page).
 */
import type { Block } from 'payload'
import { validateCtaHref } from '@/lib/links'
import { siteMediaFilter } from '../shared/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea', admin: { rows: 2 } },
    {
      name: 'backgroundImage',
      type: 'upload',
      relationTo: 'media',
      filterOptions: siteMediaFilter,
      admin: { description: 'Optional. Text is shown on a dark overlay for contrast.' },
    },
    {
      name: 'headingLevel',
      type: 'select',
      defaultValue: 'h1',
      options: [
        { label: 'Main heading of the page (h1)', value: 'h1' },
        { label: 'Section heading (h2)', value: 'h2' },
      ],
      admin: { description: 'Use h1 only when this hero is the top of the page and the page shows no other title.' },
    },
    {
      name: 'searchBox',
      label: 'Show a stock search box',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A box where shoppers type a make, model, year or colour; it opens the search results (/cars/) for what they typed.' },
    },
    {
      name: 'ctas',
      label: 'Buttons',
      type: 'array',
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { width: '35%' } },
            {
              name: 'href',
              label: 'Link to',
              type: 'text',
              required: true,
              validate: validateCtaHref,
              admin: { width: '40%', placeholder: '/cars/', description: 'A path on this site (starting with /) or an https:// address.' },
            },
            {
              name: 'style',
              type: 'select',
              required: true,
              defaultValue: 'primary',
              options: [
                { label: 'Primary', value: 'primary' },
                { label: 'Secondary', value: 'secondary' },
              ],
              admin: { width: '25%' },
            },
          ],
        },
      ],
    },
  ],
}
