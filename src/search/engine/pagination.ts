/**
 * Which slice of the ranked hits a search asks for: Algolia's page/hitsPerPage, or offset/length,
 * never past `paginationLimitedTo` hits.
 */
import type { NormalizedParams } from './params'

export interface PageWindow {
  /** the ranks [start, end) of the hits answered */
  start: number
  end: number
  /** hits asked for (hitsPerPage, or length with an offset) */
  size: number
  page: number
  nbPages: number
  useOffset: boolean
}

export function pageWindow(q: NormalizedParams, nbHits: number, paginationLimitedTo: number): PageWindow {
  const limit = Math.max(0, paginationLimitedTo)
  const hpp = q.hitsPerPage
  const useOffset = q.offset !== null
  const start = q.offset ?? q.page * hpp
  const size = useOffset ? (q.length ?? hpp) : hpp
  const end = Math.min(start + size, limit, nbHits)
  const nbPages = hpp > 0 ? Math.ceil(Math.min(nbHits, limit) / hpp) : 0
  const page = useOffset ? (hpp > 0 ? Math.floor(start / hpp) : 0) : q.page
  return { start, end, size, page, nbPages, useOffset }
}
