/**
 * POST /api/valuation/start {userData, car, url, car_id, lead_attributes, altcha} → the lead is
 * STORED ("a valuation lead is started") → 201 {lead_id, token}. A shopper who leaves after this is
 * still called: the lead goes to the dealer after a while unless the flow finishes first.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Site } from '@/payload-types'
import { leadSourceFields } from '@/forms/leadSourceFields'
import { submittedId } from '@/lib/relations'
import { verifyCaptcha } from '@/forms/captcha'
import { leadEventId } from '@/rules/leadEventId'
import { json } from '@/lib/jsonResponse'
import { VALUATION_CATEGORY, VALUATION_LEAD_KIND, VALUATION_SUBCATEGORIES } from '../leadKind'
import { valuationStartSchema } from './schemas'
import { limitRate, parse, readBody, Refusal, refuse, valuationSiteFor } from './endpointRequest'
import { settingsOf, type StoredValuation } from './storedValuation'
import { hashToken } from './valuationLead'
import { nowOf, type ValuationDeps } from './valuationDeps'

/** A lead nobody finished is still delivered to the dealer after this long (never lost). */
const UNFINISHED_DELIVERY_DELAY_MS = 30 * 60 * 1000

type StartInput = z.output<ReturnType<typeof valuationStartSchema>>
type BuyingCar = { id: number; dealership: number | null; car_type?: string | null }

/** The site's car being bought (car_id), or null; 400 when it is not listed on this site. */
async function buyingCar(payload: Payload, site: Site, carId: StartInput['car_id']): Promise<BuyingCar | null> {
  if (carId === undefined) return null
  const found = await payload.findByID({ collection: 'vehicles', id: Number(carId), depth: 0, overrideAccess: true, disableErrors: true })
  if (!found || submittedId(found.site) !== site.id) throw new Refusal(refuse('Please check the form.', { car_id: 'This car is not listed on this site.' }))
  return { id: found.id, dealership: submittedId(found.dealership), car_type: found.car_type }
}

/** The car's dealership, else the site's first. */
async function dealershipFor(payload: Payload, site: Site, vehicle: BuyingCar | null): Promise<number | null> {
  if (vehicle?.dealership != null) return vehicle.dealership
  const first = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })
  return submittedId(first.docs[0]?.id)
}

function startedValuation(input: StartInput, dealershipId: number | null): StoredValuation {
  const { car } = input
  const lookupSource = car.rego && car.regoState ? 'rego' : 'manual'
  return {
    state: 'started',
    mode: input.mode,
    car: { make: car.make, model: car.model, year: car.year, variant: car.variant || undefined, rego: car.rego, regoState: car.regoState, lookup_source: lookupSource },
    lead_attributes: input.lead_attributes,
    car_dealership_id: dealershipId,
  }
}

function leadFields(input: StartInput) {
  const { car, userData } = input
  return {
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
  }
}

interface NewLead {
  site: Site
  input: StartInput
  vehicle: BuyingCar | null
  dealershipId: number | null
  tokenHash: string
  timestamp: string
}

function createLead(payload: Payload, request: Request, { site, input, vehicle, dealershipId, tokenHash, timestamp }: NewLead) {
  const { userData } = input
  return payload.create({
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
      fields: leadFields(input),
      valuation: startedValuation(input, dealershipId),
      valuation_token: tokenHash,
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
}

export async function startStep(deps: ValuationDeps, request: Request, payload: Payload): Promise<Response> {
  await limitRate(deps, request, 'lead-submit')
  const body = await readBody(request)
  const site = await valuationSiteFor(payload, request)
  const input = parse(valuationStartSchema(nowOf(deps).getFullYear()), body)
  if (input.website_url) return refuse('Your submission could not be accepted.')
  const vehicle = await buyingCar(payload, site, input.car_id)
  if (settingsOf(site).captcha) {
    const verdict = await verifyCaptcha(payload, input.altcha)
    if (!verdict.ok) return refuse(verdict.message, { altcha: verdict.message })
  }
  const dealershipId = await dealershipFor(payload, site, vehicle)
  const token = crypto.randomBytes(32).toString('hex')
  const lead = await createLead(payload, request, { site, input, vehicle, dealershipId, tokenHash: hashToken(token), timestamp: nowOf(deps).toISOString() })
  // A shopper who leaves here is still called: the lead goes to the dealer after a while unless
  // the flow finishes first (then it goes at once; delivery is idempotent).
  await payload.jobs
    .queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: 'default', waitUntil: new Date(Date.now() + UNFINISHED_DELIVERY_DELAY_MS) })
    .catch((error: unknown) => payload.logger.error({ msg: `Lead ${lead.id}: delayed delivery could not be queued`, err: (error as Error)?.message }))
  return json({ lead_id: String(lead.id), token }, 201)
}
