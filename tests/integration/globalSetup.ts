/**
 * A fresh database for every integration run: a new database on TEST_DATABASE_URL's server
 * when set, otherwise a throw-away embedded PostgreSQL in a temporary directory. The
 * committed migrations are applied before any test runs.
 *
 * Each step is announced and bounded: a step that does not finish fails the run with the
 * step's name instead of leaving CI waiting without a word.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwawayDatabase'
import { closePayload } from '../../src/db/closePayload'

let database: ThrowawayDatabase | undefined

async function step<T>(name: string, limitMs: number, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  process.stderr.write(`[integration setup] ${name}…\n`)
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`[integration setup] "${name}" did not finish within ${limitMs / 1000} s`)), limitMs)
  })
  try {
    return await Promise.race([run(), limit])
  } finally {
    clearTimeout(timer)
    process.stderr.write(`[integration setup] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  }
}

export async function setup(): Promise<void> {
  database = await step('start a throw-away PostgreSQL', 180_000, () =>
    startThrowawayDatabase({
      name: `dealer_test_${Date.now()}_${process.pid}`,
      adminUrl: process.env.TEST_DATABASE_URL,
      firstPort: Number(process.env.TEST_PG_FIRST_PORT || 55432),
    }),
  )
  process.stderr.write(`[integration setup] ${database.describe}\n`)
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-media-'))

  const payload = await step('boot Payload', 180_000, async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../payload.config')
    return getPayload({ config })
  })
  try {
    await step('apply the committed migrations', 180_000, async () => {
      const { migrations } = await import('../../src/migrations')
      await payload.db.migrate({ migrations: migrations as never })
    })
  } finally {
    await closePayload(payload)
  }
}

export async function teardown(): Promise<void> {
  await database?.cleanup()
}
