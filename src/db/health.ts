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
