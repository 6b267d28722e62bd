'use client'
/**
 * A local replacement for react-instantsearch-nextjs's `<InstantSearchNext>` (1.4.1) that a
 * cached page can use (issue 12 item 1). The library reads `headers()` during the server render
 * (for a CSP nonce and the request's host), and its router reads `useSearchParams()`; either makes
 * Next render the page per request (or, in a statically cached page, bail out to a client-only
 * render). Here the page hands the location it renders in (`serverLocation`: the public path and
 * the query string, '' on the cached query-less pages), and nothing reads the request.
 *
 * Hydration behaviour is the library's: during the server render the first search is triggered
 * and awaited (InitializePromise / TriggerSearch), and its results are written into the HTML as
 * `window[Symbol.for("InstantSearchInitialResults")]`; the browser hydrates from them without a
 * second search, then the global is cleared so a later mount (client navigation) searches afresh.
 * Site pages carry no CSP nonce (src/proxy.ts), so the inline script has none either.
 */
import React, { useContext, useEffect, useRef, useState } from 'react'
import { ServerInsertedHTMLContext, usePathname, useSearchParams } from 'next/navigation'
import {
  InstantSearch,
  InstantSearchRSCContext,
  InstantSearchSSRContext,
  useInstantSearchContext,
  useRSCContext,
  wrapPromiseWithState,
  type InstantSearchProps,
} from 'react-instantsearch-core'
import historyRouter from 'instantsearch.js/es/lib/routers/history.js'
import { getInitialResults } from 'instantsearch.js/es/lib/server.js'
import { isShellForUrlState } from './landingShell'
import { isTwoPassWidget, resetWidgetId, safelyRunOnBrowser, walkIndex } from 'instantsearch.js/es/lib/utils/index.js'

const INITIAL_RESULTS = Symbol.for('InstantSearchInitialResults')
const isServer = typeof window === 'undefined'

/** Where the page is rendered: the public path and its query string ('' or '?a=b'). */
export type SearchLocation = { pathname: string; search: string }

/** The location a relative URL is built from: no origin, so links are the same on both sides. */
type RelativeLocation = { pathname: string; search: string; hash: string; origin: string }

type Routing = { router?: Record<string, unknown>; stateMapping?: unknown }

export type InstantSearchSsrProps = Omit<InstantSearchProps, 'routing'> & {
  routing?: Routing
  serverLocation: SearchLocation
  children?: React.ReactNode
}

const ESCAPE_LOOKUP: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }
/** JSON that is safe inside a <script> element. */
export function htmlEscapeJson(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPE_LOOKUP[c] as string)
}

export function InstantSearchSsr({ children, routing: passedRouting, serverLocation, ...props }: InstantSearchSsrProps) {
  const isMounting = useRef(true)
  useEffect(() => {
    isMounting.current = false
  }, [])
  // The cached shell of a search landing (src/server/queryLanding.ts): hydrate what the server
  // rendered (its location), then read the URL's search state and search for it.
  const [shell] = useState(() => !isServer && isShellForUrlState(serverLocation.search, window.location.search))
  const onUpdateRef = useRef<(() => void) | null>(null)
  const routing = useSsrRouting(passedRouting, serverLocation, isMounting, shell, onUpdateRef)
  useEffect(() => {
    if (!shell) return
    // After InstantSearch has restored its scheduled search (it skips searches while hydrating).
    const timer = setTimeout(() => onUpdateRef.current?.(), 0)
    return () => clearTimeout(timer)
  }, [shell])
  return (
    <ServerOrHydrationProvider>
      <InstantSearch {...(props as InstantSearchProps)} routing={routing as InstantSearchProps['routing']}>
        {isServer ? <InitializePromise /> : null}
        {children}
        {isServer ? <TriggerSearch /> : null}
      </InstantSearch>
    </ServerOrHydrationProvider>
  )
}

/** In the browser: re-read the URL when Next navigates to this page with another query. */
function useNavigationUpdates(onUpdateRef: React.RefObject<(() => void) | null>) {
  // Hooks called the same way on every render of one environment (server or browser).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const pathname = isServer ? null : usePathname()
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const searchParams = isServer ? null : useSearchParams()
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

function useSsrRouting(
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
      if (isServer) return { pathname: serverLocation.pathname, search: serverLocation.search, hash: '', origin: '' }
      // While hydrating, links are built exactly as on the server (relative), so they match.
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
      // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
      router: historyRouter(options as unknown as Parameters<typeof historyRouter>[0]) as unknown as Record<string, unknown>,
    }
  }
  return routingRef.current ?? undefined
}

