/**
 * POST /api/leads — the one submit endpoint of every lead form.
 *
 * Order: a place in the submit gate (503 + Retry-After when a burst overflows it, nothing stored:
 * src/leads/submitGate.ts) → rate limit per client address (429) → body size and JSON (413/400) →
 * the site from the Host (404) → envelope and form fields with the shared zod schemas (400
 * {errors}) → honeypot (400) → ids must belong to the host's site (400) → captcha when the site
 * has it on (400) → the lead and its delivery jobs are STORED in one transaction
 * (src/leads/store.ts) → answer 201 {lead_id} → the job runner delivers. Nothing before the store
 * creates a lead; a stored lead always has its delivery. Unexpected trouble answers 503, never
 * 500, and logs no shopper data.
 */
import type { Payload } from 'payload'
import { leadFormSchema, type LeadFormOptions, DEFAULT_CATEGORY } from '@/forms/schemas'
import { HONEYPOT_FIELD, leadSubmissionSchema } from '@/forms/envelope'
import { fieldErrors } from '@/forms/errors'
import { LEAD_SUBMIT_FAILURE } from '@/forms/messages'
import { relabelCareers } from '@/rules/careersRelabel'
import { collectAdditionalServices } from '@/rules/additionalServices'
import { leadEventId } from '@/rules/leadEventId'
import { leadSourceFields } from './leadSourceFields'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { submittedId } from '@/lib/relations'
import { siteForRequest } from '@/data'
import { verifyCaptcha } from './captcha'
import { startLeadJobs, storeLeadWithDelivery } from './store'
import { createGate, SHED_RETRY_AFTER_SECONDS, submitGateOptions, type GateOptions } from './submitGate'
import { cleanEmail } from './shopperMail'
import { photosForTokens } from './photos/attach'
import { json } from '@/lib/jsonResponse'
import { errorMessage, isRecord, stringOr, stringsOr } from '@/lib/guards'

const MAX_LEAD_BODY_BYTES = 64 * 1024

type Obj = Record<string, unknown>

export type SubmitDeps = {
  payload: () => Promise<Payload>
  /** Per-IP limit: LEADS_RATE_LIMIT submissions per LEADS_RATE_WINDOW seconds (default 10 per 60). */
  rateLimit?: { points: number; durationSeconds: number }
  /** Start delivery right away in the background (default true). */
  runDeliveryNow?: boolean
  /** Submissions worked on at once, and how many may wait (default: LEADS_CONCURRENCY etc., src/leads/submitGate.ts). */
  gate?: GateOptions
}

const refuse = (error: string, errors?: Record<string, string>, status = 400) => json(errors ? { error, errors } : { error }, status)

export function leadRateLimit(env: NodeJS.ProcessEnv = process.env): { points: number; durationSeconds: number } {
  const points = Math.floor(Number(env.LEADS_RATE_LIMIT))
  const window = Math.floor(Number(env.LEADS_RATE_WINDOW))
  return { points: points > 0 ? points : 10, durationSeconds: window > 0 ? window : 60 }
}

const idOf = submittedId

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** Reads documents of one site by a submitted id: null for an unknown or malformed id, or another site's. */
function siteDocs(payload: Payload, siteId: number) {
  const own = <T extends { site?: unknown }>(doc: T | null): T | null => (doc && idOf(doc.site) === siteId ? doc : null)
  const byId = { depth: 0, overrideAccess: true, disableErrors: true } as const
  const read = <T>(rawId: unknown, find: (id: number) => Promise<T>) => {
    const id = idOf(rawId)
    return id === null ? Promise.resolve(null) : find(id)
  }
  return {
    vehicle: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'vehicles', id, ...byId }))),
    dealership: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'dealerships', id, ...byId }))),
    location: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'locations', id, ...byId }))),
    page: async (rawId: unknown) => own(await read(rawId, (id) => payload.findByID({ collection: 'pages', id, ...byId }))),
  }
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json')) return { ok: false, response: refuse('Send the form as JSON (Content-Type: application/json).', undefined, 415) }
  const declared = Number(request.headers.get('content-length'))
  if (declared > MAX_LEAD_BODY_BYTES) return { ok: false, response: refuse('The form is too large.', undefined, 413) }
  const text = await request.text().catch(() => null)
  if (text === null) return { ok: false, response: refuse('The form could not be read.') }
  if (Buffer.byteLength(text) > MAX_LEAD_BODY_BYTES) return { ok: false, response: refuse('The form is too large.', undefined, 413) }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: refuse('The form could not be read (invalid JSON).') }
  }
}

export function createLeadSubmitHandler(deps: SubmitDeps): (request: Request) => Promise<Response> {
  const gate = createGate(deps.gate ?? submitGateOptions())
  const handle = createHandler(deps)
  return async (request) => {
    // A burst waits here, before touching the database; shed submissions have stored nothing.
    const release = await gate.enter()
    if (!release) {
      return json({ error: LEAD_SUBMIT_BUSY }, 503, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) })
    }
    try {
      return await handle(request)
    } finally {
      release()
    }
  }
}

/** Shed by the gate (nothing stored): the form keeps its fields and the shopper sends again. */
const LEAD_SUBMIT_BUSY = 'We are receiving a lot of enquiries right now. Please send your enquiry again in a few seconds.'

