/**
 * Cloudflare: purge by cache tag (https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/):
 * `POST /client/v4/zones/{zone_id}/purge_cache` with `{"tags": [...]}` (at most 30 per request
 * here, the smallest plan limit) and the API token as a Bearer token.
 */
import { purgeRequest } from './http'
import type { EdgePurgeAdapter } from './purger'

const CLOUDFLARE_API = 'https://api.cloudflare.com'

export function cloudflareAdapter({ token, zoneId, api = CLOUDFLARE_API, timeoutMs = 10_000 }: { token: string; zoneId: string; api?: string; timeoutMs?: number }): EdgePurgeAdapter {
  const url = `${api.replace(/\/$/, '')}/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`
  return {
    name: 'Cloudflare',
    maxKeys: 30,
    maxBytes: 16 * 1024,
    purge: (keys) =>
      purgeRequest('Cloudflare', url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ tags: keys }) }, timeoutMs),
  }
}
