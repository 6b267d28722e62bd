/**
 * A fresh database for every integration run: a new database on TEST_DATABASE_URL's server
 * when set, otherwise a throw-away embedded PostgreSQL in a temporary directory. The
 * committed migrations are applied before any test runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwawayDatabase'
import { closePayload } from '../../src/db/closePayload'

let database: ThrowawayDatabase | undefined

export async function setup(): Promise<void> {
  database = await startThrowawayDatabase({
    name: `dealer_test_${Date.now()}_${process.pid}`,
    adminUrl: process.env.TEST_DATABASE_URL,
    firstPort: Number(process.env.TEST_PG_FIRST_PORT || 55432),
  })
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-media-'))

  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { migrations } = await import('../../src/migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  await closePayload(payload)
}

export async function teardown(): Promise<void> {
  await database?.cleanup()
}
