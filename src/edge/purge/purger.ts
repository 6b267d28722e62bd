/**
 * Sends cache tag expiries to the shared cache in front of the app, through one adapter
 * (./varnish.ts, ./fastly.ts, ./cloudflare.ts). Never blocks a save: tags are queued and sent
 * from a timer; tags expired within one batch window go together, split into requests the
 * adapter can take (a bound on keys and on bytes per request); a failed request is retried with
 * doubling back-off, then logged and dropped (the copy then lives until its edge lifetime ends).
 */
import { edgeKey } from '../edgeHeaders'

/** One CDN or cache's purge-by-tag API. */
export interface EdgePurgeAdapter {
  readonly name: string
  /** Most keys one request may carry. */
  readonly maxKeys: number
  /** Most bytes of keys (joined by one separator) one request may carry. */
  readonly maxBytes: number
  /** Purges these keys; rejects with a PurgeError (or any error) when the edge did not take them. */
  purge(keys: readonly string[]): Promise<void>
}

/** A failure that retrying will not mend (a 4xx other than 429): not retried. */
export class PurgeError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message)
  }
}

/** A failed HTTP answer as a PurgeError (retried for 5xx and 429). */
export function purgeErrorFor(what: string, status: number, body: string): PurgeError {
  return new PurgeError(`${what} answered ${status}: ${body.slice(0, 200)}`, status >= 500 || status === 429)
}

export interface PurgerOptions {
  adapter: EdgePurgeAdapter
  /** Milliseconds tags are gathered before a batch is sent (EDGE_PURGE_BATCH_MS). */
  batchMs?: number
  /** Attempts per request (EDGE_PURGE_ATTEMPTS). */
  attempts?: number
  /** First retry delay, doubled each time. */
  backoffMs?: number
  log?: (line: string) => void
}

export interface EdgePurger {
  /** Queues these tags (returns at once). */
  purge(tags: readonly string[]): void
  /** Settles when everything queued so far has been sent or given up. */
  idle(): Promise<void>
  stats(): { sent: number; failed: number }
}

/** Keys in requests of at most `maxKeys` keys and `maxBytes` bytes (a longer key goes alone). */
export function batchesOf(keys: readonly string[], maxKeys: number, maxBytes: number): string[][] {
  const batches: string[][] = []
  let current: string[] = []
  let bytes = 0
  for (const key of keys) {
    const size = Buffer.byteLength(key) + 1
    if (current.length > 0 && (current.length >= maxKeys || bytes + size > maxBytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(key)
    bytes += size
  }
  if (current.length > 0) batches.push(current)
  return batches
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

export function createEdgePurger({ adapter, batchMs = 50, attempts = 5, backoffMs = 500, log = (line) => console.warn(line) }: PurgerOptions): EdgePurger {
  let queued = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let sent = 0
  let failed = 0

  async function send(keys: string[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await adapter.purge(keys)
        sent += keys.length
        return
      } catch (error) {
        const retry = !(error instanceof PurgeError) || error.retry
        if (!retry || attempt >= attempts) {
          failed += keys.length
          log(`[edge purge] ${adapter.name} did not take ${keys.length} key(s) (${keys.slice(0, 3).join(' ')}${keys.length > 3 ? ' …' : ''}) after ${attempt} attempt(s): ${(error as Error).message}; those copies live until their edge lifetime ends`)
          return
        }
        await wait(backoffMs * 2 ** (attempt - 1))
      }
    }
  }

  function flush() {
    timer = undefined
    const keys = [...queued]
    queued = new Set()
    const batches = batchesOf(keys, adapter.maxKeys, adapter.maxBytes)
    running = running.then(() => Promise.all(batches.map(send))).then(() => {})
  }

  return {
    purge(tags) {
      for (const tag of tags) queued.add(edgeKey(tag))
      if (queued.size > 0 && !timer) timer = setTimeout(flush, batchMs).unref()
    },
    async idle() {
      while (timer || queued.size > 0) {
        if (timer) {
          clearTimeout(timer)
          flush()
        }
        await running
      }
      await running
    },
    stats: () => ({ sent, failed }),
  }
}
