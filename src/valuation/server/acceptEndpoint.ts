/**
 * POST /api/valuation/accept {lead_id, token, offer_accepted, form_completed} → "3. Offer Accepted"
 * (or "3. Contact Requested") → delivery queued (and, for an accepted offer, the shopper's e-mail
 * confirming it: src/leads/delivery/confirm.ts) → {lead_id}.
 */
import type { Payload } from 'payload'
import { queueLeadConfirmation } from '@/leads/jobs'
import { cleanEmail } from '@/mail/shopperMail'
import { EVENT_IDS } from '@/rules/leadEventId'
import { json } from '@/lib/jsonResponse'
import { VALUATION_SUBCATEGORIES } from '../leadKind'
import { offerAcceptedSchema } from './schemas'
import { limitRate, parse, readBody, valuationSiteFor } from './endpointRequest'
import type { StoredValuation } from './storedValuation'
import { deliverNow, ownLead, transition } from './valuationLead'
import { nowOf, type ValuationDeps } from './valuationDeps'

export async function acceptStep(deps: ValuationDeps, request: Request, payload: Payload): Promise<Response> {
  await limitRate(deps, request, 'lead-submit')
  const body = await readBody(request)
  const site = await valuationSiteFor(payload, request)
  const input = parse(offerAcceptedSchema, body)
  const lead = await ownLead(payload, site, input.lead_id, input.token)
  const accepted = input.offer_accepted
  const runNow = deps.runDeliveryNow !== false
  // Accepting needs an offer; asking to be contacted works after any answered step.
  await transition(payload, lead.id, accepted ? ['offered'] : ['offered', 'no-figure'], (v, locked) => ({
    subcategory: accepted ? VALUATION_SUBCATEGORIES.accepted : VALUATION_SUBCATEGORIES.contact,
    event_id: accepted ? EVENT_IDS.offerAccepted : locked.event_id,
    fields: { ...((locked.fields as Record<string, unknown>) ?? {}), form_completed: true, offer_accepted: accepted },
    valuation: { ...v, state: accepted ? 'accepted' : 'contact-requested', accepted, completed_at: nowOf(deps).toISOString() } satisfies StoredValuation,
    // An accepted offer is confirmed to the shopper by e-mail (amount, car, next steps, terms).
    ...(accepted && cleanEmail(locked.email) ? { confirmation_state: 'pending' as const } : {}),
  }))
  await deliverNow(payload, lead.id, runNow)
  if (accepted && cleanEmail(lead.email)) {
    await queueLeadConfirmation(payload, lead.id, { runNow }).catch((error: unknown) => {
      payload.logger.error({ msg: `Lead ${lead.id}: the accepted offer's e-mail could not be queued`, err: (error as Error)?.message })
    })
  }
  return json({ lead_id: String(lead.id), offer_accepted: accepted, event_id: accepted ? EVENT_IDS.offerAccepted : undefined }, 200)
}
