/** POST /api/valuation/lookup {rego, regoState} → {car} or 404 (manual entry then). */
import type { Payload } from 'payload'
import { json } from '@/lib/jsonResponse'
import { configuredRegoLookup, localRegoLookup, lookupRego, plateAnswer } from './regoLookup'
import { regoLookupSchema, VALUATION_MESSAGES } from './schemas'
import { limitRate, parse, readBody, refuse, valuationSiteFor } from './endpointRequest'
import { stockPlate } from './siteStock'
import type { ValuationDeps } from './valuationDeps'

export async function lookupStep(deps: ValuationDeps, request: Request, payload: Payload): Promise<Response> {
  await limitRate(deps, request, 'valuation-lookup', 30)
  const body = await readBody(request)
  const site = await valuationSiteFor(payload, request)
  const { rego, regoState } = parse(regoLookupSchema, body)
  const configured = deps.regoLookup === undefined ? configuredRegoLookup() : deps.regoLookup
  const outcome = await lookupRego(rego, regoState, { configured, local: localRegoLookup(stockPlate(payload, site)) })
  if (!outcome.car) {
    const message = outcome.providerDown ? 'The plate lookup is not available right now. Please choose your car by make and model.' : VALUATION_MESSAGES.unknownPlate
    return refuse(message, { rego: message }, 404)
  }
  // The same fields for every known plate: nothing tells a stock plate from a demo or provider one.
  return json({ car: plateAnswer(outcome.car), rego, regoState }, 200)
}
