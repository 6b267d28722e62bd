/**
 * Health probes. Live: the process answers HTTP. Ready: the database answers a trivial query
 * within `timeoutMs`. A probe never throws and never waits longer than its timeout.
 */
export type HealthReport = { status: 'ok' | 'unavailable'; database?: 'up' | 'down' }

export async function databaseAnswers(query: () => Promise<unknown>, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([query().then(() => true as const), timedOut])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** 200 `{status:'ok', database:'up'}` or 503 `{status:'unavailable', database:'down'}`; never cached. */
export function readinessReport(databaseUp: boolean): { status: number; body: HealthReport } {
  return databaseUp
    ? { status: 200, body: { status: 'ok', database: 'up' } }
    : { status: 503, body: { status: 'unavailable', database: 'down' } }
}

export const livenessReport = (): { status: number; body: HealthReport } => ({ status: 200, body: { status: 'ok' } })

/** How soon a prober may ask again after a 503 (draining or database down), as every other 503 says. */
const READINESS_RETRY_AFTER_SECONDS = 2

/** A probe answer's headers: never cached; a 503 says when to ask again (Retry-After). */
export function probeHeaders(status: number): Record<string, string> {
  return status === 503 ? { 'Cache-Control': 'no-store', 'Retry-After': String(READINESS_RETRY_AFTER_SECONDS) } : { 'Cache-Control': 'no-store' }
}
