/**
 * Reading the engine's own answer kept in InstantSearch results: algoliasearch-helper stores each
 * raw answer in `SearchResults._rawResults`; the page reads the first one's facet counts (all
 * stock kinds, before a refinement narrows them) and the server's failure marker. Accepts anything
 * (results may be missing before the first answer) and never throws. Pure and isomorphic.
 */
import { isRecord } from '@/lib/guards'

/** The first raw answer of these results, when there is one. */
export function firstRawResult(results: unknown): Record<string, unknown> | undefined {
  if (!isRecord(results) || !Array.isArray(results._rawResults)) return undefined
  const first: unknown = results._rawResults[0]
  return isRecord(first) ? first : undefined
}

/** The value counts of one facet in the first raw answer (counts that are not numbers left out); null when absent. */
export function rawFacetCounts(results: unknown, attribute: string): Record<string, number> | null {
  const facets = firstRawResult(results)?.facets
  const counts = isRecord(facets) ? facets[attribute] : undefined
  if (!isRecord(counts)) return null
  return Object.fromEntries(Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
}
