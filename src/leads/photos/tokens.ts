/**
 * Photo tokens: the upload endpoint answers a random token per stored photo; the submit sends the
 * tokens and the server finds the photos by the token's hash (only the hash is stored, so a
 * database read does not hand out usable tokens). A token works once, on its own site.
 */
import crypto from 'node:crypto'

export const newPhotoToken = (): string => crypto.randomBytes(24).toString('base64url')

export const hashPhotoToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex')
