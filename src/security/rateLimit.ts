/**
 * Fixed-window rate limit per bucket and key, in memory (per process). Thin version; the
 * hardening branch replaces it with the same signature.
 */
type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()
const MAX_KEYS = 50_000

export async function consumeRateLimit(opts: { bucket: string; key: string; points: number; durationSeconds: number }): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now()
  const id = `${opts.bucket}\u0000${opts.key}`
  let w = windows.get(id)
  if (!w || w.resetAt <= now) {
    if (windows.size >= MAX_KEYS) {
      for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
      if (windows.size >= MAX_KEYS) windows.clear()
    }
    w = { count: 0, resetAt: now + opts.durationSeconds * 1000 }
    windows.set(id, w)
  }
  w.count += 1
  const retryAfterSeconds = Math.max(1, Math.ceil((w.resetAt - now) / 1000))
  return { allowed: w.count <= opts.points, retryAfterSeconds: w.count <= opts.points ? 0 : retryAfterSeconds }
}
