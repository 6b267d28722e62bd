'use client'
/**
 * InstantSearch for the search page's live UI, in the browser only (SearchPage mounts it on the
 * shopper's first use; the server renders the page without InstantSearch: staticSearch.ts).
 *
 * - It starts from the answer the page was rendered from (`initialResults`, InstantSearch's own
 *   hydration data, handed over as a prop): the widgets render the same results, and the search
 *   client answers the same query from them, so taking over sends no search.
 * - Routing: a history router whose location is the page's, relative, for the first render (so the
 *   live UI's links are exactly the server-rendered ones), the browser's afterwards; it re-reads
 *   the URL when Next navigates to this page with another query.
 * - A search landing answered with the cached shell of its path (src/server/queryLanding.cjs, the
 *   page rendered without the URL's search state): it starts from what was rendered, then reads
 *   the URL's state and searches for it.
 */
import React, { useEffect, useRef, useState } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { InstantSearch, InstantSearchRSCContext, InstantSearchSSRContext, type InstantSearchProps } from 'react-instantsearch-core'
import historyRouter from 'instantsearch.js/es/lib/routers/history.js'
import { queryToState } from '@/search/urlState'
import { isShellForUrlState } from './landingShell'
import type { InitialResults } from './staticSearch'

/** Where the page is rendered: the public path and its query string ('' or '?a=b'). */
export type SearchLocation = { pathname: string; search: string }

/** The location a relative URL is built from: no origin, so links are the same on both sides. */
type RelativeLocation = { pathname: string; search: string; hash: string; origin: string }

type Routing = { router?: Record<string, unknown>; stateMapping?: unknown }

export type LiveInstantSearchProps = Omit<InstantSearchProps, 'routing'> & {
  routing?: Routing
  serverLocation: SearchLocation
  initialResults?: InitialResults
  children?: React.ReactNode
}

export function LiveInstantSearch({ children, routing: passedRouting, serverLocation, initialResults, ...props }: LiveInstantSearchProps) {
  const isMounting = useRef(true)
  useEffect(() => {
    isMounting.current = false
  }, [])
  const [shell] = useState(() => isShellForUrlState(serverLocation.search, window.location.search))
  // The answer is for the page's location: usable when the browser's URL holds the same search
  // (or is the shell's, which starts from what was rendered). Otherwise InstantSearch searches.
  const [startFrom] = useState(() =>
    shell || sameSearch(serverLocation.search, window.location.search, String(props.indexName ?? '')) ? initialResults : undefined,
  )
  const onUpdateRef = useRef<(() => void) | null>(null)
  const routing = useLiveRouting(passedRouting, serverLocation, isMounting, shell, onUpdateRef)
  useEffect(() => {
    if (!shell) return
    // After InstantSearch has restored its scheduled search (it skips searches while starting from initial results).
    const timer = setTimeout(() => onUpdateRef.current?.(), 0)
    return () => clearTimeout(timer)
  }, [shell])
  return (
    <InitialResultsProvider initialResults={startFrom}>
      <InstantSearch {...(props as InstantSearchProps)} routing={routing as InstantSearchProps['routing']}>
        {children}
      </InstantSearch>
    </InitialResultsProvider>
  )
}

/** True when two query strings hold the same search state. */
function sameSearch(a: string, b: string, indexName: string): boolean {
  const state = (search: string) => JSON.stringify(queryToState(search, indexName ? { indexName } : {}))
  return state(a) === state(b)
}

/** Re-read the URL when Next navigates to this page with another query. */
function useNavigationUpdates(onUpdateRef: React.RefObject<(() => void) | null>) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const previousRoute = useRef<string | null>(null)
  useEffect(() => {
    const route = `${pathname ?? ''}?${searchParams?.toString() ?? ''}`
    if (previousRoute.current === route) return
    const first = previousRoute.current === null
    previousRoute.current = route
    // The first run is the mount: subscribe() has read the URL already.
    if (!first) onUpdateRef.current?.()
  }, [pathname, searchParams, onUpdateRef])
}

function useLiveRouting(
  passedRouting: Routing | undefined,
  serverLocation: SearchLocation,
  isMounting: React.RefObject<boolean>,
  shell: boolean,
  onUpdateRef: React.RefObject<(() => void) | null>,
) {
  const routingRef = useRef<Routing | null>(null)
  const isUnmounting = useRef(false)
  useNavigationUpdates(onUpdateRef)
  useEffect(() => {
    isUnmounting.current = false
    return () => {
      isUnmounting.current = true
    }
  })
  if (passedRouting && !routingRef.current) {
    const getLocation = (): Location | RelativeLocation => {
      // The first render builds links exactly as the server did (relative), so nothing changes on screen.
      if (isMounting.current) return { pathname: window.location.pathname, search: shell ? serverLocation.search : window.location.search, hash: '', origin: '' }
      return window.location
    }
    const options = {
      getLocation,
      push(this: { isDisposed?: boolean }, url: string) {
        // Skip the push with an empty state on dispose: it would clear parameters set by a <Link>.
        if (this.isDisposed && isUnmounting.current) return
        window.history.pushState({}, '', url)
      },
      start(onUpdate: () => void) {
        onUpdateRef.current = onUpdate
      },
      ...(passedRouting.router ?? {}),
    }
    routingRef.current = {
      stateMapping: passedRouting.stateMapping,
      // InstantSearch internals (router options) have no public types.
      router: historyRouter(options as unknown as Parameters<typeof historyRouter>[0]) as unknown as Record<string, unknown>,
    }
  }
  return routingRef.current ?? undefined
}

/**
 * Hands InstantSearch the initial results the way react-instantsearch's server-render integration
 * does (its SSR and RSC contexts): with them it renders those results and skips its first search.
 */
function InitialResultsProvider({ initialResults, children }: { initialResults: InitialResults | undefined; children: React.ReactNode }) {
  const promiseRef = useRef(null)
  const resolvePromiseRef = useRef(null)
  const countRef = useRef(0)
  // Captured once: a later search state is InstantSearch's own.
  const [initial] = useState(() => initialResults)
  // A truthy waitForResultsRef means "initial results are here"; without them InstantSearch searches itself.
  const waitForResultsRef = initial ? promiseRef : null
  const rsc = { waitForResultsRef, resolveWaitForResultsRef: resolvePromiseRef, countRef, ignoreMultipleHooksWarning: false }
  const ssr = { initialResults: initial, ssrSearchRef: undefined }
  // react-instantsearch does not export the types of its RSC and SSR contexts.
  const rscValue = rsc as never
  // (same)
  const ssrValue = ssr as never
  return (
    <InstantSearchRSCContext.Provider value={rscValue}>
      <InstantSearchSSRContext.Provider value={ssrValue}>{children}</InstantSearchSSRContext.Provider>
    </InstantSearchRSCContext.Provider>
  )
}