function ServerOrHydrationProvider({ children }: { children: React.ReactNode }) {
  const promiseRef = useRef(null)
  const resolvePromiseRef = useRef(null)
  const countRef = useRef(0)
  // Captured once: the server's results for this page, when there are any.
  const [initialResults] = useState(() =>
    // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
    safelyRunOnBrowser(({ window: w }) => (w as unknown as Record<symbol, unknown>)[INITIAL_RESULTS]),
  )
  useEffect(() => {
    safelyRunOnBrowser(({ window: w }) => {
      // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
      const g = w as unknown as Record<symbol, unknown>
      if (g[INITIAL_RESULTS] !== undefined) g[INITIAL_RESULTS] = undefined
    })
  }, [])
  // A truthy waitForResultsRef means "server results are arriving": a browser mount without
  // them (client navigation) must search itself.
  const waitForResultsRef = !isServer && !initialResults ? null : promiseRef
  const rsc = { waitForResultsRef, resolveWaitForResultsRef: resolvePromiseRef, countRef, ignoreMultipleHooksWarning: false }
  const ssr = { initialResults, ssrSearchRef: undefined }
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

type AnySearch = {
  compositionID?: string
  mainHelper: {
    getClient(): Record<string, unknown>
    setClient(client: unknown): void
    derivedHelpers: Array<{ once(e: string, f: () => void): void; removeListener(e: string, f: () => void): void }>
    searchOnlyWithDerivedHelpers(): void
    searchWithComposition(): void
    recommend(): void
  }
  client: { search(q: unknown): unknown }
  mainIndex: unknown
  _hasSearchWidget: boolean
  _hasRecommendWidget: boolean
  _resetScheduleSearch?: () => void
}
type Rsc = {
  waitForResultsRef: { current: { status?: string } | null } | null
  resolveWaitForResultsRef: { current: (() => void) | null } | null
}

function isWithinIsolatedIndex(index: unknown): boolean {
  let current = index as { _isolated?: boolean; getParent(): unknown } | null
  while (current) {
    if (current._isolated) return true
    current = current.getParent() as typeof current
  }
  return false
}

/** Server only: waits for the first results and writes them into the HTML for hydration. */
function InitializePromise() {
  // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
  const search = useInstantSearchContext() as unknown as AnySearch
  // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
  const { waitForResultsRef, resolveWaitForResultsRef } = useRSCContext() as unknown as Rsc
  const insertHTML =
    useContext(ServerInsertedHTMLContext) ??
    (() => {
      throw new Error('Missing ServerInsertedHTMLContext')
    })

  // Remember the search parameters sent, to hand them to the browser with the results.
  let requestParamsList: unknown[] | undefined
  const client = search.mainHelper.getClient()
  search.mainHelper.setClient({
    ...client,
    search(queries: Array<{ params?: unknown }> & { requestBody?: { params: unknown } }) {
      requestParamsList = search.compositionID ? [queries.requestBody?.params] : queries.map(({ params }) => params)
      return search.client.search(queries)
    },
  })
  resetWidgetId()

  const waitForResults = () =>
    new Promise<void>((resolve) => {
      let searchReceived = false
      let recommendReceived = false
      let settled = false
      const derivedHelper = search.mainHelper.derivedHelpers[0]
      const settle = () => {
        if (settled) return
        settled = true
        if (resolveWaitForResultsRef) resolveWaitForResultsRef.current = null
        resolve()
      }
      const onResult = () => {
        searchReceived = true
        if (!search._hasRecommendWidget || recommendReceived) settle()
      }
      const onRecommendResult = () => {
        recommendReceived = true
        if (!search._hasSearchWidget || searchReceived) settle()
      }
      if (resolveWaitForResultsRef) {
        resolveWaitForResultsRef.current = () => {
          derivedHelper?.removeListener('result', onResult)
          derivedHelper?.removeListener('recommend:result', onRecommendResult)
          settle()
        }
      }
      derivedHelper?.once('result', onResult)
      derivedHelper?.once('recommend:result', onRecommendResult)
    })

  const injectInitialResults = () => {
    let inserted = false
    // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
    const results = getInitialResults(search.mainIndex as never, (search._hasSearchWidget ? requestParamsList || [] : []) as never)
    insertHTML(() => {
      if (inserted) return <></>
      inserted = true
      return (
        <script
          dangerouslySetInnerHTML={{ __html: `window[Symbol.for("InstantSearchInitialResults")] = ${htmlEscapeJson(JSON.stringify(results))}` }}
        />
      )
    })
  }

  if (waitForResultsRef?.current === null) {
    waitForResultsRef.current = wrapPromiseWithState(
      waitForResults()
        .then(() => {
          let shouldRefetch = false
          // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
          walkIndex(search.mainIndex as never, (index) => {
            if (isWithinIsolatedIndex(index)) return
            shouldRefetch = shouldRefetch || index.getWidgets().some(isTwoPassWidget)
          })
          if (shouldRefetch) {
            search._resetScheduleSearch?.()
            // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
            waitForResultsRef.current = wrapPromiseWithState(waitForResults().then(injectInitialResults)) as never
          }
          return shouldRefetch
        })
        .then((shouldRefetch) => {
          if (!shouldRefetch) injectInitialResults()
        }),
    // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
    ) as never
  }
  return null
}

/** Server only: sends the first search once every widget has registered. */
function TriggerSearch() {
  // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
  const instantsearch = useInstantSearchContext() as unknown as AnySearch
  // InstantSearch internals (router options, index widgets, RSC refs) have no public types.
  const { waitForResultsRef, resolveWaitForResultsRef } = useRSCContext() as unknown as Rsc
  if (waitForResultsRef?.current?.status === 'pending') {
    if (instantsearch._hasSearchWidget) {
      if (instantsearch.compositionID) instantsearch.mainHelper.searchWithComposition()
      else instantsearch.mainHelper.searchOnlyWithDerivedHelpers()
    }
    if (instantsearch._hasRecommendWidget) instantsearch.mainHelper.recommend()
    if (!instantsearch._hasSearchWidget && !instantsearch._hasRecommendWidget) resolveWaitForResultsRef?.current?.()
  }
  return null
}
