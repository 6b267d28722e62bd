/**
 * POST /api/sites/new-dealer (platform admins): the "Add a dealer" wizard's submission, as
 * multipart form data (`data`: the answers as JSON; `logo`: an optional image) or plain JSON.
 * 201 with the new site, 400 with a message per field, 403 for anyone else.
 */
import type { Endpoint } from 'payload'
import { isPlatformAdminUser } from '@/access/roles'
import { createDealer, NewDealerConflict, type LogoFile } from './createDealer'
import { fieldErrors, newDealerSchema } from './input'
import { importDealerFeed, MAX_FEED_BYTES, type FeedFile } from './importFeed'

const MAX_LOGO_BYTES = 5 * 1024 * 1024

type Submission = { data: unknown; logo?: LogoFile; feed?: FeedFile }

async function readSubmission(req: Parameters<Endpoint['handler']>[0]): Promise<Submission | { error: string }> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await req.formData?.()
    if (!form) return { error: 'The form could not be read.' }
    let data: unknown
    try {
      data = JSON.parse(String(form.get('data') ?? ''))
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
  try {
    return { data: await req.json?.() }
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
    if ('error' in submission) return Response.json({ error: submission.error }, { status: 400 })
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
