/**
 * POST /api/miscellaneous {lead_id, token, column_name "valuation", …} (sites with
 * saveValuationToMiscellaneous) → the lead's recorded result saved under miscellaneous.valuation.
 */
import type { Payload } from 'payload'
import { updateLeadIfPresent } from '@/leads/deliver'
import { json } from '@/lib/jsonResponse'
import { miscellaneousSchema } from './schemas'
import { limitRate, parse, readBody, refuse, valuationSiteFor } from './endpointRequest'
import { settingsOf, valuationOf } from './storedValuation'
import { ownLead } from './valuationLead'
import { nowOf, type ValuationDeps } from './valuationDeps'

export async function miscellaneousStep(deps: ValuationDeps, request: Request, payload: Payload): Promise<Response> {
  await limitRate(deps, request, 'valuation-step', 30)
  const body = await readBody(request)
  const site = await valuationSiteFor(payload, request)
  if (!settingsOf(site).saveToMiscellaneous) return refuse('Saving valuation data is not on for this site.', undefined, 404)
  const input = parse(miscellaneousSchema, body)
  const lead = await ownLead(payload, site, input.lead_id, input.token)
  const v = valuationOf(lead)!
  if (v.state === 'started') return refuse('Please complete the earlier steps of the valuation first.', undefined, 409)
  // The server's own figures are saved, whatever the browser sent beside column_name.
  const saved = { offer_price: v.offer_price ?? null, low: v.low ?? null, high: v.high ?? null, lead_id: String(lead.id), state: v.state, saved_at: nowOf(deps).toISOString() }
  const written = await updateLeadIfPresent(payload, lead.id, (locked) => ({ miscellaneous: { ...((locked.miscellaneous as Record<string, unknown>) ?? {}), [input.column_name]: saved } }))
  if (!written) return refuse('This valuation could not be found. Please start again.', undefined, 404)
  return json({ success: true }, 200)
}
