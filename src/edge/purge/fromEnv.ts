/**
 * The edge purge this process runs, from the environment (README "Configuration"):
 * EDGE_PURGE=off|varnish|fastly|cloudflare (default off), EDGE_PURGE_VARNISH_URLS,
 * FASTLY_API_TOKEN + FASTLY_SERVICE_ID, CLOUDFLARE_API_TOKEN + CLOUDFLARE_ZONE_ID,
 * EDGE_PURGE_BATCH_MS, EDGE_PURGE_ATTEMPTS, EDGE_PURGE_TIMEOUT_MS, EDGE_PURGE_SETTLE_MS.
 */
import { cloudflareAdapter } from './cloudflare'
import { fastlyAdapter } from './fastly'
import type { EdgePurgeAdapter, PurgerOptions } from './purger'
import { varnishAdapter } from './varnish'

type Env = Record<string, string | undefined>

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback
}

/** The adapter EDGE_PURGE names, or null (off); a setting missing for it is an error that says which. */
export function edgePurgeAdapterFrom(env: Env): EdgePurgeAdapter | null {
  const kind = (env.EDGE_PURGE ?? 'off').trim().toLowerCase()
  const timeoutMs = positive(env.EDGE_PURGE_TIMEOUT_MS, 5000)
  const need = (name: string) => {
    const value = env[name]?.trim()
    if (!value) throw new Error(`EDGE_PURGE=${kind} needs ${name}`)
    return value
  }
  switch (kind) {
    case '':
    case 'off':
      return null
    case 'varnish': {
      const urls = list(env.EDGE_PURGE_VARNISH_URLS)
      if (urls.length === 0) throw new Error('EDGE_PURGE=varnish needs EDGE_PURGE_VARNISH_URLS (comma-separated, e.g. http://127.0.0.1:6081/)')
      return varnishAdapter({ urls, timeoutMs })
    }
    case 'fastly':
      return fastlyAdapter({ token: need('FASTLY_API_TOKEN'), serviceId: need('FASTLY_SERVICE_ID'), timeoutMs })
    case 'cloudflare':
      return cloudflareAdapter({ token: need('CLOUDFLARE_API_TOKEN'), zoneId: need('CLOUDFLARE_ZONE_ID'), timeoutMs })
    default:
      throw new Error(`EDGE_PURGE must be off, varnish, fastly or cloudflare (got "${env.EDGE_PURGE}")`)
  }
}

export function purgerOptionsFrom(env: Env): Omit<PurgerOptions, 'adapter'> & { settleMs: number } {
  return {
    batchMs: positive(env.EDGE_PURGE_BATCH_MS, 50),
    attempts: Math.max(1, Math.floor(positive(env.EDGE_PURGE_ATTEMPTS, 5))),
    settleMs: positive(env.EDGE_PURGE_SETTLE_MS, 2000),
  }
}
