/**
 * Optimised images answered in front of Next, the way finished pages are (src/server/frontCache):
 * the bytes of each `/_next/image?url=…&w=…&q=…` answer are kept in memory and a repeat is one
 * write, instead of Next's router, its image optimiser's disk cache (a file read and a rename per
 * hit) and its ETag work. On a phone the hero photo is the largest paint of most pages: it should
 * arrive before the page's scripts, not after them.
 *
 * What is kept: a 200 image answer whose `Cache-Control` allows reuse (`max-age` > 0), for its
 * max-age (Next's optimiser sets it from `images.minimumCacheTTL` or the upstream's own), per URL
 * and per format the client accepts. The format follows Next's choice: WebP when the `Accept`
 * header lists it, else the original (next.config.ts has no `images.formats`, so WebP is the only
 * optimised format; a test fails when that changes). Concurrent misses share one fetch. An
 * answer that may not be kept (an error, a 400 for bad parameters) is remembered for a minute and
 * such requests go straight to Next. Bounded by bytes (FRONT_IMAGES_MB, default 32; 0 turns this
 * layer off) and by a largest entry (2 MB). Images do not depend on cache tags: an expiry leaves
 * them, as it leaves Next's own image cache.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'

export const IMAGE_PATH_PREFIX = '/_next/image?'

export type FetchedImage = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** Fetches the optimiser's answer for a path, as a client at `host` accepting `accept` would get it. */
export type ImageFetcher = (path: string, accept: string, host: string) => Promise<FetchedImage>

type StoredImage = { headers: Record<string, string>; body: Buffer; etag: string | undefined }

export type FrontImagesOptions = {
  fetchImage: ImageFetcher
  maxBytes?: number
  maxEntryBytes?: number
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024
const UNCACHEABLE_MS = 60_000
const UNCACHEABLE_MAX = 10_000
/** Per-connection and per-answer headers that are not part of the stored image. */
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-nextjs-cache', 'content-length'])

/** Next's format choice for the default `images.formats` (WebP only). */
export function imageVariant(accept: string | undefined): 'webp' | 'original' {
  return String(accept ?? '').includes('image/webp') ? 'webp' : 'original'
}

/** The cache key of a request this layer may answer, or null. */
export function frontImageKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url || !url.startsWith(IMAGE_PATH_PREFIX) || url.length > 2048) return null
  if (headers.range !== undefined) return null
  return `${imageVariant(headers.accept)} ${url}`
}

/** Seconds of reuse a `Cache-Control` allows (its max-age), 0 when none. */
export function reusableSeconds(cacheControl: string | string[] | undefined): number {
  const value = Array.isArray(cacheControl) ? cacheControl.join(',') : String(cacheControl ?? '')
  if (/(^|,)\s*(no-store|no-cache|private)\s*(,|$)/i.test(value)) return 0
  const match = /(^|,)\s*max-age=(\d+)/i.exec(value)
  return match ? Number(match[2]) : 0
}

function storedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return kept
}

export type FrontImages = {
  /** Answers the request when it is a kept image (or becomes one); false: let Next answer it. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  clear(): void
  stats(): { entries: number; bytes: number }
}

export function createFrontImages({ fetchImage, maxBytes = DEFAULT_MAX_BYTES, maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES }: FrontImagesOptions): FrontImages {
  const uncacheable = new LRUCache<string, true>({ max: UNCACHEABLE_MAX, ttl: UNCACHEABLE_MS })
  const images = new LRUCache<string, StoredImage, { path: string; accept: string; host: string }>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (image) => Math.max(1, image.body.length),
    // One fetch per key at a time; `undefined` keeps nothing (the request goes to Next).
    fetchMethod: async (key, _stale, { options, context }) => {
      const fetched = await fetchImage(context.path, context.accept, context.host)
      const seconds = reusableSeconds(fetched.headers['cache-control'])
      const contentType = String(fetched.headers['content-type'] ?? '')
      if (fetched.status !== 200 || seconds <= 0 || !contentType.startsWith('image/') || fetched.body.length === 0 || fetched.body.length > maxEntryBytes) {
        uncacheable.set(key, true)
        return undefined
      }
      options.ttl = seconds * 1000
      const headers = storedHeaders(fetched.headers)
      return { headers, body: fetched.body, etag: headers.etag }
    },
  })

  function send(req: IncomingMessage, res: ServerResponse, image: StoredImage): void {
    const notModified = image.etag !== undefined && req.headers['if-none-match'] === image.etag
    res.statusCode = notModified ? 304 : 200
    for (const [name, value] of Object.entries(image.headers)) res.setHeader(name, value)
    if (notModified) return void res.end()
    res.setHeader('content-length', image.body.length)
    res.end(req.method === 'HEAD' ? undefined : image.body)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const key = frontImageKey(req.method, req.url, req.headers)
    if (key === null || uncacheable.has(key)) return false
    let image: StoredImage | undefined
    try {
      image = await images.fetch(key, { context: { path: req.url!, accept: String(req.headers.accept ?? ''), host: String(req.headers.host ?? 'localhost') } })
    } catch {
      // Next answers it (and logs whatever went wrong) as it would without this layer.
      return false
    }
    if (!image) return false
    send(req, res, image)
    return true
  }

  return {
    handle,
    clear: () => images.clear(),
    stats: () => ({ entries: images.size, bytes: images.calculatedSize }),
  }
}
