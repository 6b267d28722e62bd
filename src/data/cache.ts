/**
 * The one cache mechanism of the data module: Next's data cache (`unstable_cache`) keyed by site,
 * tagged with the per-site tags of src/cache/tags.ts that the Payload hooks expire
 * (src/cache/revalidate.ts). A page rendered from these reads carries the same tags, so an edit
 * expires exactly that site's cached pages.
 *
 * Outside a Next.js server (seed scripts, integration tests) there is no cache to use: the load
 * runs directly.
 */
import 'server-only'
import { unstable_cache } from 'next/cache'
import { siteCollectionTag, siteTag } from '@/cache/tags'

/** Longest a cached read lives without an edit: a safety net, hooks expire entries at once. */
const DATA_REVALIDATE_SECONDS = 3600

const inNext = () => Boolean(process.env.NEXT_RUNTIME)

function cached<T>(keyParts: string[], tags: string[], load: () => Promise<T>, revalidate: number): Promise<T> {
  if (!inNext()) return load()
  return unstable_cache(load, keyParts, { tags, revalidate })()
}

/** A read of one site's `collection`, cached under the site's tags (plus `options.tags`). */
export function cachedForSite<T>(
  siteId: number,
  collection: string,
  keyParts: (string | number)[],
  load: () => Promise<T>,
  options: { revalidate?: number; tags?: string[] } = {},
): Promise<T> {
  return cached(
    ['site-data', String(siteId), collection, ...keyParts.map(String)],
    [siteTag(siteId), siteCollectionTag(siteId, collection), ...(options.tags ?? [])],
    load,
    options.revalidate ?? DATA_REVALIDATE_SECONDS,
  )
}

/** A read not scoped to one site (the site directory, manufacturers), under its own tags. */
export function cachedShared<T>(keyParts: string[], tags: string[], load: () => Promise<T>, revalidate = DATA_REVALIDATE_SECONDS): Promise<T> {
  return cached(['shared-data', ...keyParts], tags, load, revalidate)
}
