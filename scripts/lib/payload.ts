/** Boots Payload in a plain Node process (migrations, seed, index jobs). */
import { getPayload, type Payload } from 'payload'

/**
 * `onInit: false` skips the config's onInit (the jobs runner with RUN_JOBS, the CSRF allow-list):
 * the start script boots Payload on a database it is about to migrate.
 */
export async function bootPayload({ onInit = true }: { onInit?: boolean } = {}): Promise<Payload> {
  const { default: config } = await import('../../payload.config')
  return getPayload({ config, disableOnInit: !onInit })
}

/** Applies every committed migration that has not run yet. */
export async function migrate(payload: Payload): Promise<void> {
  const { migrations } = await import('../../src/migrations')
  // payload's Migration type declares up/down as taking `unknown`; db-postgres migrations take MigrateUpArgs.
  await payload.db.migrate({ migrations: migrations as never })
}

export { closePayload } from '../../src/db/closePayload'
