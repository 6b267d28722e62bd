import { describe, expect, it } from 'vitest'
import { isTagExpired, tagExpiresAt } from '@/rules/tagExpiry'
import { carTag } from '@/rules/tagPrecedence'

const nov2026 = new Date('2026-11-20T02:00:00Z')
const iso = (text: string) => tagExpiresAt(text)?.toISOString() ?? null

describe('custom tags that name a time (issue 32)', () => {
  it('"COMING LATE 2025" has expired in November 2026; "NEW 2027 MODEL" has not', () => {
    expect(isTagExpired('COMING LATE 2025', nov2026)).toBe(true)
    expect(isTagExpired('NEW 2027 MODEL', nov2026)).toBe(false)
    expect(isTagExpired('NEW 2027 MODEL', new Date('2028-01-01T00:00:00Z'))).toBe(true)
    expect(isTagExpired('NEW 2025 MODEL', nov2026)).toBe(true)
  })

  it('a month lasts to its end: "ARRIVING MARCH 2026" is over in April, not on 31 March', () => {
    expect(iso('ARRIVING MARCH 2026')).toBe('2026-04-01T00:00:00.000Z')
    expect(isTagExpired('ARRIVING MARCH 2026', new Date('2026-03-31T12:00:00Z'))).toBe(false)
    expect(isTagExpired('ARRIVING MARCH 2026', nov2026)).toBe(true)
    expect(isTagExpired("Landing Dec '26", nov2026)).toBe(false)
    expect(isTagExpired('ARRIVING DECEMBER 2026', nov2026)).toBe(false)
  })

  it('quarters, Australian seasons and parts of a year', () => {
    expect(iso('DUE Q3 2026')).toBe('2026-10-01T00:00:00.000Z')
    expect(iso('Q4/2026 delivery')).toBe('2027-01-01T00:00:00.000Z')
    expect(iso('SPRING 2026 SPECIAL')).toBe('2026-12-01T00:00:00.000Z')
    expect(iso('WINTER 2026')).toBe('2026-09-01T00:00:00.000Z')
    expect(iso('SUMMER 2026')).toBe('2027-03-01T00:00:00.000Z')
    expect(iso('EARLY 2026')).toBe('2026-05-01T00:00:00.000Z')
    expect(iso('mid-2026')).toBe('2026-09-01T00:00:00.000Z')
    expect(iso('END OF 2025')).toBe('2026-01-01T00:00:00.000Z')
    expect(isTagExpired('EARLY 2026 ARRIVAL', nov2026)).toBe(true)
    expect(isTagExpired('SUMMER 2026', nov2026)).toBe(false)
  })

  it('an end date in the text: "ENDS 30/11/2026", "UNTIL 15 NOV 2026", "2026-11-30"', () => {
    expect(iso('SALE ENDS 30/11/2026')).toBe('2026-12-01T00:00:00.000Z')
    expect(iso('Offer until 15th November 2026')).toBe('2026-11-16T00:00:00.000Z')
    expect(iso('ends 2026-11-30')).toBe('2026-12-01T00:00:00.000Z')
    expect(isTagExpired('UNTIL 15 NOV 2026', nov2026)).toBe(true)
    expect(isTagExpired('SALE ENDS 30/11/2026', nov2026)).toBe(false)
    expect(iso('ENDS 31/02/2026')).toBeNull()
  })

  it('the latest period named wins', () => {
    expect(isTagExpired('2025 RUNOUT – ON SALE TILL MARCH 2027', nov2026)).toBe(false)
  })

  it('tags that name no time never expire (model names such as Peugeot 2008 are not years)', () => {
    for (const tag of ['Runout', 'Demo special', 'ARRIVING MARCH', 'Peugeot 2008 GT', '3008 Allure', '', null, undefined]) {
      expect(tagExpiresAt(tag)).toBeNull()
      expect(isTagExpired(tag, nov2026)).toBe(false)
    }
  })

  it('the card drops an expired tag and falls through to the next rule', () => {
    expect(carTag({ tag: 'COMING LATE 2025' }, {}, nov2026)).toBeNull()
    expect(carTag({ tag: 'COMING LATE 2025', status: 'coming_soon' }, {}, nov2026)).toEqual({ kind: 'comingSoon', text: 'COMING SOON' })
    expect(carTag({ tag: 'NEW 2027 MODEL' }, {}, nov2026)).toEqual({ kind: 'custom', text: 'NEW 2027 MODEL' })
  })
})
