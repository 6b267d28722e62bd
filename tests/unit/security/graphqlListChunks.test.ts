import { describe, expect, it } from 'vitest'
import { GRAPHQL_LIST_CHUNK_DOCS, joinPages, listChunkDocs } from '@/security/graphqlListChunks'

const page = (ids: number[], totalDocs: number) => ({ docs: ids.map((id) => ({ id })), totalDocs, totalPages: Math.ceil(totalDocs / 2), page: 1, hasNextPage: true })

describe('an unpaged staff list read in pages (issue 31 section 3)', () => {
  it('joins pages in order into one unpaged answer', () => {
    const joined = joinPages([page([5, 4], 5), page([3, 2], 5), page([1], 5)], 5)
    expect(joined?.docs.map((doc) => doc.id)).toEqual([5, 4, 3, 2, 1])
    expect(joined).toMatchObject({ totalDocs: 5, totalPages: 1, page: 1, hasNextPage: false, hasPrevPage: false, nextPage: null, limit: 0 })
  })

  it('drops a document a tie moved onto two pages, and gives up (null: read it again unpaged) when one went missing', () => {
    expect(joinPages([page([5, 4], 4), page([4, 3], 4), page([2], 4)], 4)?.docs.map((doc) => doc.id)).toEqual([5, 4, 3, 2])
    expect(joinPages([page([5, 4], 5), page([4, 2], 5), page([1], 5)], 5)).toBeNull()
  })

  it('keeps only the first `limit` documents a `pagination: false, limit` read asks for', () => {
    expect(joinPages([page([5, 4], 5), page([3, 2], 5)], 3, 3)).toMatchObject({ docs: [{ id: 5 }, { id: 4 }, { id: 3 }], totalDocs: 3, limit: 3 })
  })

  it('reads the page size from GRAPHQL_LIST_CHUNK_DOCS, a whole number from 1', () => {
    expect(listChunkDocs({})).toBe(GRAPHQL_LIST_CHUNK_DOCS)
    expect(listChunkDocs({ GRAPHQL_LIST_CHUNK_DOCS: '25' })).toBe(25)
    for (const bad of ['0', '-3', '2.5', 'lots', '']) expect(listChunkDocs({ GRAPHQL_LIST_CHUNK_DOCS: bad })).toBe(GRAPHQL_LIST_CHUNK_DOCS)
  })
})
