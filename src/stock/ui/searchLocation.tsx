'use client'
/**
 * The query string the search UI renders for, the same on the server and during hydration.
 * On the server it is the one the page was rendered for (SearchPage's `location`: '' on the
 * cached query-less pages, so nothing reads the request); in the browser it follows the URL
 * (Next's useSearchParams, which also sees InstantSearch's history writes).
 */
import { createContext, useContext, useEffect, useState } from 'react'
import { useSearchParams } from 'next/navigation'
import type { SearchLocation } from './LiveInstantSearch'
import { isShellForUrlState } from './landingShell'

const isServer = typeof window === 'undefined'

const SearchLocationContext = createContext<SearchLocation>({ pathname: '/', search: '' })

export const SearchLocationProvider = SearchLocationContext.Provider

/** The current query string without '?'. */
export function useLocationSearch(): string {
  const location = useContext(SearchLocationContext)
  if (isServer) return location.search.replace(/^\?/, '')
  // The same hooks on every browser render (the branch is fixed per environment).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const params = useSearchParams()?.toString() ?? ''
  // The cached shell of a search landing (src/server/queryLanding.ts) was rendered without the
  // URL's search state: hydrate with the server's, then follow the URL.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const [hydrating, setHydrating] = useState(() => isShellForUrlState(location.search, window.location.search))
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useEffect(() => {
    if (hydrating) setHydrating(false)
  }, [hydrating])
  return hydrating ? location.search.replace(/^\?/, '') : params
}
