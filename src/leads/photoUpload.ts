/**
 * POST /api/leads/photos — one /sell-my-car photo per request (multipart/form-data, field "photo").
 *
 * A separate endpoint rather than multipart on POST /api/leads: the submit stays a small JSON body
 * with its 64 KB cap and one validation path; each photo is bounded to one file per request (at
 * most MAX_PHOTO_BYTES read, one sharp pipeline), uploads while the shopper types, and gets its own
 * clear message; the submit then only references the answered tokens.
 *
 * Order: rate limit per client address (429) → multipart and size (415/413) → the site from the
 * Host (404) → exactly one file (400) → size and real format from its bytes (413/415) →
 * re-encoded with sharp (415 when unreadable) → stored for the host's site with no lead →
 * 201 { token, width, height }. Photos no lead claimed within PHOTO_ORPHAN_HOURS are deleted a
 * few at a time on later uploads. Unexpected trouble answers 503, never 500.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { siteForRequest } from '@/data'
import { LEAD_PHOTOS_SLUG } from '@/rules/leadPhotoLimits'
import { checkPhotoFile, MAX_PHOTO_BYTES, PHOTO_FIELD, PHOTO_MESSAGES } from '@/rules/leadPhotoLimits'

import { PhotoReadError, reencodePhoto } from './photos/reencode'
import { hashPhotoToken, newPhotoToken } from './photos/tokens'
import { json } from '@/lib/jsonResponse'

/** Unclaimed photos older than this are deleted. */
const PHOTO_ORPHAN_HOURS = 24
const MULTIPART_OVERHEAD = 64 * 1024

export type PhotoUploadDeps = {
  payload: () => Promise<Payload>
  /** Per-IP: LEAD_PHOTOS_RATE_LIMIT uploads per LEAD_PHOTOS_RATE_WINDOW seconds (default 40 per 600). */
  rateLimit?: { points: number; durationSeconds: number }
}

function photoRateLimit(env: NodeJS.ProcessEnv = process.env): { points: number; durationSeconds: number } {
  const points = Math.floor(Number(env.LEAD_PHOTOS_RATE_LIMIT))
  const window = Math.floor(Number(env.LEAD_PHOTOS_RATE_WINDOW))
  return { points: points > 0 ? points : 40, durationSeconds: window > 0 ? window : 600 }
}

const refuse = (status: number, error: string) => json({ error, errors: { photos: error } }, status)

/** Deletes a few photos nobody claimed (bounded work per upload; idempotent). */
export async function deleteOrphanPhotos(payload: Payload, now = Date.now(), limit = 10): Promise<number> {
  const before = new Date(now - PHOTO_ORPHAN_HOURS * 3600_000).toISOString()
  const stale = await payload.find({
    collection: LEAD_PHOTOS_SLUG,
    where: { and: [{ lead: { exists: false } }, { createdAt: { less_than: before } }] },
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let deleted = 0
  for (const doc of stale.docs) {
    await payload.delete({ collection: LEAD_PHOTOS_SLUG, id: doc.id, overrideAccess: true }).then(() => deleted++, () => undefined)
  }
  return deleted
}

export function createLeadPhotoUploadHandler(deps: PhotoUploadDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const limit = deps.rateLimit ?? photoRateLimit()
      const allowed = await consumeRateLimit({ bucket: 'lead-photo', key: clientAddress(request), ...limit })
      if (!allowed.allowed) {
        return json({ error: `Too many photos from your address. Please try again in ${allowed.retryAfterSeconds} seconds.` }, 429, { 'retry-after': String(allowed.retryAfterSeconds) })
      }
      const type = (request.headers.get('content-type') ?? '').toLowerCase()
      if (!type.startsWith('multipart/form-data')) return refuse(415, 'Send the photo as multipart/form-data.')
      const declared = Number(request.headers.get('content-length'))
      if (declared > MAX_PHOTO_BYTES + MULTIPART_OVERHEAD) return refuse(413, PHOTO_MESSAGES.tooLarge)

      const payload = await deps.payload()
      const site = await siteForRequest(payload, request)
      if (!site) return refuse(404, 'No site is served at this address.')

      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return refuse(400, 'The photo could not be read from the request.')
      }
      const files = [...form.values()].filter((v): v is File => typeof v === 'object' && v !== null && 'arrayBuffer' in v)
      const photo = form.get(PHOTO_FIELD)
      if (files.length !== 1 || !(photo && typeof photo === 'object')) return refuse(400, files.length > 1 ? PHOTO_MESSAGES.oneAtATime : 'Please choose a photo.')
      const file = photo as File
      if (file.size > MAX_PHOTO_BYTES) return refuse(413, PHOTO_MESSAGES.tooLarge)
      const bytes = Buffer.from(await file.arrayBuffer())
      const check = checkPhotoFile(bytes.length, bytes.subarray(0, 32))
      if (!check.ok) return refuse(check.status, check.message)

      let encoded
      try {
        encoded = await reencodePhoto(bytes)
      } catch (error) {
        if (error instanceof PhotoReadError) return refuse(error.status, error.message)
        throw error
      }
      const token = newPhotoToken()
      await payload.create({
        collection: LEAD_PHOTOS_SLUG,
        overrideAccess: true,
        data: { site: site.id, upload_token_hash: hashPhotoToken(token) },
        file: { data: encoded.data, mimetype: 'image/jpeg', name: `${crypto.randomUUID()}.jpg`, size: encoded.data.length },
      })
      await deleteOrphanPhotos(payload).catch(() => 0)
      return json({ token, width: encoded.width, height: encoded.height }, 201)
    } catch (error) {
      try {
        ;(await deps.payload()).logger.error({ msg: 'Lead photo upload failed', err: (error as Error)?.message })
      } catch {
        // nothing more to do
      }
      return json({ error: 'The photo could not be stored just now. Please try again.' }, 503)
    }
  }
}
