import { describe, expect, it } from 'vitest'
import { intSetting } from '@/lib/intSetting'

describe('intSetting: a whole-number setting from the environment', () => {
  it('reads a whole number within its bounds, spaces around it allowed', () => {
    expect(intSetting('45', { fallback: 30 })).toBe(45)
    expect(intSetting(' 7 ', { fallback: 30, min: 1, max: 10 })).toBe(7)
    expect(intSetting('0', { fallback: 30 })).toBe(0)
  })

  it('falls back to the default when unset, blank, a fraction, words or out of bounds', () => {
    for (const raw of [undefined, '', '   ', '2.5', 'many', '1e400', '-1', 'NaN']) expect(intSetting(raw, { fallback: 30 })).toBe(30)
    expect(intSetting('0', { fallback: 60, min: 1 })).toBe(60)
    expect(intSetting('1441', { fallback: 30, min: 1, max: 1440 })).toBe(30)
    expect(intSetting('1440', { fallback: 30, min: 1, max: 1440 })).toBe(1440)
  })
})
