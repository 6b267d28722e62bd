/**
 * `npm run inventory:import -- <file> [--dealership <slug>] [--site <slug>] [--full-feed] [--dry-run]`
 *
 * Imports vehicles from CSV or JSON (docs/inventory-import.md), upserting by dealership + stock
 * number. Rejected rows are printed and written to `<file>.report.json`; good rows are kept.
 * Uses DATABASE_URL, or the embedded PostgreSQL like every other command (scripts/lib/database.ts).
 * Exit codes: 0 the import ran (even with rejected rows), 1 fatal error, 2 usage error.
 *
 * The cars reach the search index through one `syncVehicles` job that the running app server
 * picks up within seconds; the import waits for it (up to a minute) and prints how long it took
 * from the start of the command until the cars were searchable.
 */
import fs from 'node:fs'
import type { Payload } from 'payload'
import { USAGE, parseCli } from '../src/inventory/cli'
import { InventoryFileError, readInventoryFile } from '../src/inventory/readFile'
import { progressBar, rejectedTable, summary } from '../src/inventory/importConsole'

const startedAt = Date.now()
const cli = parseCli(process.argv.slice(2))
if (cli.kind === 'help') {
  console.log(USAGE)
  process.exit(0)
}
if (cli.kind === 'usage-error') {
  console.error(`Error: ${cli.message}\n\n${USAGE}`)
  process.exit(2)
}
const options = cli.options

// Read and parse the file before starting any database: a bad file fails fast.
let file
try {
  file = readInventoryFile(options.file, { dealership: options.dealership })
} catch (error) {
  console.error(`Error: ${error instanceof InventoryFileError ? error.message : String(error)}`)
  process.exit(1)
}
console.log(`• ${options.file}: ${file.rows.length} row(s) of ${file.format.toUpperCase()}${options.dryRun ? ' (dry run)' : ''}${options.fullFeed ? ' (full feed)' : ''}`)
for (const warning of file.warnings) console.log(`  ! ${warning}`)

// Payload and the database modules load only now: usage and file errors above answer at once.
const { ensureDatabase, stopDatabase, stopDatabaseOnExit } = await import('./lib/database')
const { bootPayload, closePayload, migrate } = await import('./lib/payload')

let payload: Payload | undefined
stopDatabaseOnExit(async () => {
  if (payload) await closePayload(payload).catch(() => {})
})

let exitCode = 0
try {
  await ensureDatabase()
  payload = await bootPayload()
  await migrate(payload)
  const { importVehicles, ImportFatalError } = await import('../src/inventory/importVehicles')
  const bar = progressBar(process.stdout)
  try {
    const report = await importVehicles(payload, file.rows, {
      dealership: options.dealership,
      site: options.site,
      fullFeed: options.fullFeed,
      dryRun: options.dryRun,
      onProgress: (p) => bar.update(p),
    })
    bar.end()
    const reportFile = `${options.file}.report.json`
    const warnings = [...file.warnings, ...report.warnings]
    fs.writeFileSync(
      reportFile,
      `${JSON.stringify({ file: options.file, format: file.format, finishedAt: new Date().toISOString(), ...report, warnings }, null, 2)}\n`,
    )
    console.log('')
    for (const warning of report.warnings) console.log(`  ! ${warning}`)
    if (report.rejectedRows.length > 0) {
      console.log('Rejected rows (skipped; every other row was kept):')
      console.log(rejectedTable(report.rejectedRows))
      console.log('')
    }
    console.log(summary(report))
    console.log(`  ${'Report:'.padEnd(17)}${reportFile}`)
    if (report.syncJobId !== undefined) {
      const { awaitIndexSync, indexSyncWaitMs } = await import('../src/inventory/awaitIndexSync')
      console.log(`• Search index: job ${String(report.syncJobId)} syncs ${report.syncedVehicles} car(s); waiting for the app server to run it`)
      const sync = await awaitIndexSync(payload, report.syncJobId)
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
      if (sync.state === 'done') {
        console.log(`✓ ${file.rows.length} row(s): ${report.syncedVehicles} car(s) imported and searchable on the running site in ${seconds} s`)
      } else if (sync.state === 'failed') {
        console.log(`! The search index job failed: ${sync.message}. It is retried; \`npm run index:rebuild\` rebuilds the index.`)
      } else {
        console.log(`! No app server ran the search index job within ${indexSyncWaitMs() / 1000} s (imported in ${seconds} s). A running server picks it up within seconds; a server started later loads every car from the database.`)
      }
    }
  } catch (error) {
    bar.end()
    if (error instanceof ImportFatalError) console.error(`\nError: ${error.message}`)
    else console.error('\nImport failed:', error)
    exitCode = 1
  }
} catch (error) {
  console.error('\nImport failed:', error)
  exitCode = 1
} finally {
  if (payload) await closePayload(payload).catch(() => {})
  await stopDatabase().catch(() => {})
}
process.exit(exitCode)
