/** `npm run seed`: idempotent demo data. A second run creates nothing new. */
import { ensureDatabase, stopDatabase } from './lib/database'
import { bootPayload, closePayload, migrate } from './lib/payload'

await ensureDatabase()
let exitCode = 0
const payload = await bootPayload()
try {
  await migrate(payload)
  const { seed } = await import('../seed')
  await seed(payload)
} catch (error) {
  console.error('\nSeed failed:', error)
  exitCode = 1
} finally {
  await closePayload(payload)
  await stopDatabase()
}
process.exit(exitCode)
