/**
 * How a valuation or rego-lookup provider failed: `unavailable` (down, 5xx, unreadable
 * answer), `timeout` (slower than its limit), `auth` (the platform's key was refused). Every one
 * of them sends the shopper to "we'll call you"; the lead is stored before any provider is asked.
 */
export type ProviderFailure = 'unavailable' | 'timeout' | 'auth'

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError
}

/**
 * One JSON request to a provider with a deadline: the answer's status and body, or a ProviderError
 * for a network failure, a timeout, a refused key (401/403) or a server error (5xx).
 */
export async function providerFetch(
  url: string,
  init: { method: 'GET' | 'POST'; apiKey: string; body?: unknown; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), init.timeoutMs)
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${init.apiKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    })
  } catch (error) {
    clearTimeout(timer)
    if (controller.signal.aborted) throw new ProviderError('timeout', `No answer within ${init.timeoutMs} ms`)
    throw new ProviderError('unavailable', `Provider unreachable: ${(error as Error)?.message ?? 'network error'}`)
  }
  try {
    if (response.status === 401 || response.status === 403) throw new ProviderError('auth', `Provider refused the key (${response.status})`)
    if (response.status >= 500) throw new ProviderError('unavailable', `Provider error ${response.status}`)
    const text = await response.text()
    let body: unknown = null
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        if (response.ok) throw new ProviderError('unavailable', 'Provider answered something that is not JSON')
      }
    }
    return { status: response.status, body }
  } catch (error) {
    if (isProviderError(error)) throw error
    if (controller.signal.aborted) throw new ProviderError('timeout', `No answer within ${init.timeoutMs} ms`)
    throw new ProviderError('unavailable', `Provider answer unreadable: ${(error as Error)?.message}`)
  } finally {
    clearTimeout(timer)
  }
}

export function timeoutFrom(value: string | undefined, fallback: number): number {
  const n = Math.floor(Number(value))
  return n > 0 && n <= 60_000 ? n : fallback
}
