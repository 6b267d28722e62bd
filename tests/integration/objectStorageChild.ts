/**
 * The second app instance of tests/integration/object-storage.test.ts: a separate process with
 * its own, empty MEDIA_DIR, on the same database and bucket (both from the environment). It asks
 * Payload's REST handler for GET /api/media/file/<argv[2]>, as the site's image optimiser does,
 * and prints one JSON line: the status, the type, the bytes' SHA-256 and how many files its own
 * media folder holds.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import { getPayload, handleEndpoints } from 'payload'
import config from '../../payload.config'
import { closePayload } from '../../src/db/closePayload'

const filename = process.argv[2] ?? ''
const payload = await getPayload({ config })
const path = `/api/media/file/${encodeURIComponent(filename)}`
const response = await handleEndpoints({ config: await config, path, request: new Request(`http://localhost${path}`) })
const bytes = Buffer.from(await response.arrayBuffer())
const dir = process.env.MEDIA_DIR ?? ''
process.stdout.write(
  `${JSON.stringify({
    status: response.status,
    type: response.headers.get('content-type'),
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    localFiles: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
  })}\n`,
)
await closePayload(payload)
process.exit(0)
