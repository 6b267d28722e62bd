/** The `/api/health` route handlers: readiness asks the database, liveness only the process. */
import { payloadClient } from '@/data/payload'
import { databaseAnswers, livenessReport, probeHeaders, readinessReport } from '@/db/health'
import { isDraining } from '@/server/drain'

async function pingDatabase(): Promise<void> {
  const payload = await payloadClient()
  const pool = payload.db.pool
  if (!pool) throw new Error('no database pool')
  await pool.query('SELECT 1')
}

export async function readiness(): Promise<Response> {
  // Stopping: out of rotation at once, while requests are still served (src/server/drain.ts).
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers: probeHeaders(503) })
  const { status, body } = readinessReport(await databaseAnswers(pingDatabase))
  return Response.json(body, { status, headers: probeHeaders(status) })
}

export function liveness(): Response {
  const { status, body } = livenessReport()
  return Response.json(body, { status, headers: probeHeaders(status) })
}
