'use client'
/**
 * The query string the search UI renders for, the same on the server and during hydration.
 * On the server it is the one the page was rendered for (SearchPage's `location`: '' on the
 * cached query-less pages, so nothing reads the request); in the browser it follows the URL
 * (Next's useSearchParams, which also sees InstantSearch's history writes).
 */
import { createContext, useContext } from 'react'
import { useSearchParams } from 'next/navigation'
import type { SearchLocation } from './InstantSearchSsr'

const isServer = typeof window === 'undefined'

const SearchLocationContext = createContext<SearchLocation>({ pathname: '/', search: '' })

export const SearchLocationProvider = SearchLocationContext.Provider

/** The current query string without '?'. */
export function useLocationSearch(): string {
  const location = useContext(SearchLocationContext)
  if (isServer) return location.search.replace(/^\?/, '')
  // The same hook on every browser render (the branch is fixed per environment).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useSearchParams()?.toString() ?? ''
}
