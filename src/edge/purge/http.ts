/** One purge request over HTTP, bounded by a timeout; a non-2xx answer becomes a PurgeError. */
import { purgeErrorFor } from './purger'

export async function purgeRequest(what: string, url: string, init: RequestInit, timeoutMs: number): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const body = await response.text().catch(() => '')
  if (!response.ok) throw purgeErrorFor(what, response.status, body)
}
