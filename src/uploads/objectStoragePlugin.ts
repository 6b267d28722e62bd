/**
 * Payload's official S3 storage adapter (@payloadcms/storage-s3) for the two upload collections,
 * switched on by S3_BUCKET (./objectStorage.ts). Its fields (`prefix`, `_objectKey`) are in the
 * schema in both modes (`alwaysInsertFields`), so switching storage needs no migration.
 *
 * Files are served through Payload's own route, /api/<collection>/file/<name>, which checks read
 * access and then streams the object from the bucket: media keep the URLs they have on local disk
 * (Next's image optimiser, its `localPatterns` and the front's image memory work unchanged, and a
 * staff member still sees only their sites' images), and lead photos reach only staff of the
 * lead's site. No object gets an ACL: the bucket stays private, nothing links to it directly.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { OBJECT_KEY_PREFIXES, objectStorageSettings, s3ClientConfig, type StorageEnv } from './objectStorage'

export function objectStoragePlugin(env: StorageEnv = process.env): Plugin {
  const settings = objectStorageSettings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    config: settings ? s3ClientConfig(settings) : {},
    collections: {
      media: { prefix: OBJECT_KEY_PREFIXES.media },
      'lead-photos': { prefix: OBJECT_KEY_PREFIXES['lead-photos'] },
    },
  })
}
