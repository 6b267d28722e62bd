/**
 * The JSON answer of the app's own endpoints (lead submit and photos, valuation, geocoding,
 * shopper accounts, reservations and payments, phone reveal, the car PDF's refusals, vitals
 * beacons): each is an answer to one request, often about one shopper, so no browser or shared
 * cache may keep it. `headers` adds to or overrides these (e.g. `retry-after`).
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store, private', ...headers },
  })
}
