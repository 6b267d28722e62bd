/**
 * The car's main photo as a JPEG for the PDF (pdfkit draws JPEG and PNG; uploads are WebP).
 * The first image of the car: an upload read from MEDIA_DIR (its 800 px "card" size when there
 * is one), or an external https URL fetched with a timeout and a size cap. Converted with sharp
 * to a JPEG at most 1000 px wide. Any failure answers null: the PDF is then made without a photo.
 */
import sharp from 'sharp'
import { readStoredUpload } from '@/uploads/storedUpload'

const MAX_SOURCE_BYTES = 15 * 1024 * 1024
const PHOTO_WIDTH = 1000
const FETCH_TIMEOUT_MS = 4000

interface MediaDoc {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | null | undefined> | null
}

export interface ImageEntry {
  image?: number | string | MediaDoc | null
  url?: string | null
}

const LOCAL_FILE_URL = /^\/api\/media\/file\/([^/?#]+)(?:\?[^#]*)?$/

/** Candidate file names of an upload, smallest adequate first. */
function mediaFileNames(media: MediaDoc): string[] {
  const names = [media.sizes?.card?.filename, media.sizes?.hero?.filename, media.filename]
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))]
}

async function fetchRemote(url: string): Promise<Buffer | null> {
  if (!/^https:\/\//i.test(url)) return null
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
    if (!res.ok || !res.body) return null
    if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return null
    const reader = res.body.getReader()
    const parts: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_SOURCE_BYTES) {
        await reader.cancel()
        return null
      }
      parts.push(value)
    }
    return Buffer.concat(parts)
  } catch {
    return null
  }
}

/** The source bytes of the first image of the car, or null. */
async function mainPhotoSource(images: ReadonlyArray<ImageEntry | null> | null | undefined, mediaDir: string): Promise<Buffer | null> {
  const first = (images ?? []).find((e) => e && (e.image || e.url))
  if (!first) return null
  if (first.image && typeof first.image === 'object') {
    for (const name of mediaFileNames(first.image)) {
      const bytes = await readStoredUpload(mediaDir, name, MAX_SOURCE_BYTES)
      if (bytes) return bytes
    }
  }
  const url = first.url?.trim()
  if (!url) return null
  const local = LOCAL_FILE_URL.exec(url)
  if (local) return readStoredUpload(mediaDir, decodeURIComponent(local[1]!), MAX_SOURCE_BYTES)
  return fetchRemote(url)
}

/** Any image sharp reads → a JPEG at most PHOTO_WIDTH wide on white; null when unreadable. */
export async function toPdfJpeg(source: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(source, { failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer()
  } catch {
    return null
  }
}

export async function mainPhotoJpeg(images: ReadonlyArray<ImageEntry | null> | null | undefined, mediaDir = process.env.MEDIA_DIR || 'media'): Promise<Buffer | null> {
  const source = await mainPhotoSource(images, mediaDir)
  return source ? toPdfJpeg(source) : null
}
