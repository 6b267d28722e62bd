/**
 * POST /web-vitals on a site's host: one beacon of a shopper's page
 * view (src/vitals/VitalsBeacon.tsx) adds its metrics to the site's daily histograms.
 *
 * - The site comes from the Host (the proxy's site segment), never from the body: a beacon can
 *   only ever count for the site it was sent to. A request whose Origin (or Sec-Fetch-Site) says
 *   it came from another site's page is refused (403).
 * - Rate limited per client address and per site, counted before anything else is read.
 * - The body is small JSON (≤ MAX_BEACON_BYTES), checked by checkBeacon: a wrong shape or an
 *   absurd value is a 400 and changes nothing.
 * - No cookie is read or set, nothing about the visitor is stored: only the page kind, the device
 *   class and the bucket of each value.
 * - A beacon with `view: true` (sent on every car page view, src/vitals/CarViewBeacon.tsx)
 *   adds one to the car's views of the day (src/insight/views.ts); a path that is no car of the
 *   host's site is a 404 and counts nothing.
 */
import { mediaType, readLimited } from '@/api/bodyGuard'
import 'server-only'
import { payloadClient } from '@/data/payload'
import { consumeRateLimit } from '../security/rateLimit'
import { clientAddress } from '../security/clientAddress'
import { getSite } from '@/data'
import { checkBeacon, MAX_BEACON_BYTES } from '@/rules/webVitals'
import { recordBeacon } from './store'
import { carIdForSlug, recordCarView } from '@/insight/views'
import { carSlugOfPath } from '@/rules/carInsight'
import { json } from '@/lib/jsonResponse'
import { intSetting } from '@/lib/intSetting'

/** Beacons per client address per minute (VITALS_RATE_LIMIT, below). */
export const VITALS_CLIENT_LIMIT = { points: vitalsRateLimit(process.env.VITALS_RATE_LIMIT), durationSeconds: 60 }
/**
 * VITALS_RATE_LIMIT: beacons per client address per minute (default 60). A car page sends two (its
 * vitals and its view), and one address may be many shoppers (an office, a carrier's NAT).
 */
export function vitalsRateLimit(raw: string | undefined, fallback = 60): number {
  return intSetting(raw, { fallback, min: 1 })
}

/** Beacons per site per minute, from everyone: a flood from many addresses stops here. */
const VITALS_SITE_LIMIT = { points: 3000, durationSeconds: 60 }

/** True when the request says it came from a page of another origin than the host it was sent to. */
function crossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('host')
  try {
    return !host || new URL(origin).host.toLowerCase() !== host.toLowerCase()
  } catch {
    return true
  }
}

export async function handleVitalsBeacon(request: Request, siteKey: string): Promise<Response> {
  const limited = (retry: number) => json({ error: 'Too many reports.' }, 429, { 'retry-after': String(retry) })
  const client = await consumeRateLimit({ bucket: 'web-vitals', key: clientAddress(request), ...VITALS_CLIENT_LIMIT })
  if (!client.allowed) return limited(client.retryAfterSeconds)
  const perSite = await consumeRateLimit({ bucket: 'web-vitals-site', key: siteKey, ...VITALS_SITE_LIMIT })
  if (!perSite.allowed) return limited(perSite.retryAfterSeconds)

  if (crossSite(request)) return json({ error: 'Reports are accepted only from this site’s own pages.' }, 403)
  const type = mediaType(request)
  if (type !== 'text/plain' && type !== 'application/json') return json({ error: 'Send the report as JSON (text/plain or application/json).' }, 415)
  // At most MAX_BEACON_BYTES are read, whatever Content-Length says.
  const bytes = await readLimited(request, MAX_BEACON_BYTES)
  if (bytes === null) return json({ error: `A report is at most ${MAX_BEACON_BYTES} bytes.` }, 413)
  const text = new TextDecoder().decode(bytes)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: 'The report is not JSON.' }, 400)
  }
  const checked = checkBeacon(body)
  if (!checked.ok) return json({ error: checked.error }, 400)

  const site = await getSite(siteKey)
  if (!site) return json({ error: 'Unknown site.' }, 404)
  const payload = await payloadClient()
  const { beacon } = checked
  // A car page view (every view, unsampled): counted for the host's site's car of that slug only.
  if (beacon.view) {
    const slug = carSlugOfPath(beacon.view.path)
    const vehicleId = slug ? await carIdForSlug(payload, site.id, slug) : null
    if (vehicleId === null) return json({ error: 'No car of this site has that page.' }, 404)
    await recordCarView(payload, site.id, vehicleId)
  }
  if (Object.keys(beacon.values).length > 0) await recordBeacon(payload, site.id, beacon)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
