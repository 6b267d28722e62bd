/**
 * The size of the database connection pool: DATABASE_POOL_MAX,
 * default 20 (node-postgres' own default is 10). Sized with the lead endpoint's concurrency
 * (src/leads/submission/submitGate.ts, 8 submissions storing at once) and the job runner's 10 parallel jobs,
 * so a burst of submissions waits for its turn in the gate instead of for a pool connection.
 * Keep the sum over all app instances below PostgreSQL's max_connections (100 by default).
 */
const DEFAULT_POOL_MAX = 20

export function databasePoolMax(env: Record<string, string | undefined> = process.env): number {
  const n = Math.floor(Number(env.DATABASE_POOL_MAX))
  return n >= 2 && n <= 500 ? n : DEFAULT_POOL_MAX
}
