/** A field helper the site settings groups share, and the value lists they select from (kept in src/rules, which the inventory import reads too). */
import type { Field } from 'payload'

export { AU_STATES, BODY_TYPES, FINANCE_PROVIDERS } from '@/rules/valueLists'

export const stringList = (name: string, label: string, description: string, maxRows?: number): Field => ({
  name,
  label,
  type: 'array',
  maxRows,
  admin: { description, initCollapsed: true },
  fields: [{ name: 'value', type: 'text', required: true }],
})
