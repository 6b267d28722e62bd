/**
 * Varnish with the xkey vmod (deploy/varnish/default.vcl): a `PURGE` request to each Varnish
 * with the keys in the `xkey-purge` header (space separated). The VCL accepts it only from its
 * trusted addresses and answers 200 with the number of objects purged.
 */
import { purgeRequest } from './http'
import type { EdgePurgeAdapter } from './purger'

const VARNISH_PURGE_HEADER = 'xkey-purge'

export function varnishAdapter({ urls, timeoutMs = 5000 }: { urls: readonly string[]; timeoutMs?: number }): EdgePurgeAdapter {
  return {
    name: 'Varnish',
    maxKeys: 200,
    // Varnish's default http_req_hdr_len is 8 KB.
    maxBytes: 6 * 1024,
    async purge(keys) {
      await Promise.all(urls.map((url) => purgeRequest(`Varnish at ${url}`, url, { method: 'PURGE', headers: { [VARNISH_PURGE_HEADER]: keys.join(' ') } }, timeoutMs)))
    },
  }
}
