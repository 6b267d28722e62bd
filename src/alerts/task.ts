/**
 * Alerts as periodic work of the job runner (src/jobs/runner.ts): every ALERTS_EVERY_MS (default
 * 60 s) the changed cars are matched (./matchJob.ts) and the due e-mails sent (./sendAlerts.ts).
 * Both are idempotent and keep their state in the database (the cursor, the alert rows and their
 * claims), so a restart, a crash or a second instance running the same pass sends nothing twice.
 * The work itself is loaded on first use: payload.config (read by every CLI) stays light.
 */
import type { Payload } from 'payload'

/** ALERTS_EVERY_MS: how often alerts are matched and sent (1 s .. 1 h, default 60 s). */
function alertsEveryMs(env: Record<string, string | undefined> = process.env): number {
  const n = Math.floor(Number(env.ALERTS_EVERY_MS))
  return n >= 1000 && n <= 3_600_000 ? n : 60_000
}

export const alertsTask = {
  name: 'saved-search alerts',
  everyMs: alertsEveryMs(),
  run: async (payload: Payload) => (await import('./server/runAlerts')).runAlerts(payload),
}
