'use client'
/** The no-results state: what happened and one obvious way out. */
import Link from 'next/link'
import { useInstantSearch } from './searchHooks'
import { useResultCount } from './useResultCount'
import type { StockNoun } from '@/rules/stockKind'

type Props = { stockCount: number | null; siteLabel: StockNoun; scoped: boolean }

export function NoResults({ stockCount, siteLabel, scoped }: Props) {
  const { label } = useResultCount(stockCount, siteLabel)
  // Clears the keyword and every refinement through the UI state itself (useClearRefinements
  // needs a client-side result first, which a server-rendered no-results page does not have).
  const { results, indexUiState, setIndexUiState } = useInstantSearch()
  const canRefine = Boolean(
    indexUiState.query ||
      Object.values(indexUiState.refinementList ?? {}).some((v) => v?.length) ||
      Object.values(indexUiState.range ?? {}).some(Boolean) ||
      Object.values(indexUiState.menu ?? {}).some(Boolean),
  )
  const refine = () => setIndexUiState((prev) => (prev.sortBy ? { sortBy: prev.sortBy } : {}))
  if ((results?.nbHits ?? 0) > 0) return null
  // Before the first answer arrives there is nothing to say yet.
  if (!results || results.__isArtificial) return null
  const plural = `${label.toLowerCase()}s`
  return (
    <section aria-labelledby="no-results-heading" className="rounded-lg border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center" data-testid="no-results">
      <h2 id="no-results-heading" className="text-xl font-bold">
        No {plural} match your search
      </h2>
      <p className="mx-auto mt-2 max-w-md text-gray-700">
        {canRefine ? `Try removing a filter or two, or clear them all to see every ${label.toLowerCase()} we have.` : `We don't have any ${plural} here right now. New stock arrives every week, so check back soon.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canRefine ? (
          <button type="button" onClick={refine} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-on-brand" data-testid="clear-all-filters">
            Clear all filters
          </button>
        ) : null}
        {scoped || !canRefine ? (
          <Link href="/cars/" className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-5 font-semibold">
            See all our stock
          </Link>
        ) : null}
      </div>
    </section>
  )
}
