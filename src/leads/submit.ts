/**
 * POST /api/leads — the one submit endpoint of every lead form.
 *
 * Order: a place in the submit gate (503 + Retry-After when a burst overflows it, nothing stored:
 * src/leads/submission/submitGate.ts) → rate limit per client address (429) → body size and JSON (413/400) →
 * the site from the Host (404) → envelope and form fields with the shared zod schemas (400
 * {errors}) → honeypot (400) → ids must belong to the host's site (400) → captcha when the site
 * has it on (400) → the lead and its delivery jobs are STORED in one transaction
 * (src/leads/store.ts) → answer 201 {lead_id} → the job runner delivers. Nothing before the store
 * creates a lead; a stored lead always has its delivery. Unexpected trouble answers 503, never
 * 500, and logs no shopper data.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { leadFormSchema, type LeadFormOptions } from '@/forms/schemas'
import { HONEYPOT_FIELD, leadSubmissionSchema } from '@/forms/envelope'
import { fieldErrors } from '@/forms/errors'
import { LEAD_SUBMIT_FAILURE } from '@/forms/messages'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { siteForRequest } from '@/data'
import { verifyCaptcha } from '../forms/captcha'
import { startLeadJobs, storeLeadWithDelivery } from './store'
import { createGate, SHED_RETRY_AFTER_SECONDS, submitGateOptions, type GateOptions } from './submission/submitGate'
import { photosForTokens } from './photos/attach'
import { json } from '@/lib/jsonResponse'
import { errorMessage, stringsOr } from '@/lib/guards'
import { readLeadBody, refuse, type Checked } from './submission/submitRequest'
import { readSubmittedDocs } from './submission/submittedDocs'
import { leadRecord } from './submission/leadRecord'

export type SubmitDeps = {
  payload: () => Promise<Payload>
  /** Per-IP limit: LEADS_RATE_LIMIT submissions per LEADS_RATE_WINDOW seconds (default 10 per 60). */
  rateLimit?: { points: number; durationSeconds: number }
  /** Start delivery right away in the background (default true). */
  runDeliveryNow?: boolean
  /** Submissions worked on at once, and how many may wait (default: LEADS_CONCURRENCY etc., src/leads/submission/submitGate.ts). */
  gate?: GateOptions
}

export function leadRateLimit(env: NodeJS.ProcessEnv = process.env): { points: number; durationSeconds: number } {
  const points = Math.floor(Number(env.LEADS_RATE_LIMIT))
  const window = Math.floor(Number(env.LEADS_RATE_WINDOW))
  return { points: points > 0 ? points : 10, durationSeconds: window > 0 ? window : 60 }
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

type LeadSubmission = ReturnType<typeof leadSubmissionSchema.parse>

/** Shed by the gate (nothing stored): the form keeps its fields and the shopper sends again. */
const LEAD_SUBMIT_BUSY = 'We are receiving a lot of enquiries right now. Please send your enquiry again in a few seconds.'

/** 429 with Retry-After once the client address has sent its share, else null. */
async function rateLimited(deps: SubmitDeps, request: Request): Promise<Response | null> {
  const limit = deps.rateLimit ?? leadRateLimit()
  const allowed = await consumeRateLimit({ bucket: 'lead-submit', key: clientAddress(request), ...limit })
  if (allowed.allowed) return null
  return json({ error: `Too many submissions from your address. Please try again in ${allowed.retryAfterSeconds} seconds.` }, 429, {
    'retry-after': String(allowed.retryAfterSeconds),
  })
}

/** The envelope and the form's fields checked with the shared zod schemas (400 {errors}), then the honeypot. */
function parseSubmission(site: Site, value: unknown): Checked<{ submission: LeadSubmission; fields: Record<string, unknown> }> {
  const envelope = leadSubmissionSchema.safeParse(value)
  if (!envelope.success) return { ok: false, response: refuse('Please check the form.', fieldErrors(envelope.error)) }
  const submission = envelope.data
  // The browser knows whether the dealership/location selects were shown (and so required);
  // the server accepts them missing and routes the lead to the car's or the site's dealership.
  const options: LeadFormOptions = { messageRequired: site.settings?.enquiryMessageRequired !== false }
  const parsed = leadFormSchema(submission.kind, options).safeParse(submission.fields)
  if (!parsed.success) return { ok: false, response: refuse('Please fix the following errors:', fieldErrors(parsed.error)) }
  if (submission[HONEYPOT_FIELD]) return { ok: false, response: refuse('Your submission could not be accepted.') }
  return { ok: true, value: { submission, fields: parsed.data } }
}

/** Checks a readable submission against the host's site and stores the lead with its delivery. */
async function acceptSubmission(deps: SubmitDeps, payload: Payload, site: Site, request: Request, value: unknown): Promise<Response> {
  const parsed = parseSubmission(site, value)
  if (!parsed.ok) return parsed.response
  const { submission, fields } = parsed.value
  // Every id must be the host's site's: a forged id is refused, not stored.
  const docs = await readSubmittedDocs(payload, site.id, { car_id: submission.car_id, page_id: submission.page_id, dealership: fields.dealership, location: fields.location })
  if (!docs.ok) return docs.response
  if (site.settings?.captchaEnabled !== false) {
    const verdict = await verifyCaptcha(payload, submission.altcha)
    if (!verdict.ok) return refuse(verdict.message, { altcha: verdict.message })
  }
  // Photos (sell my car): the host's site's unclaimed uploads, by token; anything else is refused.
  const photos = await photosForTokens(payload, site.id, stringsOr(fields.photos))
  if (!photos.ok) return refuse('Please check the form.', { photos: photos.message })
  const data = await leadRecord(payload, { site, submission, fields, docs: docs.value, photoIds: photos.ids, request })
  // One short transaction: the lead, its photos' back-links and its delivery (and confirmation)
  // jobs, or nothing (src/leads/store.ts). A stored lead always has its delivery queued.
  const { lead, jobIds } = await storeLeadWithDelivery(payload, data, photos.ids)
  if (deps.runDeliveryNow !== false) startLeadJobs(payload, jobIds)
  return json({ lead_id: String(lead.id) }, 201)
}

/** The site served at the request's host (404 when none). */
async function siteOf(payload: Payload, request: Request): Promise<Checked<Site>> {
  // The one resolver (src/data/siteResolver.ts): a flood of submissions reads the site once.
  const site = await siteForRequest(payload, request)
  return site ? { ok: true, value: site } : { ok: false, response: refuse('No site is served at this address.', undefined, 404) }
}

function createHandler(deps: SubmitDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const limited = await rateLimited(deps, request)
      if (limited) return limited
      const body = await readLeadBody(request)
      if (!body.ok) return body.response
      const payload = await deps.payload()
      const site = await siteOf(payload, request)
      if (!site.ok) return site.response
      return await acceptSubmission(deps, payload, site.value, request, body.value)
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
