/**
 * The trade-in valuation endpoints (SPEC.md §4 "Valuation flow", §7), one module per step:
 * - POST /api/valuation/lookup (lookupEndpoint.ts) {rego, regoState} → {car} or 404;
 * - POST /api/valuation/start (startEndpoint.ts) → the lead is STORED → 201 {lead_id, token};
 * - POST /api/valuation/adjust (adjustEndpoint.ts) → the server works the offer out and records it;
 * - POST /api/valuation/accept (acceptEndpoint.ts) → "3. Offer Accepted" or "3. Contact Requested";
 * - POST /api/miscellaneous (miscellaneousEndpoint.ts) → the recorded result under miscellaneous.valuation.
 *
 * Every call is rate limited per client address, reads the site from the Host, and answers 4xx
 * with a message for bad input, never 500 (endpointRequest.ts). `token` is a secret handed out by
 * start (only its hash is stored): lead ids are sequential, so the id alone never lets anyone
 * change a lead. The steps run in order (started → offered/no figure → accepted/contact):
 * anything else is 409 (valuationLead.ts).
 */
import { endpoint } from './endpointRequest'
import { lookupStep } from './lookupEndpoint'
import { startStep } from './startEndpoint'
import { adjustStep } from './adjustEndpoint'
import { acceptStep } from './acceptEndpoint'
import { miscellaneousStep } from './miscellaneousEndpoint'
import type { ValuationDeps } from './valuationDeps'

export function createValuationHandlers(deps: ValuationDeps) {
  return {
    lookup: endpoint(deps, 'lookup', lookupStep),
    start: endpoint(deps, 'start', startStep),
    adjust: endpoint(deps, 'adjust', adjustStep),
    accept: endpoint(deps, 'accept', acceptStep),
    miscellaneous: endpoint(deps, 'miscellaneous', miscellaneousStep),
  }
}
