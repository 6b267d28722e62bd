/**
 * The client's address for rate limits. Thin stand-in on the car-page branch (the hardening
 * branch owns the real one; same signature): the first X-Forwarded-For entry, else X-Real-IP,
 * else "unknown".
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const real = request.headers.get('x-real-ip')?.trim()
  const address = forwarded || real || 'unknown'
  return address.slice(0, 100)
}
