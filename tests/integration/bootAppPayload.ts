/**
 * Boots Payload with the app's config, onInit included, as the app server's first request does,
 * then prints the CSRF allow-list it loaded and exits: run by fresh-start.test.ts in a child
 * process beside a start-up gate (STARTUP_STATE_FILE) that is not open yet.
 */
import { getPayload } from 'payload'
import config from '../../payload.config'
import { closePayload } from '../../src/db/closePayload'

const payload = await getPayload({ config })
console.log(`payload ready; csrf: ${payload.config.csrf.join(' ')}`)
await closePayload(payload)
process.exit(0)
