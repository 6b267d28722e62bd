/**
 * The trade-in valuation endpoints (SPEC.md §4 "Valuation flow", §7):
 * - POST /api/valuation/lookup {rego, regoState} → {car} or 404 (manual entry then);
 * - POST /api/valuation/start {userData, car, url, car_id, lead_attributes, altcha} → the lead is
 *   STORED ("a valuation lead is started") → 201 {lead_id, token};
 * - POST /api/valuation/adjust {id, token, adjustmentAnswers} → the server works the offer out
 *   (a figure sent by the browser is never read) and records it on the lead → {offer_price, low,
 *   high, lead_id} or {offer_price: null, reason, message} ("we'll call you");
 * - POST /api/valuation/accept {lead_id, token, offer_accepted, form_completed} → "3. Offer
 *   Accepted" (or "3. Contact Requested") → delivery queued (and, for an accepted offer, the
 *   shopper's e-mail confirming it: src/leads/confirm.ts) → {lead_id};
 * - POST /api/miscellaneous {lead_id, token, column_name "valuation", …} (sites with
 *   saveValuationToMiscellaneous) → the lead's recorded result saved under miscellaneous.valuation.
 *
 * Every call is rate limited per client address, reads the site from the Host, and answers 4xx
 * with a message for bad input, never 500. `token` is a secret handed out by start (only its
 * hash is stored): lead ids are sequential, so the id alone never lets anyone change a lead.
 * The steps run in order (started → offered/no figure → accepted/contact): anything else is 409.
 */
import { leadSourceFields } from '@/leads/leadSourceFields'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Lead, Site } from '@/payload-types'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { siteForRequest } from '@/data'
import { fieldErrors } from '@/forms/errors'
import { submittedId } from '@/lib/relations'
import { verifyCaptcha } from '@/leads/captcha'
import { queueLeadConfirmation, queueLeadDelivery } from '@/leads/jobs'
import { cleanEmail } from '@/leads/shopperMail'
import { updateLeadIfPresent } from '@/leads/deliver'
import { leadRateLimit } from '@/leads/submit'
import { EVENT_IDS, leadEventId } from '@/rules/leadEventId'
import { DEFAULT_VALUATION_SETTINGS, NO_FIGURE_MESSAGES, type Comparable, type Estimate } from '@/rules/tradeInValuation'
import { VALUATION_CATEGORY, VALUATION_LEAD_KIND, VALUATION_SUBCATEGORIES } from './leadKind'
import { configuredRegoLookup, localRegoLookup, lookupRego, plateAnswer } from './regoLookup'
import { chooseValuationProvider } from './valuationProvider'
import { isProviderError } from './providerError'
import type { RegoLookupProvider, RegoResult, ValuationProvider } from './types'
import { json } from '@/lib/jsonResponse'
import {
  miscellaneousSchema,
  offerAcceptedSchema,
  regoLookupSchema,
  VALUATION_MESSAGES,
  valuationAdjustSchema,
  valuationStartSchema,
  type ValuationMode,
} from './schemas'

const MAX_BODY_BYTES = 32 * 1024
/** A lead nobody finished is still delivered to the dealer after this long (never lost). */
const UNFINISHED_DELIVERY_DELAY_MS = 30 * 60 * 1000

type Obj = Record<string, unknown>

export type ValuationState = 'started' | 'offered' | 'no-figure' | 'accepted' | 'contact-requested'

/** What the lead's `valuation` column holds. */
export type StoredValuation = {
  state: ValuationState
  mode: ValuationMode
  car: RegoResult & { rego?: string; regoState?: string; lookup_source?: string }
  answers?: Obj
  provider?: string
  offer_price?: number | null
  low?: number
  high?: number
  retail_estimate?: number
  reason?: string
  message?: string
  comparables?: Obj[]
  adjustments?: { label: string; amount: number }[]
  offered_at?: string
  accepted?: boolean
  completed_at?: string
  lead_attributes?: Obj
  car_dealership_id?: number | null
}

/** The lead's json column as a StoredValuation (what start wrote), or null for anything else. */
function isStoredValuation(v: unknown): v is StoredValuation {
  return Boolean(v) && typeof v === 'object' && !Array.isArray(v) && typeof (v as Obj).state === 'string' && typeof (v as Obj).car === 'object'
}

