/**
 * POST /api/valuation/adjust {id, token, adjustmentAnswers} → the server works the offer out (a
 * figure sent by the browser is never read) and records it on the lead → {offer_price, low, high,
 * lead_id} or {offer_price: null, reason, message} ("we'll call you", and the lead goes to the dealer now).
 */
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Lead, Site } from '@/payload-types'
import { NO_FIGURE_MESSAGES, type Estimate } from '@/rules/tradeInValuation'
import { json } from '@/lib/jsonResponse'
import { VALUATION_SUBCATEGORIES } from '../leadKind'
import { chooseValuationProvider } from './valuationProvider'
import { isProviderError } from './providerError'
import { valuationAdjustSchema } from './schemas'
import { limitRate, parse, readBody, refuse, valuationSiteFor } from './endpointRequest'
import { settingsOf, valuationOf, type StoredValuation } from './storedValuation'
import { deliverNow, ownLead, transition } from './valuationLead'
import { comparablesFor } from './siteStock'
import { nowOf, type ValuationDeps } from './valuationDeps'

type Answers = z.output<typeof valuationAdjustSchema>['adjustmentAnswers']

/** The provider's estimate; a provider that fails answers "no figure, unavailable" (a person calls). */
async function estimateFor(deps: ValuationDeps, payload: Payload, site: Site, lead: Lead, current: StoredValuation, answers: Answers) {
  const provider = (deps.valuation ?? ((c) => chooseValuationProvider(c)))(comparablesFor(payload, site.id))
  let estimate: Estimate
  try {
    estimate = await provider.value({ car: current.car, answers, settings: settingsOf(site).valuation, currentYear: nowOf(deps).getFullYear() })
  } catch (error) {
    if (!isProviderError(error)) throw error
    payload.logger.warn({ msg: `Lead ${lead.id}: valuation provider ${provider.name} failed (${error.failure})` })
    estimate = { eligible: false, reason: 'unavailable', message: NO_FIGURE_MESSAGES.unavailable }
  }
  return { estimate, providerName: provider.name }
}

function offeredValuation(v: StoredValuation, answers: Answers, estimate: Estimate, provider: string, offeredAt: string): StoredValuation {
  const comparables = (estimate.comparables ?? []).map((c) => ({ id: c.id, year: c.year, km: c.km, price: c.price, adjusted_price: c.adjustedPrice, sold: c.sold === true }))
  return {
    ...v,
    state: estimate.eligible ? 'offered' : 'no-figure',
    answers,
    provider,
    offer_price: estimate.eligible ? estimate.offer : null,
    low: estimate.eligible ? estimate.low : undefined,
    high: estimate.eligible ? estimate.high : undefined,
    retail_estimate: estimate.eligible ? estimate.retailEstimate : undefined,
    reason: estimate.eligible ? undefined : estimate.reason,
    message: estimate.eligible ? undefined : estimate.message,
    comparables,
    adjustments: estimate.eligible ? estimate.adjustments : [],
    offered_at: offeredAt,
  }
}

function answerFields(locked: Lead, answers: Answers) {
  return {
    ...((locked.fields as Record<string, unknown>) ?? {}),
    odometer: answers.odometer,
    service_history: answers.serviceHistory,
    two_sets_of_keys: answers.twoKeys,
    illegal_modifications: answers.illegalModifications,
    condition: answers.condition,
    components_present: answers.componentsPresent,
    under_finance: answers.underFinance,
  }
}

export async function adjustStep(deps: ValuationDeps, request: Request, payload: Payload): Promise<Response> {
  await limitRate(deps, request, 'valuation-step', 30)
  const body = await readBody(request)
  const site = await valuationSiteFor(payload, request)
  const input = parse(valuationAdjustSchema, body)
  const lead = await ownLead(payload, site, input.id, input.token)
  const current = valuationOf(lead)!
  if (current.state !== 'started' && current.state !== 'offered' && current.state !== 'no-figure') {
    return refuse('This valuation is already complete.', undefined, 409)
  }
  const answers = input.adjustmentAnswers
  const saveToMiscellaneous = settingsOf(site).saveToMiscellaneous
  const { estimate, providerName } = await estimateFor(deps, payload, site, lead, current, answers)
  const offeredAt = nowOf(deps).toISOString()
  await transition(payload, lead.id, ['started', 'offered', 'no-figure'], (v, locked) => ({
    subcategory: estimate.eligible ? VALUATION_SUBCATEGORIES.offered : VALUATION_SUBCATEGORIES.noFigure,
    fields: answerFields(locked, answers),
    valuation: offeredValuation(v, answers, estimate, providerName, offeredAt),
  }))
  if (!estimate.eligible) {
    // No online figure: a person calls, so the lead goes to the dealer now.
    await deliverNow(payload, lead.id, deps.runDeliveryNow !== false)
    return json({ lead_id: String(lead.id), offer_price: null, reason: estimate.reason, message: estimate.message, save_to_miscellaneous: saveToMiscellaneous }, 200)
  }
  return json({ lead_id: String(lead.id), offer_price: estimate.offer, low: estimate.low, high: estimate.high, under_finance: answers.underFinance, save_to_miscellaneous: saveToMiscellaneous }, 200)
}
