/**
 * A cheap look at the database before start-up (plain SQL, no Payload boot): the committed
 * migrations not applied yet, the number of sites, and the demo seed's marker. On a database
 * that is migrated and seeded, `npm start` then skips booting Payload in the start script.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { SEED_STATE_KEY, type SeedState } from '../../seed/state'

export type DatabaseState = { pendingMigrations: string[]; siteCount: number; seedState: SeedState | null }

/** Names of the committed migrations (src/migrations/<yyyymmdd_hhmmss_name>.ts). */
export function committedMigrationNames(dir = path.resolve('src/migrations')): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{8}_\d{6}_[\w-]+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()
}

const UNDEFINED_TABLE = '42P01'

async function rowsOrNone<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  try {
    return (await client.query(text, values)).rows as T[]
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return []
    throw error
  }
}

export async function readDatabaseState(url: string, migrations = committedMigrationNames()): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, query_timeout: 10_000 })
  await client.connect()
  try {
    const applied = new Set((await rowsOrNone<{ name: string }>(client, 'select name from payload_migrations')).map((r) => r.name))
    const [sites] = await rowsOrNone<{ n: string }>(client, 'select count(*)::int as n from sites')
    const [kv] = await rowsOrNone<{ data: SeedState }>(client, 'select data from payload_kv where key = $1', [SEED_STATE_KEY])
    return {
      pendingMigrations: migrations.filter((name) => !applied.has(name)),
      siteCount: Number(sites?.n ?? 0),
      seedState: kv?.data ?? null,
    }
  } finally {
    await client.end().catch(() => {})
  }
}
