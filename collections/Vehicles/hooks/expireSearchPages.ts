/**
 * Vehicle hooks that expire the site's cached search pages (/cars, /search/...) once the search
 * index has the change. The page hooks (src/cache/revalidate.ts) expire the
 * site's vehicle tag at save time, but the index is written by a job a moment later
 * (src/search/jobs.ts), outside any request, where Next cannot expire a tag. So after the
 * response, still in the save's request (`after()`), this waits for this process's next index
 * write after the save (at most INDEX_SYNC_WAIT_MS) and expires the tag again: a page rendered in between, with
 * the old results, is dropped. Outside a Next.js server (seed, import CLI, tests) it does nothing:
 * there is no page cache there, and the search pages' own revalidate bounds what they show.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { siteCollectionTag } from '@/cache/tags'
import { relationId } from '@/lib/relations'
import { indexChangedSince, indexGeneration } from '@/search/indexChanges'

export const INDEX_SYNC_WAIT_MS = 10_000

function siteIds(...docs: Array<Record<string, unknown> | undefined>): Array<string | number> {
  const ids = new Set<string | number>()
  for (const doc of docs) {
    const id = relationId(doc?.site)
    if (id !== null && id !== undefined) ids.add(id)
  }
  return [...ids]
}

async function expireAfterIndexSync(ids: Array<string | number>): Promise<void> {
  if (!process.env.NEXT_RUNTIME || ids.length === 0) return
  // The job may write the index before the response is out and `after()` runs: count from now.
  const since = indexGeneration()
  try {
    const { after } = await import('next/server')
    after(async () => {
      await indexChangedSince(since, INDEX_SYNC_WAIT_MS)
      const { revalidateTag } = await import('next/cache')
      for (const id of ids) revalidateTag(siteCollectionTag(id, 'vehicles'), { expire: 0 })
    })
  } catch (error) {
    // Not inside a request (a job or script): nothing is cached here to expire.
    console.warn('[search] could not schedule the search pages\' expiry after the index sync:', (error as Error)?.message)
  }
}

export const expireSearchPagesAfterSync: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
  await expireAfterIndexSync(siteIds(doc, previousDoc))
  return doc
}

export const expireSearchPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireAfterIndexSync(siteIds(doc))
  return doc
}
