/**
 * A region of a server-rendered page that React hydrates after the page's shell, in small steps.
 *
 * Hydrating a whole page is one uninterrupted task: on a mid-range phone that is the long task
 * behind most of a page's total blocking time. React hydrates the content of an `<Activity>`
 * boundary separately from its parent, at offscreen priority, yielding to the browser every few
 * milliseconds. The server HTML stays on screen meanwhile (a visible Activity has no fallback and
 * is never outlined, unlike a Suspense boundary in a large prerendered page), and a click, key or
 * input that lands in the region before it is hydrated makes React hydrate it at once and then
 * handle the event, so nothing a shopper does is lost.
 *
 * Usable from server and client components alike (no hooks, no 'use client').
 */
import { Activity, type ReactNode } from 'react'

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
