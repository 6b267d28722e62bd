/**
 * Next.js calls `register()` once when a server instance starts. It marks the process as the
 * app server, so Payload's onInit (payload.config.ts) starts the jobs runner here and only here
 * (src/jobs/runner.ts); scripts that boot Payload leave their jobs to it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { markAppServer } = await import('./jobs/appServer')
  markAppServer()
}
