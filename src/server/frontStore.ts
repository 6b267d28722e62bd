/**
 * What the front layers (frontCache.ts for pages, frontSearch.ts for the search endpoint,
 * queryLanding.ts for search landings) share: the header that marks their own loopback fetches,
 * the fetch itself, answers compressed once in every encoding, the encoding a client gets, and a
 * memory-bounded store (lru-cache: byte-sized, least recently used out, each entry with its TTL).
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { LRUCache } from 'lru-cache'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Marks a front layer's own request to this server (its value is the edge's per-process secret). */
export { FRONT_FETCH_HEADER as BYPASS_HEADER } from '../security/edgeSecret'

export type Encoding = 'identity' | 'br' | 'gzip'
export type HeaderPairs = Array<[string, string]>

export interface Fetched {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface LoopbackRequest {
  port: number
  method: string
  path: string
  headers: http.OutgoingHttpHeaders
  body?: Buffer
  timeoutMs: number
  /** Names the layer in a timeout error. */
  what: string
}

/** One request to this same server over loopback: its status, headers and whole body. */
export function loopbackFetch({ port, method, path, headers, body, timeoutMs, what }: LoopbackRequest): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode || 500, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`${what} fetch timed out`)))
    request.on('error', reject)
    request.end(body)
  })
}

export type Bodies = Partial<Record<Encoding, Buffer>> & { identity: Buffer }

/** The body in every stored encoding (brotli 5, gzip 6) and the bytes they take together. */
export async function compressOnce(raw: Buffer): Promise<{ bodies: Required<Bodies>; bytes: number }> {
  const [br, gz] = await Promise.all([compress(raw, 'br'), compress(raw, 'gzip')])
  return { bodies: { identity: raw, br, gzip: gz }, bytes: raw.length + br.length + gz.length }
}

const FAST_BROTLI_QUALITY = 1

/**
 * The body in one encoding: brotli 5 / gzip 6 for an answer kept for repeats; `fast` (brotli 1 /
 * gzip 1) for one that is likely asked once (a search miss), where the compression is most of the cost.
 */
export function compress(raw: Buffer, encoding: Encoding, { fast = false }: { fast?: boolean } = {}): Promise<Buffer> {
  if (encoding === 'br') return brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? FAST_BROTLI_QUALITY : 5 } })
  if (encoding === 'gzip') return gzip(raw, { level: fast ? 1 : 6 })
  return Promise.resolve(raw)
}

/** The encodings a client accepts (`br`, `gzip`, …), lower-case, without those it refuses (q=0). */
function acceptedEncodings(acceptEncoding: string | string[] | undefined): string[] {
  return String(acceptEncoding || '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.trim())
}

/** The best stored encoding the client accepts. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** The best encoding among `available` bodies the client accepts (identity when none). */
export function bestAvailableEncoding(acceptEncoding: string | string[] | undefined, available: Bodies): Encoding {
  const accepted = acceptedEncodings(acceptEncoding)
  for (const encoding of ['br', 'gzip'] as const) if (available[encoding] && accepted.includes(encoding)) return encoding
  return 'identity'
}

/** An entry of a front store: what it costs in memory. */
export interface Sized {
  bytes: number
}

export interface FrontStore<E extends Sized> {
  /** The entry, or null (an entry `isFresh` rejects is dropped); marks it most recently used. */
  get(key: string, isFresh?: (entry: E) => boolean): E | null
  /** Looks without touching recency or dropping anything. */
  peek(key: string): E | null
  /** Stores for `ttlMs` (an entry larger than the whole budget is not stored). */
  set(key: string, entry: E, ttlMs: number): void
  drop(key: string): void
  clear(): void
  size(): number
  bytes(): number
}

/**
 * Entries kept within `budgetBytes` (each costs its `bytes`) and `maxEntries`, least recently used
 * out first, each for its own TTL on the `now` clock. lru-cache does the bookkeeping.
 */
export function createFrontStore<E extends Sized>({ budgetBytes, maxEntries, now = () => Date.now() }: { budgetBytes: number; maxEntries?: number; now?: () => number }): FrontStore<E> {
  const lru = new LRUCache<string, E>({
    maxSize: Math.max(1, budgetBytes),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ...(maxEntries !== undefined && Number.isFinite(maxEntries) ? { max: maxEntries } : {}),
    perf: { now },
  })
  return {
    get(key, isFresh) {
      const entry = lru.get(key)
      if (entry === undefined) return null
      if (isFresh && !isFresh(entry)) {
        lru.delete(key)
        return null
      }
      return entry
    },
    peek: (key) => lru.peek(key) ?? null,
    set(key, entry, ttlMs) {
      lru.set(key, entry, { ttl: Math.max(1, Math.ceil(ttlMs)) })
    },
    drop: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    size: () => lru.size,
    bytes: () => lru.calculatedSize,
  }
}
