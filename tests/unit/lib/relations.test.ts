import { describe, expect, it } from 'vitest'
import { docOf, relationId, sameId } from '@/lib/relations'

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
