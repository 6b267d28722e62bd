import { describe, expect, it } from 'vitest'
import { asError, errorMessage, isRecord, stringOr } from '../../../src/lib/guards'

describe('type guards for outside values', () => {
  it('isRecord accepts plain objects only, not null, arrays or primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    expect(isRecord(null)).toBe(false)
    expect(isRecord([1])).toBe(false)
    expect(isRecord('x')).toBe(false)
  })

  it('errorMessage reads an Error, a thrown string and a thrown object with a message', () => {
    expect(errorMessage(new Error('disk full'))).toBe('disk full')
    expect(errorMessage('plain string thrown')).toBe('plain string thrown')
    expect(errorMessage({ message: 'from a driver' })).toBe('from a driver')
    expect(errorMessage(undefined)).toBe('undefined')
  })

  it('asError keeps an Error and wraps anything else thrown', () => {
    const e = new Error('x')
    expect(asError(e)).toBe(e)
    expect(asError('boom').message).toBe('boom')
  })

  it('stringOr keeps strings and drops anything else', () => {
    expect(stringOr('a')).toBe('a')
    expect(stringOr(3)).toBeUndefined()
  })
})

describe('string lists from outside', () => {
  it('stringsOr keeps the strings of an array and is undefined for anything else', async () => {
    const { stringsOr } = await import('../../../src/lib/guards')
    expect(stringsOr(['a', 3, 'b'])).toEqual(['a', 'b'])
    expect(stringsOr('a')).toBeUndefined()
  })
})

describe('numbers from outside', () => {
  it('finiteNumber keeps finite numbers only', async () => {
    const { finiteNumber } = await import('../../../src/lib/guards')
    expect(finiteNumber(3.5)).toBe(3.5)
    expect(finiteNumber(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(finiteNumber(Number.NaN)).toBeUndefined()
    expect(finiteNumber('3')).toBeUndefined()
  })
})