function createHandler(deps: SubmitDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const limit = deps.rateLimit ?? leadRateLimit()
      const allowed = await consumeRateLimit({ bucket: 'lead-submit', key: clientAddress(request), ...limit })
      if (!allowed.allowed) {
        return json({ error: `Too many submissions from your address. Please try again in ${allowed.retryAfterSeconds} seconds.` }, 429, {
          'retry-after': String(allowed.retryAfterSeconds),
        })
      }
      const body = await readBody(request)
      if (!body.ok) return body.response

      const payload = await deps.payload()
      // The one resolver (src/data/siteResolver.ts): a flood of submissions reads the site once.
      const site = await siteForRequest(payload, request)
      if (!site) return refuse('No site is served at this address.', undefined, 404)
      const settings = site.settings ?? {}

      const envelope = leadSubmissionSchema.safeParse(body.value)
      if (!envelope.success) return refuse('Please check the form.', fieldErrors(envelope.error))
      const submission = envelope.data
      const kind = submission.kind

      // The browser knows whether the dealership/location selects were shown (and so required);
      // the server accepts them missing and routes the lead to the car's or the site's dealership.
      const options: LeadFormOptions = { messageRequired: settings.enquiryMessageRequired !== false }
      const parsed = leadFormSchema(kind, options).safeParse(submission.fields)
      if (!parsed.success) return refuse('Please fix the following errors:', fieldErrors(parsed.error))
      const fields: Obj = parsed.data

      if (submission[HONEYPOT_FIELD]) return refuse('Your submission could not be accepted.')

      // Every id must be the host's site's: a forged id is refused, not stored.
      const own = siteDocs(payload, site.id)
      const vehicle = submission.car_id !== undefined ? await own.vehicle(submission.car_id) : null
      if (submission.car_id !== undefined && !vehicle) return refuse('Please check the form.', { car_id: 'This car is not listed on this site.' })
      const dealershipField = stringOr(fields.dealership)
      const chosenDealership = dealershipField ? await own.dealership(dealershipField) : null
      if (dealershipField && !chosenDealership) return refuse('Please check the form.', { dealership: 'Please choose a dealership from the list.' })
      const locationField = stringOr(fields.location)
      const location = locationField ? await own.location(locationField) : null
      if (locationField && !location) return refuse('Please check the form.', { location: 'Please choose a location from the list.' })
      const page = submission.page_id !== undefined ? await own.page(submission.page_id) : null
      if (submission.page_id !== undefined && !page) return refuse('Please check the form.', { page_id: 'This page is not on this site.' })

      if (settings.captchaEnabled !== false) {
        const verdict = await verifyCaptcha(payload, submission.altcha)
        if (!verdict.ok) return refuse(verdict.message, { altcha: verdict.message })
      }

      // Photos (sell my car): the host's site's unclaimed uploads, by token; anything else is refused.
      const photos = await photosForTokens(payload, site.id, stringsOr(fields.photos))
      if (!photos.ok) return refuse('Please check the form.', { photos: photos.message })
      const { photos: _tokens, ...storedFields } = fields

      let dealershipId = idOf(chosenDealership?.id) ?? idOf(location?.dealership) ?? idOf(vehicle?.dealership)
      if (dealershipId === null) {
        const first = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })
        dealershipId = idOf(first.docs[0]?.id)
      }
      const locationId = idOf(location?.id) ?? (vehicle && idOf(vehicle.dealership) === dealershipId ? idOf(vehicle.location) : null)

      const chosenCategory = typeof fields.category === 'string' ? fields.category : DEFAULT_CATEGORY[kind]
      const labels = relabelCareers({ category: chosenCategory, subcategory: stringOr(fields.subcategory) })
      const fullName = [fields.name, fields.last_name].filter((v) => typeof v === 'string' && v).join(' ')
      const now = new Date().toISOString()
      const optIn = fields.opt_in !== false

      // One short transaction: the lead, its photos' back-links and its delivery (and confirmation)
      // jobs, or nothing (src/leads/store.ts). A stored lead always has its delivery queued.
      const { lead, jobIds } = await storeLeadWithDelivery(
        payload,
        {
          site: site.id,
          kind,
          category: labels.category,
          subcategory: labels.subcategory,
          name: fullName,
          email: text(fields.email),
          phone: text(fields.phone),
          dealership: dealershipId,
          location: locationId,
          vehicle: idOf(vehicle?.id),
          fields: storedFields,
          photos: photos.ids,
          opt_in: optIn,
          additional_services: collectAdditionalServices(isRecord(fields.check_options) ? fields.check_options : undefined),
          page_url: submission.page_url ?? request.headers.get('referer')?.slice(0, 2000) ?? null,
          page_id: page ? String(page.id) : null,
          source: 'Website',
          ...leadSourceFields(settings, submission.lead_source),
          user_agent: (request.headers.get('user-agent') ?? '').slice(0, 500),
          consent_at: optIn ? now : null,
          event_id: leadEventId({ kind, category: chosenCategory, carType: vehicle?.car_type, testDriveOnly: kind === 'test-drive' && !vehicle, usedFlag: settings.usedTestDriveFlagged === true }),
          delivery_status: 'pending',
          // The shopper's confirmation (src/leads/confirm.ts): none without an e-mail address.
          confirmation_state: cleanEmail(fields.email) ? 'pending' : 'skipped',
        },
        photos.ids,
      )
      if (deps.runDeliveryNow !== false) startLeadJobs(payload, jobIds)
      const leadId = lead.id
      return json({ lead_id: String(leadId) }, 201)
    } catch (error) {
      try {
        const payload = await deps.payload()
        payload.logger.error({ msg: 'Lead submit failed', err: errorMessage(error) })
      } catch {
        // nothing more to do
      }
      return json({ error: LEAD_SUBMIT_FAILURE }, 503)
    }
  }
}
