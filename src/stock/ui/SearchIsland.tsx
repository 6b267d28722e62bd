'use client'
/**
 * The search page's interactive UI, hydrated on first use (issue 12: "InstantSearch only on search
 * pages ... loaded when needed").
 *
 * The server renders the whole search UI (SearchPage: the first page of results, filters with
 * counts, sort, pagination, from the engine's answer, without InstantSearch), so the first paint
 * and every link work without JavaScript. In the browser, InstantSearch and the search UI (~50 KB gzip, most of /cars'
 * JavaScript) are a separate chunk that is downloaded, evaluated and hydrated only when the
 * shopper shows intent: a pointer or touch on the search area, a key, or focus inside it. A
 * shopper who reads the results and opens a car never pays for it. A returning shopper whose
 * cards show something of theirs (favourites or compare picks stored on this site, or a signed-in
 * watchlist) gets the live UI at once, so the cards show their state.
 *
 * Until then the server HTML stays in place (a dehydrated Activity boundary, HydrateLater), and
 * nothing the shopper does is lost (islandReplay.ts):
 * - a click on a link is left alone (the browser follows it);
 * - any other click (a filter checkbox, a button, "Load more") is held and replayed on the same
 *   element once the UI is live; a form submitted (Enter in the keyword box) likewise;
 * - text typed, a select changed or a slider moved before then is handed to React as an input
 *   or change event once the UI is live.
 */
import { lazy, use, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { compareStorageKey, favouritesStorageKey } from '@/rules/storedLists'
import { useWatchShopperSession, type ShopperSessionValue } from '../../components/shopper/ShopperSession'
import { watchStoredList } from '../../components/shopper/storedList'
import { HydrateLater } from '../../components/HydrateLater'
import type { SearchPageProps } from './SearchPage'
import { createIslandGate, holdEventsUntilLive, type IslandGate } from '../../components/island/islandReplay'
import { isShellForUrlState } from './landingShell'

const LiveSearchPage = lazy(() => import('./SearchPage').then((module) => ({ default: module.SearchPage })))

/** Loads the live UI's code, then lets the boundary hydrate. */
function loadLiveUi(gate: IslandGate): void {
  if (gate.status !== 'closed') return
  gate.status = 'loading'
  import('./SearchPage').then(
    () => gate.open(),
    // A failed download (offline, a deploy replaced the chunk): the server HTML stays usable
    // (links, and a keyword search submits as a normal GET); a later intent tries again.
    () => {
      gate.status = 'closed'
    },
  )
}

/** Suspends the boundary's hydration until the gate opens; renders at once on the server. */
function UntilFirstUse({ gate, children }: { gate: IslandGate; children: React.ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise)
  return children
}

/**
 * True when this render hydrates server HTML that is in the document now: the island's container,
 * named by its useId (the same on server and client while hydrating; a client render's ids never
 * match a server one), is already there. False on the server and for a client-side navigation
 * into the page, which has no server HTML to keep.
 */
function isHydratingServerHtml(islandId: string): boolean {
  if (typeof document === 'undefined') return false
  return document.querySelector(`[data-search-island-id="${CSS.escape(islandId)}"]`) !== null
}

export function SearchIsland(props: SearchPageProps) {
  const container = useRef<HTMLDivElement>(null)
  const islandId = useId()
  const [gate] = useState(() => {
    const gate = createIslandGate()
    // Reached by a client-side navigation (a link from another page, back or forward): there is
    // no server HTML to show until first use, so load the live UI now. Waiting for an intent here
    // would suspend the navigation for ever: the page never commits, so nothing on it can be
    // touched (issue 18: links into /cars and /search/... did nothing).
    if (typeof window !== 'undefined' && !isHydratingServerHtml(islandId)) loadLiveUi(gate)
    // A search landing answered with the cached shell of its path under overload
    // (src/server/queryLanding.ts): only the live UI can show the URL's results, so load it now.
    else if (typeof window !== 'undefined' && isShellForUrlState(props.location.search, window.location.search)) loadLiveUi(gate)
    return gate
  })
  const [live, setLive] = useState(false)

  // Per-visitor state on the cards: load the live UI now. Watched without re-rendering this
  // component: a re-render would hand the waiting boundary new props and React would throw its
  // server HTML away.
  const siteSlug = props.site.slug
  useLayoutEffect(() => {
    const loadIfAny = (list: readonly unknown[]) => {
      if (list.length > 0) loadLiveUi(gate)
    }
    const stopFavourites = watchStoredList(favouritesStorageKey(siteSlug), loadIfAny)
    const stopCompare = watchStoredList(compareStorageKey(siteSlug), loadIfAny)
    return () => {
      stopFavourites()
      stopCompare()
    }
  }, [gate, siteSlug])
  useWatchShopperSession(
    useCallback((session: ShopperSessionValue) => {
      if (session.customer) loadLiveUi(gate)
    }, [gate]),
  )

  // Back or forward to another search state of this page (entries the live UI wrote before a
  // reload): only the live UI can show it, so load it; it reads the URL when it starts.
  useEffect(() => {
    const onPopState = () => loadLiveUi(gate)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [gate])

  // A layout effect: the listeners are in place in the same task the shell hydrates in.
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    return holdEventsUntilLive(element, gate, {
      onIntent: () => loadLiveUi(gate),
      onLive: () => setLive(true),
    })
  }, [gate])

  // The same element while the props say the same: a parent re-render (Next's router correcting
  // the URL of a landing answered with the /cars shell, src/server/queryLanding.ts) would otherwise
  // hand the waiting boundary new props, and React would throw its server HTML away.
  const propsKey = JSON.stringify(props)
  const onLive = useCallback(() => gate.markLive(), [gate])
  const boundary = useMemo(
    () => (
      <HydrateLater>
        <UntilFirstUse gate={gate}>
          <LiveSearchPage {...props} onLive={onLive} />
        </UntilFirstUse>
      </HydrateLater>
    ),
    // propsKey stands for props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gate, propsKey, onLive],
  )
  return (
    <div ref={container} data-search-island={live ? 'live' : 'static'} data-search-island-id={islandId}>
      {boundary}
    </div>
  )
}
