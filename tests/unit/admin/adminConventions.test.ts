/** The admin's Australian conventions (issue 22, item 5): readable labels, day-first dates, block rows by content. */
import { describe, expect, it } from 'vitest'
import type { Block, Field } from 'payload'
import { blockRowSummary, humaniseFieldName } from '@/admin/fieldLabels'
import { adminConventions, conventionalField } from '@/admin/adminConventions'
import { formatAdminDateTime } from '@/admin/dates'

describe('humaniseFieldName', () => {
  it('reads snake and camel case as words, keeping the trade acronyms', () => {
    expect(humaniseFieldName('start_hour')).toBe('Start hour')
    expect(humaniseFieldName('delivery_status')).toBe('Delivery status')
    expect(humaniseFieldName('crm_state')).toBe('CRM state')
    expect(humaniseFieldName('page_url')).toBe('Page URL')
    expect(humaniseFieldName('dealerLicenceNumber')).toBe('Dealer licence number')
    expect(humaniseFieldName('vin')).toBe('VIN')
  })
})

describe('conventionalField', () => {
  it('labels unlabelled fields, nested ones too, and keeps labels that are set', () => {
    const group = conventionalField({
      name: 'opening_hours',
      type: 'array',
      fields: [{ type: 'row', fields: [{ name: 'start_hour', type: 'text' }, { name: 'close', type: 'text', label: 'Closes at' }] }],
    } as Field) as { label: string; fields: { fields: { label: string }[] }[] }
    expect(group.label).toBe('Opening hours')
    expect(group.fields[0]!.fields.map((f) => f.label)).toEqual(['Start hour', 'Closes at'])
  })

  it('makes date pickers read typed dates day first', () => {
    const day = conventionalField({ name: 'validUntil', type: 'date' } as Field) as { admin: { date: { displayFormat: string } } }
    expect(day.admin.date.displayFormat).toBe('dd/MM/yyyy')
    const time = conventionalField({ name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } } as Field) as { admin: { date: { displayFormat: string } } }
    expect(time.admin.date.displayFormat).toBe('dd/MM/yyyy h:mm aa')
  })

  it('titles layout blocks by their content', () => {
    const hero: Block = { slug: 'hero', labels: { singular: 'Hero', plural: 'Heroes' }, fields: [{ name: 'heading', type: 'text' }] }
    const layout = conventionalField({ name: 'layout', type: 'blocks', blocks: [hero] } as Field) as { blocks: Block[] }
    expect(layout.blocks[0]!.admin?.components?.Label).toEqual({ path: '/src/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: 'Hero' } })
    expect(blockRowSummary({ blockType: 'hero', heading: 'Find your next   Toyota' })).toBe('Find your next Toyota')
    expect(blockRowSummary({ blockType: 'richText', content: { root: { children: [{ children: [{ text: 'Warranty terms apply' }] }] } } })).toBe('Warranty terms apply')
    expect(blockRowSummary({ blockType: 'hero', heading: 'x'.repeat(80) })).toHaveLength(60)
    expect(blockRowSummary({ blockType: 'offersGrid' })).toBe('')
  })

  it('shows dates day first with the year', async () => {
    const config = await adminConventions({ collections: [], admin: {} } as never)
    expect(config.admin?.dateFormat).toBe('d MMM yyyy, h:mm a')
    expect(formatAdminDateTime('2026-12-11T04:30:00Z', 'Australia/Brisbane')).toBe('11 Dec 2026, 2:30 pm')
  })
})
