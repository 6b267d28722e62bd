/**
 * The start path's database step: migrations, and the demo seed on an empty (or half-seeded)
 * database, done by one process at a time (the migration lock, migrationLock.ts), each part
 * bounded by its deadline (startupDeadlines.ts). Returns the site slugs for the banner.
 *
 * A plain SQL check (databaseState.ts) comes first, so a database that is up to date costs no
 * Payload boot. Payload is booted here without its onInit: the start script needs neither the
 * jobs runner nor the CSRF allow-list, and onInit must not query tables the migrations have not
 * created yet. The app server's own Payload waits for the start-up gate (payload.config.ts).
 */
import { env } from '../../src/env'
import { needsSeed } from '../../seed/state'
import { readDatabaseState, type DatabaseState } from './databaseState'
import { withMigrationLock } from './migrationLock'
import { startupDeadlines, withDeadline, type StartupDeadlines } from './startupDeadlines'
import { failpoint } from './startupFailpoint'

type PreparePhases = { phase: (phase: string, detail?: string) => void }
export type PrepareOptions = { url: string; gate: PreparePhases; log?: (line: string) => void; deadlines?: StartupDeadlines }

const STEP = 'STARTUP_STEP_TIMEOUT_SECONDS'
const DATA = 'STARTUP_DATA_TIMEOUT_SECONDS'

function workToDo(state: DatabaseState): { migrate: boolean; seed: boolean } {
  return { migrate: state.pendingMigrations.length > 0, seed: needsSeed({ seedEnabled: env.seed, siteCount: state.siteCount, seedState: state.seedState }) }
}

async function checkDatabase(url: string, deadlines: StartupDeadlines): Promise<DatabaseState> {
  return withDeadline('Checking the database', deadlines.stepMs, STEP, async () => {
    await failpoint('delay-db')
    return readDatabaseState(url)
  })
}

export async function prepareDatabase({ url, gate, log = console.log, deadlines = startupDeadlines() }: PrepareOptions): Promise<string[]> {
  const started = Date.now()
  const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  gate.phase('Checking the database')
  const first = await checkDatabase(url, deadlines)
  if (!workToDo(first).migrate && !workToDo(first).seed) {
    log(`• Database up to date (migrations applied, ${first.siteCount} sites) in ${since()}`)
    return siteSlugsFrom(url, deadlines)
  }
  gate.phase('Waiting for the database lock')
  await withMigrationLock({ url, limitMs: deadlines.dataMs, onWait: () => log('• Another process is preparing this database: waiting for it') }, async () => {
    // Under the lock, again: a process that held it may have done the work meanwhile.
    const state = await checkDatabase(url, deadlines)
    const todo = workToDo(state)
    if (!todo.migrate && !todo.seed) return void log('• Another process prepared the database meanwhile')
    await migrateAndSeed(state, todo, { gate, log, deadlines, since })
  })
  return siteSlugsFrom(url, deadlines)
}

type Steps = { gate: PreparePhases; log: (line: string) => void; deadlines: StartupDeadlines; since: () => string }

async function migrateAndSeed(state: DatabaseState, todo: { migrate: boolean; seed: boolean }, { gate, log, deadlines, since }: Steps): Promise<void> {
  gate.phase('Loading the CMS')
  const { bootPayload, closePayload, migrate } = await withDeadline('Loading the CMS', deadlines.stepMs, STEP, async () => {
    await failpoint('delay-payload-load')
    // Loaded only when needed: importing Payload alone takes seconds on a busy machine.
    return import('./payload')
  })
  const payload = await withDeadline('Loading the CMS', deadlines.stepMs, STEP, () => bootPayload({ onInit: false }))
  try {
    if (todo.migrate) {
      gate.phase('Applying migrations', `${state.pendingMigrations.length} to apply`)
      log(`• Applying ${state.pendingMigrations.length} migration(s)`)
      await withDeadline('Applying migrations', deadlines.dataMs, DATA, () => migrate(payload))
      log(`• Migrations applied in ${since()}`)
    }
    if (todo.seed) {
      const seedStarted = Date.now()
      log(state.seedState?.status === 'running' ? '• An earlier seed did not finish: completing it' : '• Empty database: seeding demo data')
      gate.phase('Seeding demo data')
      const { seed } = await import('../../seed')
      await withDeadline('Seeding demo data', deadlines.dataMs, DATA, () =>
        seed(payload, (line) => {
          log(line)
          // Step and progress lines ("  Vehicles: 500/2060") show on the "Preparing…" page.
          if (line.startsWith('  ')) gate.phase('Seeding demo data', line.trim())
        }),
      )
      log(`• Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)
    }
  } finally {
    await closePayload(payload)
  }
}

async function siteSlugsFrom(url: string, deadlines: StartupDeadlines): Promise<string[]> {
  return withDeadline('Reading the site list', deadlines.stepMs, STEP, async () => {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, query_timeout: 10_000 })
    await client.connect()
    try {
      const { rows } = await client.query('select slug from sites order by id limit 20')
      return rows.map((r) => String(r.slug))
    } finally {
      await client.end().catch(() => {})
    }
  })
}
