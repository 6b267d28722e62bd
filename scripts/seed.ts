/** `npm run seed`: idempotent demo data. A second run creates nothing new. */
import { ensureDatabase, stopDatabase } from './lib/database'
import { withMigrationLock } from './lib/migrationLock'
import { bootPayload, closePayload, migrate } from './lib/payload'
import { startupDeadlines } from './lib/startupDeadlines'

const { url } = await ensureDatabase()
let exitCode = 0
// Without onInit: it would query tables the migrations below may not have created yet.
const payload = await bootPayload({ onInit: false })
try {
  // One preparer at a time: a start script beside this one waits, then finds the work done.
  await withMigrationLock({ url, limitMs: startupDeadlines().dataMs, onWait: () => console.log('• Another process is preparing this database: waiting for it') }, async () => {
    await migrate(payload)
    const { seed } = await import('../seed')
    await seed(payload)
  })
} catch (error) {
  console.error('\nSeed failed:', error)
  exitCode = 1
} finally {
  await closePayload(payload)
  await stopDatabase()
}
process.exit(exitCode)