export type ValuationDeps = {
  payload: () => Promise<Payload>
  rateLimit?: { points: number; durationSeconds: number }
  /** Start delivery right away in the background (default true). */
  runDeliveryNow?: boolean
  /** Test seams: the providers (default: from the environment, local otherwise). */
  regoLookup?: RegoLookupProvider | null
  valuation?: (comparables: (make: string, model: string) => Promise<Comparable[]>) => ValuationProvider
  now?: () => Date
}

const refuse = (error: string, errors?: Record<string, string>, status = 400) => json(errors ? { error, errors } : { error }, status)

class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused')
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json')) throw new Refusal(refuse('Send the form as JSON (Content-Type: application/json).', undefined, 415))
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw new Refusal(refuse('The form is too large.', undefined, 413))
  const text = await request.text().catch(() => null)
  if (text === null) throw new Refusal(refuse('The form could not be read.'))
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new Refusal(refuse('The form is too large.', undefined, 413))
  try {
    return JSON.parse(text)
  } catch {
    throw new Refusal(refuse('The form could not be read (invalid JSON).'))
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, heading = 'Please check the form.'): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Refusal(refuse(heading, fieldErrors(parsed.error)))
  return parsed.data
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

function valuationOf(lead: Pick<Lead, 'valuation'>): StoredValuation | null {
  return isStoredValuation(lead.valuation) ? lead.valuation : null
}

/** The sites' valuation settings with SPEC/DESIGN defaults. */
function settingsOf(site: Site) {
  const s = site.settings ?? {}
  return {
    enabled: s.valuationEnabled !== false,
    saveToMiscellaneous: s.saveValuationToMiscellaneous === true,
    captcha: s.captchaEnabled !== false,
    valuation: {
      reconditioningCost: typeof s.valuationReconditioningCost === 'number' ? s.valuationReconditioningCost : DEFAULT_VALUATION_SETTINGS.reconditioningCost,
      marginPercent: typeof s.valuationMarginPercent === 'number' ? s.valuationMarginPercent : DEFAULT_VALUATION_SETTINGS.marginPercent,
    },
  }
}

/** The site's stock and recent sales of one make and model (comparables for the local estimate). */
function comparablesFor(payload: Payload, siteId: number) {
  return async (make: string, model: string): Promise<Comparable[]> => {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: siteId } }, { make: { like: make } }, { model: { like: model } }, { item_type: { equals: 'car' } }, { price: { greater_than: 500 } }] },
      select: { make: true, model: true, year: true, km: true, price: true, status: true },
      limit: 200,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    return docs
      .filter((d) => typeof d.year === 'number' && typeof d.price === 'number')
      .map((d) => ({ id: d.id, make: d.make, model: d.model, year: d.year as number, km: typeof d.km === 'number' ? d.km : 0, price: d.price as number, sold: d.status === 'sold' }))
  }
}

/**
 * A plate of the site's own stock (the demo data's regplates), in the state the car is registered
 * in (its `state`, else the site's default state): a plate is known in one state, like a demo plate.
 */
function stockPlate(payload: Payload, site: Site) {
  return async (rego: string, state: string): Promise<RegoResult | null> => {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: site.id } }, { regplate: { equals: rego } }] },
      select: { make: true, model: true, year: true, badge: true, state: true },
      limit: 5,
      depth: 0,
      overrideAccess: true,
    })
    const car = docs.find((d) => (d.state ?? site.defaultState ?? 'qld') === state)
    return car && typeof car.year === 'number' ? { make: car.make, model: car.model, year: car.year, variant: car.badge ?? undefined } : null
  }
}

