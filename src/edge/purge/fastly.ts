/**
 * Fastly: purge by surrogate key (https://www.fastly.com/documentation/reference/api/purging/):
 * `POST /service/{service_id}/purge` with `{"surrogate_keys": [...]}` (at most 256 per request)
 * and the API token in `Fastly-Key`.
 */
import { purgeRequest } from './http'
import type { EdgePurgeAdapter } from './purger'

const FASTLY_API = 'https://api.fastly.com'

export function fastlyAdapter({ token, serviceId, api = FASTLY_API, timeoutMs = 10_000 }: { token: string; serviceId: string; api?: string; timeoutMs?: number }): EdgePurgeAdapter {
  const url = `${api.replace(/\/$/, '')}/service/${encodeURIComponent(serviceId)}/purge`
  return {
    name: 'Fastly',
    maxKeys: 256,
    maxBytes: 64 * 1024,
    purge: (keys) =>
      purgeRequest('Fastly', url, { method: 'POST', headers: { 'fastly-key': token, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ surrogate_keys: keys }) }, timeoutMs),
  }
}
