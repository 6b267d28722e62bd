/**
 * PAYLOAD_SECRET signs staff sessions. It comes from the environment; when it is unset
 * outside production, a development secret is generated once and kept in `.data/` (never
 * committed) so sessions survive restarts. Production refuses to start without one
 * unless the start script has provisioned it the same way.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function resolvePayloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.resolve(process.cwd(), '.data', 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, secret, { mode: 0o600 })
    } catch {
      // read-only file system: the secret lives for this process only
    }
    process.env.PAYLOAD_SECRET = secret
    return secret
  }
}
