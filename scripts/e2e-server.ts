/**
 * The server Playwright tests run against: the production build (`next start`) on a fresh
 * embedded PostgreSQL (or TEST_DATABASE_URL's server), migrated and seeded by the same
 * start path users run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = path.join(os.tmpdir(), `dealer-e2e-${process.env.E2E_PORT || '3100'}`)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
fs.chmodSync(dir, 0o777)
process.env.EMBEDDED_PG_DIR = path.join(dir, 'postgres')
process.env.EMBEDDED_PG_PORT ||= '55329'
process.env.MEDIA_DIR = path.join(dir, 'media')
// Lead mail (.eml files) and lead photos of this run, where the specs can look for them.
process.env.MAIL_DIR = path.join(dir, 'mail')
process.env.LEAD_PHOTOS_DIR = path.join(dir, 'lead-photos')
delete process.env.SMTP_URL
process.env.PORT = process.env.E2E_PORT || '3100'
process.env.PAYLOAD_SECRET ||= 'e2e-test-secret'
process.env.SEED = 'true'
// The suite reserves cars on the production build with the local test provider (src/rules/paymentsMode.ts).
process.env.PAYMENTS_TEST_MODE ||= 'true'
if (process.env.TEST_DATABASE_URL) {
  const { createDatabaseOn } = await import('../src/db/throwawayDatabase')
  process.env.DATABASE_URL = await createDatabaseOn(process.env.TEST_DATABASE_URL, `dealer_e2e_${Date.now()}`)
}
const { serve } = await import('./lib/serve')
await serve('start')
