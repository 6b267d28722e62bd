/**
 * Is this process the app server? Next.js calls `register()` in src/instrumentation.ts once when
 * a server starts (`next dev`, `next start`, the custom start script alike), which marks the
 * process here; scripts (seed, import, migrations) never are. Env-independent: it does not rely
 * on NEXT_RUNTIME, which only exists inside Next's bundles.
 */
import { processWide } from '@/lib/processWide'

declare module '@/lib/processWide' {
  interface ProcessWide {
    'jobs.appServer': { marked: boolean }
  }
}

const appServerMark = () => processWide('jobs.appServer', () => ({ marked: false }))

export function markAppServer(): void {
  appServerMark().marked = true
}

export function isAppServer(): boolean {
  return appServerMark().marked
}

/** Whether this process runs the jobs queue: the app server, or any process with RUN_JOBS=true. */
export function shouldRunJobs(env: NodeJS.ProcessEnv = process.env): boolean {
  return isAppServer() || env.RUN_JOBS === 'true'
}
