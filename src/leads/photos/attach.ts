/**
 * Photos and leads: the submit turns the shopper's photo tokens into the site's unclaimed photos
 * (a token of another site, a used token or a made-up one is refused), and links them to the
 * stored lead; delivery attaches the stored files (from the bucket or the local folder) to the dealer's e-mail.
 */
import type { Payload } from 'payload'
import { LEAD_PHOTOS_SLUG } from '@/rules/leadPhotoLimits'
import { PHOTO_MESSAGES } from '@/rules/leadPhotoLimits'
import { hashPhotoToken } from './tokens'
import { readStoredUpload } from '@/uploads/storedUpload'

export type PhotoLookup = { ok: true; ids: number[] } | { ok: false; message: string }

/** The site's unclaimed photos for these tokens, in the shopper's order; all or nothing. */
export async function photosForTokens(payload: Payload, siteId: number, tokens: readonly string[] | undefined): Promise<PhotoLookup> {
  const unique = [...new Set(tokens ?? [])]
  if (unique.length === 0) return { ok: true, ids: [] }
  const hashes = unique.map(hashPhotoToken)
  const found = await payload.find({
    collection: LEAD_PHOTOS_SLUG,
    where: { and: [{ site: { equals: siteId } }, { upload_token_hash: { in: hashes } }, { lead: { exists: false } }] },
    limit: hashes.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const byHash = new Map(found.docs.map((d) => [d.upload_token_hash, d.id]))
  const ids = hashes.map((h) => byHash.get(h))
  if (ids.some((id) => id === undefined)) return { ok: false, message: PHOTO_MESSAGES.unknownToken }
  return { ok: true, ids: ids as number[] }
}

export type PhotoAttachment = { filename: string; content: Buffer; contentType: string }

/** A stored lead photo is at most this large (re-encoded JPEGs of MAX_PHOTO_DIMENSION px are far smaller). */
const MAX_STORED_PHOTO_BYTES = 20 * 1024 * 1024

/** The lead's stored photos as e-mail attachments, from the bucket or LEAD_PHOTOS_DIR (missing files are left out). */
export async function photoAttachments(payload: Payload, photos: unknown): Promise<PhotoAttachment[]> {
  if (!Array.isArray(photos)) return []
  const collection = (payload.collections as Record<string, { config: { upload?: unknown } } | undefined>)[LEAD_PHOTOS_SLUG]
  const staticDir = (collection?.config.upload as { staticDir?: string } | undefined)?.staticDir
  if (!staticDir) return []
  const attachments = await Promise.all(
    photos.map(async (p, i) => {
      const filename = p && typeof p === 'object' ? (p as { filename?: unknown }).filename : undefined
      if (typeof filename !== 'string' || filename.includes('/') || filename.includes('..')) return null
      const content = await readStoredUpload(staticDir, filename, MAX_STORED_PHOTO_BYTES, LEAD_PHOTOS_SLUG)
      return content ? { filename: `photo-${i + 1}.jpg`, content, contentType: 'image/jpeg' } : null
    }),
  )
  return attachments.filter((a): a is PhotoAttachment => a !== null)
}
