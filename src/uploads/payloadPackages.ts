/**
 * Payload refuses to start outside production when any of its packages has another version than
 * `payload` itself. The registry has no 3.90.2 of @payloadcms/storage-s3 and its
 * @payloadcms/plugin-cloud-storage (3.90.1 is their newest), so with payload 3.90.2 its own check
 * would stop every `npm run dev`, seed and test. This module switches that check off and runs the
 * same check itself, over every Payload package this project uses except that pair, which must
 * agree with each other (package.json's `overrides` keep them on this project's single payload and
 * @payloadcms/ui). Once a storage-s3 of payload's version is published: pin it, drop the overrides
 * and this module.
 */
import { checkDependencies } from 'payload'

/** The storage adapter and the plugin it is built on: one version, possibly a patch behind payload. */
const STORAGE_PACKAGES = ['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage']

/** Every other Payload package installed here: exactly payload's version. */
const SAME_VERSION_PACKAGES = [
  'payload',
  '@payloadcms/db-postgres',
  '@payloadcms/drizzle',
  '@payloadcms/graphql',
  '@payloadcms/next/utilities',
  '@payloadcms/plugin-multi-tenant',
  '@payloadcms/richtext-lexical',
  '@payloadcms/translations',
  '@payloadcms/ui/shared',
]

/**
 * Payload's version check, with the storage pair checked on its own; once per process (it marks the
 * process as checked, which also keeps Payload's own check off). Call before getPayload.
 */
export function checkPayloadPackages(env: NodeJS.ProcessEnv = process.env): void {
  if (env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER === 'true') return
  env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  if (env.NODE_ENV === 'production') return
  // Like Payload's own check: a mismatch fails the start (an unhandled rejection) with its message.
  void checkDependencies({
    dependencyGroups: [
      { name: 'payload', dependencies: SAME_VERSION_PACKAGES, targetVersionDependency: 'payload' },
      { name: 'storage-s3', dependencies: STORAGE_PACKAGES, targetVersionDependency: '@payloadcms/storage-s3' },
    ],
  })
}
