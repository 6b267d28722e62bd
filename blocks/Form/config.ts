/**
 * Form block: a lead form editors place on any page. Which form, its category
 * list and its checkbox options are the editor's; whether the message is required and the
 * terms-of-use note are the site's settings (sites.settings, SPEC.md §5).
 */
import type { Block } from 'payload'

export const FORM_BLOCK_KINDS = [
  { label: 'Enquiry (compact contact block)', value: 'contact' },
  { label: 'Test drive booking', value: 'test-drive' },
  { label: 'Service booking', value: 'service' },
  { label: 'Sell my car', value: 'sell-my-car' },
  { label: 'Finance enquiry', value: 'finance' },
] as const

export const FormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Send us an enquiry', admin: { description: 'Leave empty for no heading.' } },
    { name: 'intro', type: 'textarea' },
    { name: 'form', type: 'select', required: true, defaultValue: 'contact', options: [...FORM_BLOCK_KINDS] },
    {
      name: 'categories',
      label: 'Category list',
      type: 'array',
      maxRows: 20,
      admin: {
        description: 'The enquiry type select. Empty offers the standard list, with "General Enquiry" preselected.',
        condition: (_, block) => block?.form === 'contact',
        initCollapsed: true,
      },
      fields: [{ name: 'value', label: 'Category', type: 'text', required: true, maxLength: 100 }],
    },
    {
      name: 'checkOptions',
      label: 'Checkbox options',
      type: 'array',
      maxRows: 20,
      admin: {
        description: 'Tick boxes under the message. End an option with "(check_option)" to collect it into the lead\'s additional services, e.g. "Roadside assistance (check_option)".',
        condition: (_, block) => block?.form === 'contact',
        initCollapsed: true,
      },
      fields: [{ name: 'value', label: 'Option', type: 'text', required: true, maxLength: 150 }],
    },
    { name: 'submitLabel', type: 'text', maxLength: 40, admin: { description: 'Button text. Empty uses the form\'s own.' } },
  ],
}
