'use client'
/**
 * SPEC.md §4 "Search loading: errors or loading keep the previous results shown." The results stay
 * on screen; this small live region says "Updating…" while a search runs and offers a retry when
 * one fails. A search that failed during server rendering (see `safeServerSearchClient`) shows the
 * same notice.
 */
import { useEffect, useRef, useState } from 'react'
import { useInstantSearch, useStats } from './searchHooks'
import { serverSearchFailed } from './safeSearchClient'


export function SearchStatus() {
  useStats()
  const { status, refresh, results } = useInstantSearch({ catchError: true })
  // Show "Updating…" only when a search takes a moment, so fast answers do not flicker.
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (status !== 'loading' && status !== 'stalled') {
      setSlow(false)
      return
    }
    if (status === 'stalled') {
      setSlow(true)
      return
    }
    const t = setTimeout(() => setSlow(true), 150)
    return () => clearTimeout(t)
  }, [status])

  // The server could not search: try once more from the browser straight away.
  const retried = useRef(false)
  const serverFailed = serverSearchFailed(results)
  useEffect(() => {
    if (serverFailed && !retried.current) {
      retried.current = true
      refresh()
    }
  }, [serverFailed, refresh])

  const failed = status === 'error' || serverFailed
  return (
    <div aria-live="polite" className="min-h-0" data-testid="search-status" data-status={status}>
      {failed ? (
        <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>
            We couldn&apos;t update the results just now.{status === 'error' ? ' The results below are from your last search.' : ''}
          </span>
          <button type="button" onClick={() => refresh()} className="min-h-10 rounded-md border border-amber-400 bg-white px-3 font-semibold">
            Try again
          </button>
        </div>
      ) : slow ? (
        <p className="pointer-events-none fixed bottom-4 left-1/2 z-40 -translate-x-1/2 rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          Updating…
        </p>
      ) : null}
    </div>
  )
}
