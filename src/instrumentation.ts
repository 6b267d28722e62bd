/**
 * Next.js calls `register()` once when a server instance starts (Node.js runtime only,
 * https://nextjs.org/docs/app/guides/instrumentation):
 * - it marks the process as the app server, so Payload's onInit (payload.config.ts) starts the
 *   jobs runner here and only here (src/jobs/runner.ts); scripts that boot Payload leave their
 *   jobs to it;
 * - it makes the HTTP server stamp every request with its TCP peer address
 *   (src/security/peerAddress.ts), which clientAddress() needs to tell a real client from a
 *   forged X-Forwarded-For;
 * - it removes internal headers (x-middleware-rewrite) from every response;
 * - it relays cache expiries to and from the other app instances (src/notices/expiryNotices.ts);
 * - when the start script hands signals to the app (`NEXT_MANUAL_SIG_HANDLE=true`), SIGTERM
 *   drains before stopping (src/server/drain.ts) instead of Next's immediate close.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { markAppServer } = await import('./jobs/appServer')
  markAppServer()
  const { installPeerAddressHeader } = await import('./security/peerAddress')
  installPeerAddressHeader()
  const { hideInternalResponseHeaders } = await import('./server/internalHeaders')
  hideInternalResponseHeaders()
  const { relayExpiriesBetweenInstances } = await import('./notices/expiryNotices')
  relayExpiriesBetweenInstances()
  if (process.env.NEXT_MANUAL_SIG_HANDLE === 'true') {
    const { installGracefulShutdown } = await import('./server/drain')
    const { stopJobRunner } = await import('./jobs/runner')
    installGracefulShutdown({ beforeClose: stopJobRunner })
  }
}
