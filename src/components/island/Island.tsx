'use client'
/**
 * A server-rendered part of a page whose code loads, and which React hydrates, only when it is
 * needed (the car page's gallery, finance calculator and lead buttons; below-the-fold
 * blocks). SearchIsland's pattern, for any client component:
 *
 * - The server renders the component as always (its HTML is on screen at once, links work).
 * - In the browser its code is not part of the page's first load: the component is a `lazy`
 *   import, which Next does not preload. It is downloaded, evaluated and hydrated on the first
 *   sign of intent (a pointer, touch or mouse over it, a key or focus inside it), when it comes
 *   near the screen (`near`), or at once (`eager`, e.g. when the shopper has stored state the
 *   component shows).
 * - Nothing the shopper does before then is lost (search/islandReplay.ts): a click on a link is
 *   left to the browser; any other click, a form submission and text typed into a field are held
 *   and replayed on the live component.
 * - Reached by a client-side navigation (no server HTML to keep), it loads at once.
 *
 *   const LiveGallery = lazy(() => import('./VehicleGallery').then((m) => ({ default: m.VehicleGallery })))
 *   const loadGallery = () => import('./VehicleGallery')
 *   <Island load={loadGallery}><LiveGallery {...props} /></Island>
 *
 * The wrapper is `display: contents` unless a class is given (no box: layouts are unchanged);
 * `near` needs a box, so give a class with it.
 */
import { lazy, use, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type JSX, type ReactNode } from 'react'
import { HydrateLater } from '../HydrateLater'
import { createIslandGate, holdEventsUntilLive, type IslandGate } from './islandReplay'
import { holdKeysUntilLive } from './holdKeys'

export type IslandProps = {
  /**
   * Downloads the island's code ahead of hydration: the module(s) its `lazy` parts import. Without
   * it the parts' code is fetched as React meets them while hydrating (one round trip later).
   */
  load?: () => Promise<unknown>
  /** Also load when the island comes within this margin of the viewport (e.g. '200px 0px'). */
  near?: string
  /** Load at once (after the page's own hydration). */
  eager?: boolean
  className?: string
  children: ReactNode
}

const nothingToLoad = () => Promise.resolve()

function open(gate: IslandGate, load: () => Promise<unknown> = nothingToLoad): void {
  if (gate.status !== 'closed') return
  gate.status = 'loading'
  load().then(
    () => gate.open(),
    // A failed download (offline, a new deploy): the server HTML stays; a later intent tries again.
    () => {
      gate.status = 'closed'
    },
  )
}

/** Suspends the boundary's hydration until the gate opens; renders at once on the server. */
function UntilNeeded({ gate, children }: { gate: IslandGate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise)
  return children
}

/** Tells the gate once the live component has committed (its effects run after the component's). */
function LiveMarker({ gate }: { gate: IslandGate }) {
  useEffect(() => gate.markLive(), [gate])
  return null
}

/**
 * An island for server components (no function props): hydrated when it comes within `near` of
 * the screen (default 400px) or on intent. For below-the-fold parts built of `lazyPart`s.
 */
export function NearIsland({ near = '400px 0px', children }: { near?: string; children: ReactNode }) {
  return (
    <Island near={near} className="block">
      {children}
    </Island>
  )
}

/**
 * A client component whose code is not in the page's first load: rendered on the server as the
 * component itself, fetched in the browser when React meets it (inside an Island: when the island
 * wakes). Call in a 'use client' module; export the result.
 *
 *   export const LazyOpeningHours = lazyPart(() => import('./OpeningHours').then((m) => m.OpeningHours))
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Live = lazy(() => load().then((component) => ({ default: component })))
  return function LazyPart(props: P) {
    return <Live {...(props as P & JSX.IntrinsicAttributes)} />
  }
}

/**
 * `lazyPart` in an island of its own that loads at once: for a part that may be anywhere on a
 * page, not only inside an island. Its code is fetched as the page hydrates, and a click, key or
 * typed value that lands on it before its code is in is held and replayed (a bare lazy part
 * would lose it: React drops events on server HTML whose code is still loading). Not for carousel
 * slides (the wrapper, `display: contents`, would stand between Embla and its slides).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Part = lazyPart(load)
  return function LazyIsland(props: P) {
    return (
      <Island eager load={load}>
        <Part {...props} />
      </Island>
    )
  }
}

const hasServerHtml = (id: string) => typeof document !== 'undefined' && document.querySelector(`[data-island-id="${CSS.escape(id)}"]`) !== null

export function Island({ load, near, eager, className, children }: IslandProps) {
  const container = useRef<HTMLDivElement>(null)
  const id = useId()
  const [gate] = useState(() => {
    const gate = createIslandGate()
    if (typeof window !== 'undefined' && !hasServerHtml(id)) open(gate, load)
    return gate
  })

  // Listeners in place in the same task the page shell hydrates in. No state is set here: a
  // re-render would hand the waiting boundary new props and React would drop its server HTML.
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    if (eager) open(gate, load)
    const stopEvents = holdEventsUntilLive(element, gate, {
      onIntent: () => open(gate, load),
      onLive: () => element.setAttribute('data-island', 'live'),
    })
    const stopKeys = holdKeysUntilLive(element, gate, () => open(gate, load))
    const stop = () => {
      stopKeys()
      stopEvents()
    }
    if (!near || typeof IntersectionObserver === 'undefined') return stop
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          open(gate, load)
        }
      },
      { rootMargin: near },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      stop()
    }
    // `load` is a module-level function at every call site; the gate lives as long as the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate])

  return (
    <div ref={container} className={className ?? 'contents'} data-island="static" data-island-id={id}>
      <HydrateLater>
        <UntilNeeded gate={gate}>
          {children}
          <LiveMarker gate={gate} />
        </UntilNeeded>
      </HydrateLater>
    </div>
  )
}
