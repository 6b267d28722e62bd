/**
 * Object storage settings (pure, no I/O): with S3_BUCKET set, uploaded images and sell-my-car photos
 * are kept in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) instead of the local
 * folders (MEDIA_DIR, LEAD_PHOTOS_DIR), so every app instance serves the same files. Without it,
 * the local disk stays the default and nothing else needs setting up.
 *
 * - S3_BUCKET: the bucket (created beforehand; it must not allow public reads: every file is
 *   served through the app's own, access-checked /api/<collection>/file/<name> route).
 * - S3_ENDPOINT: the server's URL for anything but AWS (R2: https://<account>.r2.cloudflarestorage.com,
 *   MinIO: http://minio:9000). Empty: AWS S3.
 * - S3_REGION: default `us-east-1` (R2: `auto`).
 * - S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY: both or neither (neither: the AWS SDK's own chain,
 *   e.g. an instance role).
 * - S3_FORCE_PATH_STYLE: `true`/`false`; default true with an S3_ENDPOINT (MinIO and most
 *   self-hosted servers need it), false for AWS.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3'

export type ObjectStorageSettings = {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Where each upload collection's files go inside the bucket (one bucket holds both). */
export const OBJECT_KEY_PREFIXES = { media: 'media', 'lead-photos': 'lead-photos' } as const
export type StoredCollection = keyof typeof OBJECT_KEY_PREFIXES

const DEFAULT_S3_REGION = 'us-east-1'

/** The environment variables read here (process.env in the app). */
export type StorageEnv = Readonly<Record<string, string | undefined>>

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '') return fallback
  if (['true', '1', 'yes'].includes(text)) return true
  if (['false', '0', 'no'].includes(text)) return false
  throw new Error(`${name} must be true or false, not "${value}".`)
}

/** The object storage settings, or null when S3_BUCKET is unset (files on local disk). Throws a clear message for a half-set configuration. */
export function objectStorageSettings(env: StorageEnv = process.env): ObjectStorageSettings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}".`)
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).')
  return {
    bucket,
    endpoint: endpoint?.replace(/\/+$/, ''),
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}

/**
 * The AWS SDK client settings. Checksums only where the operation requires them: the SDK's default
 * (a CRC on every request and response) is refused by several S3-compatible servers.
 */
export function s3ClientConfig(settings: ObjectStorageSettings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  }
}

/** The object key of a stored file (its base name only, so a stored name never leaves its prefix). */
export function objectKey(collection: StoredCollection, filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  return `${OBJECT_KEY_PREFIXES[collection]}/${base}`
}
