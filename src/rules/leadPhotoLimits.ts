/**
 * The rules of a /sell-my-car photo (pure, no I/O): how many, how large, which formats, and the
 * messages a shopper sees when a photo is refused. The upload endpoint (upload.ts), the submit
 * endpoint (the sell-my-car schema) and the browser field (PhotoUploadField) share them.
 */

/** Where the browser sends one photo (multipart, field PHOTO_FIELD); see upload.ts. */
export const PHOTO_UPLOAD_PATH = '/api/leads/photos'
export const PHOTO_FIELD = 'photo'

/** Photos per lead. */
export const MAX_LEAD_PHOTOS = 8
/** Bytes per photo as the shopper picked it (before re-encoding). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
/** The longest side of a stored photo, in pixels. */
export const MAX_PHOTO_DIMENSION = 2000
/** Decoded pixels a photo may have (a 50-megapixel camera); larger ones are refused unread. */
export const MAX_PHOTO_PIXELS = 50_000_000

/** A photo token (tokens.ts): 24 random bytes, base64url. */
export const PHOTO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/** What the file input offers (iOS converts HEIC photos to JPEG when HEIC is not listed). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif'

/** The format a file really is, from its first bytes (the declared type and name are not trusted). */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const b = bytes
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a) return 'png'
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif'
  if (b.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return 'avif'
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic'
  }
  return null
}

/** Formats this server reads (sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC). */
export const READABLE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'avif']

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not a photo. Please choose a JPEG, PNG or WebP image.',
  heic: 'HEIC photos cannot be read here. Please choose a JPEG, PNG or WebP image (on an iPhone: Settings › Camera › Formats › Most Compatible).',
  unsupported: 'This image type is not accepted. Please choose a JPEG, PNG or WebP image.',
  tooLarge: `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  tooManyPixels: 'This photo has too many pixels to process. Please choose a smaller one.',
  unreadable: 'This photo could not be read. Please choose another one.',
  empty: 'This file is empty. Please choose a photo.',
  oneAtATime: 'Send one photo per request, in the "photo" field.',
  tooMany: `You can add up to ${MAX_LEAD_PHOTOS} photos.`,
  unknownToken: 'A photo could not be found (it may have expired). Please remove it and add it again.',
  invalidToken: 'A photo reference is invalid. Please remove it and add it again.',
} as const

export type PhotoCheck = { ok: true; format: ImageFormat } | { ok: false; status: 413 | 415 | 400; message: string }

/** Whether a picked file may be processed, from its size and first bytes. */
export function checkPhotoFile(size: number, head: Uint8Array): PhotoCheck {
  if (size <= 0) return { ok: false, status: 400, message: PHOTO_MESSAGES.empty }
  if (size > MAX_PHOTO_BYTES) return { ok: false, status: 413, message: PHOTO_MESSAGES.tooLarge }
  const format = detectImageFormat(head)
  if (!format) return { ok: false, status: 415, message: PHOTO_MESSAGES.notAnImage }
  if (format === 'heic') return { ok: false, status: 415, message: PHOTO_MESSAGES.heic }
  if (!READABLE_FORMATS.includes(format)) return { ok: false, status: 415, message: PHOTO_MESSAGES.unsupported }
  return { ok: true, format }
}

/** The upload collection that keeps a lead's photos (collections/LeadPhotos.ts); the lead path reads and writes it by this slug. */
export const LEAD_PHOTOS_SLUG = 'lead-photos'
