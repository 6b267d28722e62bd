/**
 * Re-encodes a shopper's photo with sharp: turned upright by its EXIF orientation, bounded to
 * MAX_PHOTO_DIMENSION, written as a fresh JPEG with no metadata (EXIF, GPS, camera serials and
 * ICC profiles are not copied). The original bytes are never stored.
 */
import sharp from 'sharp'
import { MAX_PHOTO_DIMENSION, MAX_PHOTO_PIXELS, PHOTO_MESSAGES } from '@/rules/leadPhotoLimits'

export type ReencodedPhoto = { data: Buffer; width: number; height: number }

export class PhotoReadError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message)
  }
}

export async function reencodePhoto(input: Buffer): Promise<ReencodedPhoto> {
  let meta: sharp.Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoReadError(PHOTO_MESSAGES.unreadable, 415)
  }
  if (!meta.width || !meta.height) throw new PhotoReadError(PHOTO_MESSAGES.unreadable, 415)
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new PhotoReadError(PHOTO_MESSAGES.tooManyPixels, 413)
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_PHOTO_DIMENSION, height: MAX_PHOTO_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw new PhotoReadError(PHOTO_MESSAGES.unreadable, 415)
  }
}
