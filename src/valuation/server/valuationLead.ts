/**
 * A valuation lead once started: found by id and token (only the token's hash is stored), moved
 * from one state to the next atomically (409 from any other), and queued for delivery.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Lead, Site } from '@/payload-types'
import { submittedId } from '@/lib/relations'
import { queueLeadDelivery } from '@/leads/jobs'
import { updateLeadIfPresent } from '@/leads/deliver'
import { VALUATION_LEAD_KIND } from '../leadKind'
import { valuationOf, type StoredValuation, type ValuationState } from './storedValuation'
import { Refusal, refuse } from './endpointRequest'

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** The lead of a step, checked against the site and the token; 404 for anything else. */
export async function ownLead(payload: Payload, site: Site, id: string, token: string): Promise<Lead> {
  const lead = await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
  const known = lead && submittedId(lead.site) === site.id && lead.kind === VALUATION_LEAD_KIND && typeof lead.valuation_token === 'string'
  const tokenOk = known && crypto.timingSafeEqual(Buffer.from(lead.valuation_token as string), Buffer.from(hashToken(token)))
  if (!lead || !tokenOk || !valuationOf(lead)) throw new Refusal(refuse('This valuation could not be found. Please start again.', undefined, 404))
  return lead
}

/** Change the lead from one of `from` states, atomically (409 when it is in another). */
export async function transition(payload: Payload, leadId: number, from: ValuationState[], change: (current: StoredValuation, lead: Lead) => Partial<Lead>): Promise<void> {
  let conflict: ValuationState | null = null
  const written = await updateLeadIfPresent(payload, leadId, (lead) => {
    const current = valuationOf(lead)
    if (!current || !from.includes(current.state)) {
      conflict = current?.state ?? 'started'
      throw new Error('valuation-state')
    }
    return change(current, lead)
  }).catch((error: unknown) => {
    if (conflict) return 'conflict' as const
    throw error
  })
  if (written === 'conflict') {
    const message = conflict === 'accepted' || conflict === 'contact-requested' ? 'This valuation is already complete.' : 'Please complete the earlier steps of the valuation first.'
    throw new Refusal(refuse(message, undefined, 409))
  }
  if (!written) throw new Refusal(refuse('This valuation could not be found. Please start again.', undefined, 404))
}

/** Queue delivery now; a lead already delivered (the shopper came back late) goes again with its final state. */
export async function deliverNow(payload: Payload, leadId: number, runNow: boolean) {
  await updateLeadIfPresent(payload, leadId, (lead) =>
    lead.delivery_status === 'pending' ? {} : { delivery_status: 'pending', email_state: 'pending', crm_state: 'pending', webhook_state: 'pending' },
  ).catch(() => undefined)
  await queueLeadDelivery(payload, leadId, { runNow }).catch((error: unknown) => {
    payload.logger.error({ msg: `Lead ${leadId}: delivery could not be queued`, err: (error as Error)?.message })
  })
}
