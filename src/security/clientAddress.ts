/**
 * The client's address for rate limits: the first X-Forwarded-For entry, else X-Real-IP, else
 * "unknown". Thin version; the hardening branch replaces it (same signature).
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const first = forwarded?.split(',')[0]?.trim()
  if (first) return first.slice(0, 64)
  const real = request.headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 64) : 'unknown'
}
