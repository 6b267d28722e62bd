/**
 * POST /api/sites/new-dealer (platform admins): the "Add a dealer" wizard's submission, as
 * multipart form data (`data`: the answers as JSON; `logo`: an optional image; `feed`: an optional
 * inventory file) or plain JSON. 201 with the new site, 400 with a message per field, 413 for a
 * body over its limit (read no further than the limit), 403 for anyone else.
 */
import type { Endpoint } from 'payload'
import { isPlatformAdminUser } from '@/access/roles'
import { readLimited } from '@/lib/limitedBody'
import { createDealer, NewDealerConflict, type LogoFile } from './newDealer/createDealer'
import { fieldErrors, newDealerSchema } from './newDealer/input'
import { importDealerFeed, MAX_FEED_BYTES, type FeedFile } from './newDealer/importFeed'

const MAX_LOGO_BYTES = 5 * 1024 * 1024
/** The answers alone (JSON, or the form's `data` field): a few KB in practice. */
const MAX_ANSWERS_BYTES = 256 * 1024
/** A form with a logo and a feed at their limits, and the answers. */
const MAX_FORM_BYTES = MAX_FEED_BYTES + MAX_LOGO_BYTES + MAX_ANSWERS_BYTES

type Request = Parameters<Endpoint['handler']>[0]
type Submission = { data: unknown; logo?: LogoFile; feed?: FeedFile }
type Refused = { error: string; status?: number }

const tooLarge = (limit: number): Refused => ({
  status: 413,
  error: `The form is larger than ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`}: send a smaller logo or feed (import a large feed with npm run inventory:import).`,
})

/** The body as bytes within `limit` (a Request's stream), or null from a caller without one (the Local API). */
async function bodyWithin(req: Request, limit: number): Promise<Uint8Array | Refused | null> {
  // Payload's PayloadRequest type omits the fetch Request it is made from (createPayloadRequest assigns onto it).
  const fetchRequest = req as unknown as globalThis.Request
  if (typeof fetchRequest.clone !== 'function' || !fetchRequest.body) return null
  const bytes = await readLimited(fetchRequest, limit)
  return bytes ?? tooLarge(limit)
}

async function readForm(req: Request): Promise<FormData | Refused | null> {
  const bytes = await bodyWithin(req, MAX_FORM_BYTES)
  if (bytes && 'error' in bytes) return bytes
  if (!bytes) return (await req.formData?.()) ?? null
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData()
  } catch {
    return null
  }
}

async function readSubmission(req: Request): Promise<Submission | Refused> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await readForm(req)
    if (form && 'error' in form) return form
    if (!form) return { error: 'The form could not be read.' }
    const answers = String(form.get('data') ?? '')
    if (Buffer.byteLength(answers) > MAX_ANSWERS_BYTES) return tooLarge(MAX_ANSWERS_BYTES)
    let data: unknown
    try {
      data = JSON.parse(answers)
    } catch {
      return { error: 'The form could not be read.' }
    }
    const submission: Submission = { data }
    const file = form.get('logo')
    if (file && typeof file === 'object' && 'arrayBuffer' in file && file.size > 0) {
      if (file.size > MAX_LOGO_BYTES) return { error: 'The logo is larger than 5 MB.' }
      if (!/^image\//.test(file.type)) return { error: 'The logo must be an image (PNG, JPEG, WebP or SVG).' }
      submission.logo = { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name || 'logo', size: file.size }
    }
    const feed = form.get('feed')
    if (feed && typeof feed === 'object' && 'arrayBuffer' in feed && feed.size > 0) {
      if (feed.size > MAX_FEED_BYTES) return { error: 'The inventory feed is larger than 20 MB: import it with npm run inventory:import.' }
      if (!/\.(csv|json)$/i.test(feed.name)) return { error: 'The inventory feed must be a .csv or .json file.' }
      submission.feed = { name: feed.name, bytes: new Uint8Array(await feed.arrayBuffer()) }
    }
    return submission
  }
  const bytes = await bodyWithin(req, MAX_ANSWERS_BYTES)
  if (bytes && 'error' in bytes) return bytes
  try {
    return { data: bytes ? JSON.parse(new TextDecoder().decode(bytes)) : await req.json?.() }
  } catch {
    return { error: 'The request body must be JSON.' }
  }
}

export const newDealerEndpoint: Endpoint = {
  path: '/new-dealer',
  method: 'post',
  handler: async (req) => {
    if (!isPlatformAdminUser(req.user)) return Response.json({ error: 'Only platform admins can add a dealer.' }, { status: 403 })
    const submission = await readSubmission(req)
    if ('error' in submission) return Response.json({ error: submission.error }, { status: submission.status ?? 400 })
    const parsed = newDealerSchema.safeParse(submission.data)
    if (!parsed.success) return Response.json({ error: 'Some answers need a change.', fields: fieldErrors(parsed.error) }, { status: 400 })
    try {
      const created = await createDealer(req, parsed.data, submission.logo)
      // The feed goes in once the site exists (its rows are checked one by one; a bad row is reported, not fatal).
      const feed = submission.feed ? await importDealerFeed(req.payload, submission.feed, created.site.slug, created.dealershipSlug) : undefined
      return Response.json({ ...created, ...(feed ? { feed } : {}) }, { status: 201 })
    } catch (error) {
      if (error instanceof NewDealerConflict) return Response.json({ error: error.message, fields: { [error.field]: error.message } }, { status: 400 })
      const status = (error as { status?: number }).status
      if (status && status >= 400 && status < 500) {
        return Response.json({ error: (error as Error).message || 'Some answers need a change.' }, { status: 400 })
      }
      throw error
    }
  },
}
