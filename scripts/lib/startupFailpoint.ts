/**
 * A failpoint for tests of the start path: STARTUP_FAILPOINT names steps to slow down, e.g.
 * `delay-db:3000` (the database check waits 3 s before connecting) or
 * `delay-payload-load:600000` (loading the CMS waits 10 min: past its deadline). Several are
 * separated by commas. Unset (always, outside tests): no effect.
 */
export type FailpointName = 'delay-db' | 'delay-payload-load'

/** The delay (ms) STARTUP_FAILPOINT asks for at `name`, 0 when none. */
export function failpointDelayMs(name: FailpointName, setting: string | undefined): number {
  for (const part of (setting ?? '').split(',')) {
    const [key, value] = part.trim().split(':')
    if (key === name) return Math.max(0, Number(value) || 0)
  }
  return 0
}

/** Waits as long as STARTUP_FAILPOINT asks at `name` (no timer at all when it does not). */
export async function failpoint(name: FailpointName, env: Record<string, string | undefined> = process.env): Promise<void> {
  const ms = failpointDelayMs(name, env.STARTUP_FAILPOINT)
  if (ms === 0) return
  console.log(`• Failpoint ${name}: waiting ${ms} ms (STARTUP_FAILPOINT)`)
  await new Promise((resolve) => setTimeout(resolve, ms))
}