export function createValuationHandlers(deps: ValuationDeps) {
  const now = () => deps.now?.() ?? new Date()

  async function siteFor(payload: Payload, request: Request): Promise<Site> {
    const site = await siteForRequest(payload, request)
    if (!site) throw new Refusal(refuse('No site is served at this address.', undefined, 404))
    if (!settingsOf(site).enabled) throw new Refusal(refuse('Trade-in valuation is not offered on this site.', undefined, 404))
    return site
  }

  async function limit(request: Request, bucket: string, points?: number) {
    const base = deps.rateLimit ?? leadRateLimit()
    const allowed = await consumeRateLimit({ bucket, key: clientAddress(request), points: points ?? base.points, durationSeconds: base.durationSeconds })
    if (!allowed.allowed) {
      throw new Refusal(json({ error: `Too many requests from your address. Please try again in ${allowed.retryAfterSeconds} seconds.` }, 429, { 'retry-after': String(allowed.retryAfterSeconds) }))
    }
  }

  /** The lead of a step, checked against the site and the token; 404 for anything else. */
  async function ownLead(payload: Payload, site: Site, id: string, token: string): Promise<Lead> {
    const lead = await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    const known = lead && submittedId(lead.site) === site.id && lead.kind === VALUATION_LEAD_KIND && typeof lead.valuation_token === 'string'
    const tokenOk = known && crypto.timingSafeEqual(Buffer.from(lead.valuation_token as string), Buffer.from(hashToken(token)))
    if (!lead || !tokenOk || !valuationOf(lead)) throw new Refusal(refuse('This valuation could not be found. Please start again.', undefined, 404))
    return lead
  }

  /** Change the lead from one of `from` states, atomically (409 when it is in another). */
  async function transition(payload: Payload, leadId: number, from: ValuationState[], change: (current: StoredValuation, lead: Lead) => Partial<Lead>): Promise<void> {
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

  const wrap = (name: string, handler: (request: Request, payload: Payload) => Promise<Response>) => async (request: Request): Promise<Response> => {
    let payload: Payload | null = null
    try {
      payload = await deps.payload()
      return await handler(request, payload)
    } catch (error) {
      if (error instanceof Refusal) return error.response
      payload?.logger.error({ msg: `Valuation ${name} failed`, err: (error as Error)?.message })
      return json({ error: 'An unexpected error occured' }, 503)
    }
  }

  const lookup = wrap('lookup', async (request, payload) => {
    await limit(request, 'valuation-lookup', 30)
    const body = await readBody(request)
    const site = await siteFor(payload, request)
    const { rego, regoState } = parse(regoLookupSchema, body)
    const configured = deps.regoLookup === undefined ? configuredRegoLookup() : deps.regoLookup
    const outcome = await lookupRego(rego, regoState, { configured, local: localRegoLookup(stockPlate(payload, site)) })
    if (!outcome.car) {
      const message = outcome.providerDown ? 'The plate lookup is not available right now. Please choose your car by make and model.' : VALUATION_MESSAGES.unknownPlate
      return refuse(message, { rego: message }, 404)
    }
    // The same fields for every known plate: nothing tells a stock plate from a demo or provider one.
    return json({ car: plateAnswer(outcome.car), rego, regoState }, 200)
  })

  const start = wrap('start', async (request, payload) => {
    await limit(request, 'lead-submit')
    const body = await readBody(request)
    const site = await siteFor(payload, request)
    const input = parse(valuationStartSchema(now().getFullYear()), body)
    if (input.website_url) return refuse('Your submission could not be accepted.')
    let vehicle: { id: number; dealership: number | null; car_type?: string | null } | null = null
    if (input.car_id !== undefined) {
      const found = await payload.findByID({ collection: 'vehicles', id: Number(input.car_id), depth: 0, overrideAccess: true, disableErrors: true })
      if (!found || submittedId(found.site) !== site.id) return refuse('Please check the form.', { car_id: 'This car is not listed on this site.' })
      vehicle = { id: found.id, dealership: submittedId(found.dealership), car_type: found.car_type }
    }
    const settings = settingsOf(site)
    if (settings.captcha) {
      const verdict = await verifyCaptcha(payload, input.altcha)
      if (!verdict.ok) return refuse(verdict.message, { altcha: verdict.message })
    }
    let dealershipId = vehicle?.dealership ?? null
    if (dealershipId === null) {
      const first = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })
      dealershipId = submittedId(first.docs[0]?.id)
    }
    const token = crypto.randomBytes(32).toString('hex')
    const { car, userData } = input
    const lookupSource = car.rego && car.regoState ? 'rego' : 'manual'
    const valuation: StoredValuation = {
      state: 'started',
      mode: input.mode,
      car: { make: car.make, model: car.model, year: car.year, variant: car.variant || undefined, rego: car.rego, regoState: car.regoState, lookup_source: lookupSource },
      lead_attributes: input.lead_attributes,
      car_dealership_id: dealershipId,
    }
    const timestamp = now().toISOString()
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        site: site.id,
        kind: VALUATION_LEAD_KIND,
        category: VALUATION_CATEGORY[input.mode],
        subcategory: VALUATION_SUBCATEGORIES.started,
        name: userData.name,
        email: userData.email,
        phone: userData.phone,
        dealership: dealershipId,
        vehicle: vehicle?.id ?? null,
        fields: {
          name: userData.name,
          email: userData.email,
          phone: userData.phone,
          postcode: userData.postcode,
          rego: car.rego,
          regoState: car.regoState?.toUpperCase(),
          make: car.make,
          model: car.model,
          year: car.year,
          variant: car.variant || undefined,
        },
        valuation,
        valuation_token: hashToken(token),
        opt_in: input.opt_in,
        page_url: input.url?.slice(0, 2000) ?? request.headers.get('referer')?.slice(0, 2000) ?? null,
        source: 'Website',
        ...leadSourceFields(site.settings, input.lead_source),
        user_agent: (request.headers.get('user-agent') ?? '').slice(0, 500),
        consent_at: input.opt_in ? timestamp : null,
        event_id: leadEventId({ kind: VALUATION_LEAD_KIND }),
        delivery_status: 'pending',
        confirmation_state: 'skipped',
      },
    })
    // A shopper who leaves here is still called: the lead goes to the dealer after a while unless
    // the flow finishes first (then it goes at once; delivery is idempotent).
    await payload.jobs
      .queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: 'default', waitUntil: new Date(Date.now() + UNFINISHED_DELIVERY_DELAY_MS) })
      .catch((error: unknown) => payload.logger.error({ msg: `Lead ${lead.id}: delayed delivery could not be queued`, err: (error as Error)?.message }))
    return json({ lead_id: String(lead.id), token }, 201)
  })

  const adjust = wrap('adjust', async (request, payload) => {
    await limit(request, 'valuation-step', 30)
    const body = await readBody(request)
    const site = await siteFor(payload, request)
    const input = parse(valuationAdjustSchema, body)
    const lead = await ownLead(payload, site, input.id, input.token)
    const current = valuationOf(lead)!
    if (current.state !== 'started' && current.state !== 'offered' && current.state !== 'no-figure') {
      return refuse('This valuation is already complete.', undefined, 409)
    }
    const answers = input.adjustmentAnswers
    const settings = settingsOf(site)
    const provider = (deps.valuation ?? ((c) => chooseValuationProvider(c)))(comparablesFor(payload, site.id))
    let estimate: Estimate
    try {
      estimate = await provider.value({ car: current.car, answers, settings: settings.valuation, currentYear: now().getFullYear() })
    } catch (error) {
      if (!isProviderError(error)) throw error
      payload.logger.warn({ msg: `Lead ${lead.id}: valuation provider ${provider.name} failed (${error.failure})` })
      estimate = { eligible: false, reason: 'unavailable', message: NO_FIGURE_MESSAGES.unavailable }
    }
    const offeredAt = now().toISOString()
    const comparables = (estimate.comparables ?? []).map((c) => ({ id: c.id, year: c.year, km: c.km, price: c.price, adjusted_price: c.adjustedPrice, sold: c.sold === true }))
    await transition(payload, lead.id, ['started', 'offered', 'no-figure'], (v, locked) => ({
      subcategory: estimate.eligible ? VALUATION_SUBCATEGORIES.offered : VALUATION_SUBCATEGORIES.noFigure,
      fields: { ...((locked.fields as Obj) ?? {}), odometer: answers.odometer, service_history: answers.serviceHistory, two_sets_of_keys: answers.twoKeys, illegal_modifications: answers.illegalModifications, condition: answers.condition, components_present: answers.componentsPresent, under_finance: answers.underFinance },
      valuation: {
        ...v,
        state: estimate.eligible ? 'offered' : 'no-figure',
        answers,
        provider: provider.name,
        offer_price: estimate.eligible ? estimate.offer : null,
        low: estimate.eligible ? estimate.low : undefined,
        high: estimate.eligible ? estimate.high : undefined,
        retail_estimate: estimate.eligible ? estimate.retailEstimate : undefined,
        reason: estimate.eligible ? undefined : estimate.reason,
        message: estimate.eligible ? undefined : estimate.message,
        comparables,
        adjustments: estimate.eligible ? estimate.adjustments : [],
        offered_at: offeredAt,
      } satisfies StoredValuation,
    }))
    if (!estimate.eligible) {
      // No online figure: a person calls, so the lead goes to the dealer now.
      await deliverNow(payload, lead.id)
      return json({ lead_id: String(lead.id), offer_price: null, reason: estimate.reason, message: estimate.message, save_to_miscellaneous: settings.saveToMiscellaneous }, 200)
    }
    return json(
      { lead_id: String(lead.id), offer_price: estimate.offer, low: estimate.low, high: estimate.high, under_finance: answers.underFinance, save_to_miscellaneous: settings.saveToMiscellaneous },
      200,
    )
  })

  /** Queue delivery now; a lead already delivered (the shopper came back late) goes again with its final state. */
  async function deliverNow(payload: Payload, leadId: number) {
    await updateLeadIfPresent(payload, leadId, (lead) =>
      lead.delivery_status === 'pending' ? {} : { delivery_status: 'pending', email_state: 'pending', crm_state: 'pending', webhook_state: 'pending' },
    ).catch(() => undefined)
    await queueLeadDelivery(payload, leadId, { runNow: deps.runDeliveryNow !== false }).catch((error: unknown) => {
      payload.logger.error({ msg: `Lead ${leadId}: delivery could not be queued`, err: (error as Error)?.message })
    })
  }

  const accept = wrap('accept', async (request, payload) => {
    await limit(request, 'lead-submit')
    const body = await readBody(request)
    const site = await siteFor(payload, request)
    const input = parse(offerAcceptedSchema, body)
    const lead = await ownLead(payload, site, input.lead_id, input.token)
    const accepted = input.offer_accepted
    // Accepting needs an offer; asking to be contacted works after any answered step.
    await transition(payload, lead.id, accepted ? ['offered'] : ['offered', 'no-figure'], (v, locked) => ({
      subcategory: accepted ? VALUATION_SUBCATEGORIES.accepted : VALUATION_SUBCATEGORIES.contact,
      event_id: accepted ? EVENT_IDS.offerAccepted : locked.event_id,
      fields: { ...((locked.fields as Obj) ?? {}), form_completed: true, offer_accepted: accepted },
      valuation: { ...v, state: accepted ? 'accepted' : 'contact-requested', accepted, completed_at: now().toISOString() } satisfies StoredValuation,
      // An accepted offer is confirmed to the shopper by e-mail (amount, car, next steps, terms).
      ...(accepted && cleanEmail(locked.email) ? { confirmation_state: 'pending' as const } : {}),
    }))
    await deliverNow(payload, lead.id)
    if (accepted && cleanEmail(lead.email)) {
      await queueLeadConfirmation(payload, lead.id, { runNow: deps.runDeliveryNow !== false }).catch((error: unknown) => {
        payload.logger.error({ msg: `Lead ${lead.id}: the accepted offer's e-mail could not be queued`, err: (error as Error)?.message })
      })
    }
    return json({ lead_id: String(lead.id), offer_accepted: accepted, event_id: accepted ? EVENT_IDS.offerAccepted : undefined }, 200)
  })

  const miscellaneous = wrap('miscellaneous', async (request, payload) => {
    await limit(request, 'valuation-step', 30)
    const body = await readBody(request)
    const site = await siteFor(payload, request)
    if (!settingsOf(site).saveToMiscellaneous) return refuse('Saving valuation data is not on for this site.', undefined, 404)
    const input = parse(miscellaneousSchema, body)
    const lead = await ownLead(payload, site, input.lead_id, input.token)
    const v = valuationOf(lead)!
    if (v.state === 'started') return refuse('Please complete the earlier steps of the valuation first.', undefined, 409)
    // The server's own figures are saved, whatever the browser sent beside column_name.
    const saved = { offer_price: v.offer_price ?? null, low: v.low ?? null, high: v.high ?? null, lead_id: String(lead.id), state: v.state, saved_at: now().toISOString() }
    const written = await updateLeadIfPresent(payload, lead.id, (locked) => ({ miscellaneous: { ...((locked.miscellaneous as Obj) ?? {}), [input.column_name]: saved } }))
    if (!written) return refuse('This valuation could not be found. Please start again.', undefined, 404)
    return json({ success: true }, 200)
  })

  return { lookup, start, adjust, accept, miscellaneous }
}
