/**
 * The visit's lead source in the shopper's browser (issue 35 §4): first-party local storage, no
 * cookie, no third-party script. Local storage rather than session storage so a car opened in a
 * new tab (the usual way through search results) still carries the landing's source; the visit
 * ends after LEAD_SOURCE_VISIT_MINUTES without a page load (src/rules/leadSource.ts liveVisit).
 * Read in the browser only: cached pages never render a shopper's tags.
 */
import { liveVisit, visitAfterLanding, type LeadTouches } from '@/rules/leadSource'

const LEAD_SOURCE_KEY = 'lead-source'

/** How long a visit lasts without a page load; the browser is told by the layout. Default 30 minutes. */
let visitMs = 30 * 60_000

function read(): string | null {
  try {
    return window.localStorage.getItem(LEAD_SOURCE_KEY)
  } catch {
    return null
  }
}

/** A page load: the landing URL and referrer update the visit's touches. */
export function recordLanding(visitMinutes: number): void {
  if (typeof window === 'undefined') return
  if (visitMinutes > 0) visitMs = visitMinutes * 60_000
  const visit = visitAfterLanding(read(), window.location.href, document.referrer, new Date(), visitMs)
  try {
    window.localStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(visit))
  } catch {
    // Storage blocked or full: the lead goes without its source.
  }
}

/** The touches to send with a lead, or undefined when none were kept (tracking off, storage blocked). */
export function currentLeadSource(): LeadTouches | undefined {
  if (typeof window === 'undefined') return undefined
  // A form left open past the visit's end still belongs to the visit that opened it.
  return liveVisit(read(), new Date(), Number.MAX_SAFE_INTEGER)?.touches
}
