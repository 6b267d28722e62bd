import { describe, expect, it } from 'vitest'
import { docOf, relationId, sameId, submittedId } from '@/lib/relations'

describe('relationId', () => {
  it('reads the id of a populated document and a bare id alike', () => {
    expect(relationId({ id: 7, name: 'Site' })).toBe(7)
    expect(relationId(7)).toBe(7)
    expect(relationId('abc')).toBe('abc')
  })

  it('is null for an empty relation or a document without an id', () => {
    for (const empty of [null, undefined, '', {}, { id: null }, { id: '' }, true]) expect(relationId(empty)).toBeNull()
  })
})

describe('docOf', () => {
  it('returns the populated document, null for a bare id', () => {
    expect(docOf({ id: 1, slug: 'x' })).toEqual({ id: 1, slug: 'x' })
    expect(docOf(1)).toBeNull()
    expect(docOf(null)).toBeNull()
  })
})

describe('sameId', () => {
  it('treats 7 and " 7" as the same id and never matches an empty one', () => {
    expect(sameId(7, ' 7')).toBe(true)
    expect(sameId(7, 8)).toBe(false)
    expect(sameId('', '')).toBe(false)
    expect(sameId(null, null)).toBe(false)
  })
})

describe('submittedId', () => {
  it('accepts a positive whole number, its digits or a populated document', () => {
    expect(submittedId(7)).toBe(7)
    expect(submittedId(' 42 ')).toBe(42)
    expect(submittedId({ id: '9' })).toBe(9)
  })

  it('refuses anything a forged form could send instead of an id', () => {
    for (const bad of [0, -3, 1.5, '1e3', '0x10', '12abc', '', '1234567890123456', Number.MAX_SAFE_INTEGER + 2, null, undefined, {}, [], true]) {
      expect(submittedId(bad)).toBeNull()
    }
  })
})
