/**
 * Next.js calls `register()` once when a server instance starts (Node.js runtime only,
 * https://nextjs.org/docs/app/guides/instrumentation):
 * - it marks the process as the app server, so Payload's onInit (payload.config.ts) starts the
 *   jobs runner here and only here (src/jobs/runner.ts); scripts that boot Payload leave their
 *   jobs to it;
 * - it relays cache expiries to and from the other app instances (src/cache/expiryNotices.ts)
 *   and sends them to the shared cache in front (EDGE_PURGE, src/edge/purge/start.ts);
 * - when the server edge starts draining on SIGTERM (src/server/drain.ts), the jobs runner stops
 *   claiming jobs before the listening socket closes.
 * The peer address stamp, internal headers and signals are the edge's (src/server/edge.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { markAppServer } = await import('./jobs/appServer')
  markAppServer()
  const { relayExpiriesBetweenInstances } = await import('./cache/expiryNotices')
  relayExpiriesBetweenInstances()
  const { startEdgePurge } = await import('./edge/purge/start')
  startEdgePurge()
  const { onDrainStart } = await import('./server/drain')
  const { stopJobRunner } = await import('./jobs/runner')
  onDrainStart(stopJobRunner)
}
