/**
 * Applies the committed migrations to DATABASE_URL and exits: run by globalSetup.ts in a child
 * process, so a boot that does not finish can be stopped and tried again.
 */
import { getPayload } from 'payload'
import config from '../../payload.config'
import { migrations } from '../../src/migrations'
import { closePayload } from '../../src/db/closePayload'

// Without onInit: it would query tables (the CSRF allow-list's sites) before they exist.
const payload = await getPayload({ config, disableOnInit: true })
await payload.db.migrate({ migrations: migrations as never })
await closePayload(payload)
process.exit(0)
