/**
 * The valuation endpoints' request plumbing: a refusal (4xx with a message) thrown from anywhere
 * in a step, the JSON body read within its size, zod parsing into field errors, the rate limit,
 * the site from the Host, and the wrapper that turns a refusal into its answer and anything else
 * into a logged 503 (never a 500).
 */
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Site } from '@/payload-types'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { siteForRequest } from '@/data'
import { fieldErrors } from '@/forms/errors'
import { leadRateLimit } from '@/leads/submit'
import { json } from '@/lib/jsonResponse'
import { settingsOf } from './storedValuation'
import type { ValuationDeps } from './valuationDeps'

const MAX_BODY_BYTES = 32 * 1024

export const refuse = (error: string, errors?: Record<string, string>, status = 400) => json(errors ? { error, errors } : { error }, status)

export class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused')
  }
}

export async function readBody(request: Request): Promise<unknown> {
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

export function parse<T extends z.ZodType>(schema: T, value: unknown, heading = 'Please check the form.'): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Refusal(refuse(heading, fieldErrors(parsed.error)))
  return parsed.data
}

/** The site at the request's Host, offering valuations (404 otherwise). */
export async function valuationSiteFor(payload: Payload, request: Request): Promise<Site> {
  const site = await siteForRequest(payload, request)
  if (!site) throw new Refusal(refuse('No site is served at this address.', undefined, 404))
  if (!settingsOf(site).enabled) throw new Refusal(refuse('Trade-in valuation is not offered on this site.', undefined, 404))
  return site
}

/** Counts a call against the client address's bucket; 429 with retry-after once it is spent. */
export async function limitRate(deps: ValuationDeps, request: Request, bucket: string, points?: number) {
  const base = deps.rateLimit ?? leadRateLimit()
  const allowed = await consumeRateLimit({ bucket, key: clientAddress(request), points: points ?? base.points, durationSeconds: base.durationSeconds })
  if (!allowed.allowed) {
    throw new Refusal(json({ error: `Too many requests from your address. Please try again in ${allowed.retryAfterSeconds} seconds.` }, 429, { 'retry-after': String(allowed.retryAfterSeconds) }))
  }
}

export type ValuationStep = (deps: ValuationDeps, request: Request, payload: Payload) => Promise<Response>

export const endpoint = (deps: ValuationDeps, name: string, step: ValuationStep) => async (request: Request): Promise<Response> => {
  let payload: Payload | null = null
  try {
    payload = await deps.payload()
    return await step(deps, request, payload)
  } catch (error) {
    if (error instanceof Refusal) return error.response
    payload?.logger.error({ msg: `Valuation ${name} failed`, err: (error as Error)?.message })
    return json({ error: 'An unexpected error occured' }, 503)
  }
}
