/**
 * `npm run db:prepare`: what `npm start` does to the database before it serves (the pending
 * migrations, the demo seed on an empty database unless SEED=false), under the same migration
 * lock and deadlines (scripts/lib/prepareDatabase.ts), then exits: 0 when the database is
 * ready, 1 with the failed step's name otherwise. For a deploy step before the instances start.
 */
import { ensureDatabase, stopDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepareDatabase'
import { startupDeadlines, StartupStepTimeout, withDeadline } from './lib/startupDeadlines'

let exitCode = 0
try {
  const { url } = await withDeadline('Starting the database', startupDeadlines().stepMs, 'STARTUP_STEP_TIMEOUT_SECONDS', () => ensureDatabase())
  const slugs = await prepareDatabase({ url, gate: { phase: () => {} } })
  console.log(`• Database ready (${slugs.length} sites)`)
} catch (error) {
  if (error instanceof StartupStepTimeout) console.error(`✖ ${error.message}`)
  else console.error('✖ Preparing the database failed:', error)
  exitCode = 1
} finally {
  await stopDatabase().catch(() => {})
}
process.exit(exitCode)
