/**
 * The admin as an Australian dealer's team expects it, applied to every
 * collection, global and block by one config plugin (placed last, so plugin-added fields such as
 * the tenant's `site` are covered):
 * - every named field has a readable label (fieldLabels.ts) unless it sets its own;
 * - dates show day first with the year (`admin.dateFormat`), and the date pickers read typed
 *   dates day first ("11/12/2026" is 11 December);
 * - each layout block's row is titled by its content (BlockRowLabel).
 */
import type { Block, Config, Field, Plugin } from 'payload'
import { ADMIN_DATE_FORMAT, PICKER_DAY_AND_TIME_FORMAT, PICKER_DAY_FORMAT, PICKER_TIME_FORMAT } from './dates'
import { humaniseFieldName } from './fieldLabels'

type AnyField = Field & { name?: string; label?: unknown; type: string; fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: Block[]; admin?: Record<string, unknown> }

function pickerFormat(appearance: unknown): string {
  if (appearance === 'dayAndTime') return PICKER_DAY_AND_TIME_FORMAT
  if (appearance === 'timeOnly') return PICKER_TIME_FORMAT
  if (appearance === 'monthOnly') return 'MM/yyyy'
  return PICKER_DAY_FORMAT
}

function conventionalBlock(block: Block): Block {
  const admin = block.admin ?? {}
  const singular = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return {
    ...block,
    fields: block.fields.map(conventionalField),
    admin: {
      ...admin,
      components: {
        ...(admin.components ?? {}),
        Label: admin.components?.Label ?? { path: '/src/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: singular } },
      },
    },
  }
}

export function conventionalField(input: Field): Field {
  const field = { ...(input as AnyField) }
  if (field.name && field.type !== 'ui' && !('label' in field && field.label !== undefined)) field.label = humaniseFieldName(field.name)
  if (field.type === 'date') {
    const admin = { ...(field.admin ?? {}) }
    const date = { ...((admin.date as Record<string, unknown> | undefined) ?? {}) }
    date.displayFormat ??= pickerFormat(date.pickerAppearance)
    admin.date = date
    field.admin = admin
  }
  if (Array.isArray(field.fields)) field.fields = field.fields.map(conventionalField)
  if (Array.isArray(field.tabs)) field.tabs = field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(conventionalField) }))
  if (Array.isArray(field.blocks)) field.blocks = field.blocks.map(conventionalBlock)
  return field as Field
}

export const adminConventions: Plugin = (config: Config): Config => ({
  ...config,
  admin: { ...config.admin, dateFormat: config.admin?.dateFormat ?? ADMIN_DATE_FORMAT },
  collections: (config.collections ?? []).map((c) => ({ ...c, fields: c.fields.map(conventionalField) })),
  globals: (config.globals ?? []).map((g) => ({ ...g, fields: g.fields.map(conventionalField) })),
  blocks: config.blocks?.map(conventionalBlock),
})
