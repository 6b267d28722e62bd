/**
 * Rate limits for public endpoints. Thin in-memory stand-in on the car-page branch (the
 * hardening branch owns the real, shared one; same signature): a fixed window per bucket and key.
 */
type Window = { resetAt: number; used: number }
const KEY = Symbol.for('dealer-platform.rateLimit.windows')
const MAX_KEYS = 10_000

function windows(): Map<string, Window> {
  const g = globalThis as typeof globalThis & { [KEY]?: Map<string, Window> }
  g[KEY] ??= new Map()
  return g[KEY]
}

export async function consumeRateLimit(opts: { bucket: string; key: string; points: number; durationSeconds: number }): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const map = windows()
  const id = `${opts.bucket}:${opts.key}`
  const now = Date.now()
  let w = map.get(id)
  if (!w || w.resetAt <= now) {
    if (map.size >= MAX_KEYS) map.delete(map.keys().next().value as string)
    w = { resetAt: now + opts.durationSeconds * 1000, used: 0 }
    map.set(id, w)
  }
  w.used += 1
  const allowed = w.used <= opts.points
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
}
