import { describe, expect, it } from 'vitest'
import type { ImportReport } from '../../../src/inventory/server/importTypes'
import { progressBar, rejectedTable, summary } from '../../../src/inventory/importConsole'

function sink(isTTY: boolean) {
  const chunks: string[] = []
  return { out: { isTTY, write: (c: string) => chunks.push(c) }, text: () => chunks.join('') }
}

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: false,
  fullFeed: false,
  dealerships: ['sunshine-toyota'],
  totalRows: 12,
  created: 10,
  updated: 0,
  rejected: 2,
  markedSold: 0,
  heldWithoutLocation: [],
  rejectedRows: [
    { row: 6, stocknum: 'IMP1005', field: 'year', reason: '"abc" is not a number' },
    { row: 9, stocknum: 'IMP2003', field: 'car_type', reason: '"old" is not one of new, demo, used' },
  ],
  markedSoldVehicles: [],
  warnings: [],
  ...overrides,
})

describe('progressBar', () => {
  it('redraws in place with \\r on a terminal and ends the line when done', () => {
    const s = sink(true)
    const bar = progressBar(s.out, 10)
    for (let done = 0; done <= 4; done++) bar.update({ phase: 'import', done, total: 4 })
    const text = s.text()
    expect(text.split('\r').length - 1).toBe(5)
    expect(text).toContain('\r  Importing [#####.....] 2/4 (50%)')
    expect(text.endsWith('\r  Importing [##########] 4/4 (100%)\n')).toBe(true)
  })

  it('prints milestone lines (0, 25, 50, 75, 100 %) without a terminal, never \\r', () => {
    const s = sink(false)
    const bar = progressBar(s.out)
    for (let done = 0; done <= 100; done++) bar.update({ phase: 'import', done, total: 100 })
    bar.end()
    expect(s.text()).not.toContain('\r')
    expect(s.text()).toBe(
      ['0/100 (0%)', '25/100 (25%)', '50/100 (50%)', '75/100 (75%)', '100/100 (100%)'].map((p) => `  Importing: ${p}\n`).join(''),
    )
  })

  it('starts a new line for the mark-sold phase and handles an empty phase', () => {
    const s = sink(false)
    const bar = progressBar(s.out)
    bar.update({ phase: 'import', done: 0, total: 0 })
    bar.update({ phase: 'mark-sold', done: 0, total: 2 })
    bar.update({ phase: 'mark-sold', done: 2, total: 2 })
    expect(s.text()).toBe('  Importing: 0/0 (100%)\n  Marking sold: 0/2 (0%)\n  Marking sold: 2/2 (100%)\n')
  })
})

describe('rejectedTable', () => {
  it('aligns row, stock, field and reason', () => {
    expect(rejectedTable(report().rejectedRows).split('\n')).toEqual([
      '  Row  Stock    Field     Reason',
      '  ---  -------  --------  -----------------------------------',
      '  6    IMP1005  year      "abc" is not a number',
      '  9    IMP2003  car_type  "old" is not one of new, demo, used',
    ])
  })

  it('is empty without rejections and says how many more there are past the limit', () => {
    expect(rejectedTable([])).toBe('')
    const many = Array.from({ length: 5 }, (_, i) => ({ row: i + 2, field: 'year', reason: 'bad' }))
    expect(rejectedTable(many, 3)).toContain('... and 2 more (see the report file)')
  })
})

describe('summary', () => {
  it('gives created, updated, rejected and marked sold', () => {
    expect(summary(report())).toBe(
      ['Import finished.', '  Created:         10', '  Updated:         0', '  Rejected:        2 row(s) (2 problem(s))', '  Marked sold:     0 (no --full-feed)'].join('\n'),
    )
  })

  it('says "would" on a dry run and lists the cars marked sold', () => {
    const text = summary(report({ dryRun: true, fullFeed: true, markedSold: 1, markedSoldVehicles: [{ id: 1, dealership: 'sunshine-toyota', stocknum: 'ST9' }] }))
    expect(text).toContain('Dry run: nothing was written.')
    expect(text).toContain('Would create:    10')
    expect(text).toContain('Would mark sold: 1')
    expect(text).toContain('Cars would be marked sold: sunshine-toyota/ST9')
  })
})
