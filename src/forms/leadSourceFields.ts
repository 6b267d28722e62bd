/**
 * The lead's source fields from the touches a submission carried (issue 35 §4): the channel
 * (src/rules/leadSource.ts) and the touches themselves, or nothing when the site has lead source
 * tracking off or the browser sent none. Used by every path that stores a lead (forms, trade-in
 * valuation, reservations), so each kind of lead carries its source the same way.
 */
import { leadSourceOf, type LeadTouches } from '@/rules/leadSource'

export type LeadSourceSettings = { leadSourceTracking?: boolean | null } | null | undefined

export function leadSourceTracked(settings: LeadSourceSettings): boolean {
  return settings?.leadSourceTracking !== false
}

export function leadSourceFields(settings: LeadSourceSettings, touches: LeadTouches | null | undefined): { lead_source: string | null; lead_touches: LeadTouches | null } {
  if (!leadSourceTracked(settings) || !touches) return { lead_source: null, lead_touches: null }
  return { lead_source: leadSourceOf(touches), lead_touches: touches }
}
