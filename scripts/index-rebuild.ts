/**
 * `npm run index:rebuild`: rebuild the search index from the database.
 *
 * - Algolia configured (ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_ADMIN_KEY): pushes the index
 *   settings (primary + sort replicas), then replaces every record, with progress output.
 * - Embedded engine: the index lives in the app server's memory, so this queues a `rebuildIndex`
 *   job that the running server's job runner picks up within seconds (src/jobs/runner.ts); a
 *   server that is not running loads the index from the database on its first search anyway.
 */
import { ensureDatabase, stopDatabase } from './lib/database'
import { bootPayload, closePayload, migrate } from './lib/payload'

await ensureDatabase()
let exitCode = 0
const payload = await bootPayload()
try {
  await migrate(payload)
  const { searchMode } = await import('../src/search/provider')
  const mode = searchMode()
  if (mode === 'algolia') {
    const { getAlgoliaIndex } = await import('../src/search/provider')
    const { loadAllRecords } = await import('../src/search/embedded')
    const index = getAlgoliaIndex()!
    const started = Date.now()
    console.log(`• Algolia: pushing settings to ${index.names.primary} and its replicas`)
    await index.pushSettings()
    console.log('• Reading vehicles from the database')
    const records = await loadAllRecords(payload, (done, total) => {
      const pct = total > 0 ? Math.round((done / total) * 100) : 100
      process.stdout.write(`\r  ${done}/${total} vehicles (${pct}%)`)
    })
    process.stdout.write('\n')
    console.log(`• Replacing all records in ${index.names.primary} (${records.length})`)
    await index.replaceAll(records)
    console.log(`✓ Index rebuilt: ${records.length} records in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } else {
    const job = await payload.jobs.queue({ task: 'rebuildIndex', input: {} })
    console.log(`• Embedded search: queued job ${String((job as { id?: unknown }).id)} (rebuildIndex).`)
    console.log('  The running app server rebuilds its in-memory index within seconds (its job runner polls the queue);')
    console.log('  a server started later loads the index from the database on its first search.')
  }
} catch (error) {
  console.error('\nIndex rebuild failed:', error)
  exitCode = 1
} finally {
  await closePayload(payload)
  await stopDatabase()
}
process.exit(exitCode)
