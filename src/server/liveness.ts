/**
 * Liveness answered by the edge itself: `GET /api/health/live` → 200 `{"status":"ok"}`, never
 * cached, without entering Next (issue 31 section 3). Liveness asks one thing: does the process
 * answer HTTP? Through Next, the probe needs many turns of the event loop (request objects, the
 * route module, the response stream), and under a large staff query each turn waits behind a slice
 * of the query's work, so the probe took seconds although the process was answering. Here it is one
 * turn. Readiness (`/api/health/ready`, the database) stays a route of the app.
 */
import type { Stage } from './stage'

const LIVENESS_PATH = '/api/health/live'
const BODY = JSON.stringify({ status: 'ok' })

export const livenessStage: Stage = (req, res, next) => {
  const pathname = (req.url ?? '').split('?', 1)[0]
  if (pathname !== LIVENESS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(BODY) })
  res.end(req.method === 'HEAD' ? undefined : BODY)
}
