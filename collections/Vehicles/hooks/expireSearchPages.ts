/**
 * Vehicle hooks that expire the site's vehicle lists (the search pages /cars and /search/..., and
 * the similar cars on every car page: all read from the search index) once, at the moment this
 * process's index has the change.
 *
 * The index is written by a job a moment after the save (src/search/jobs.ts, woken at once in
 * the app server), outside any request, where Next cannot expire a tag. So after the response,
 * still in the save's request (`after()`), this waits for the next index write after the save (at
 * most INDEX_SYNC_WAIT_MS: the job may fail and retry, or the index is Algolia's, which this
 * process does not see being written) and then publishes the expiry of the lists' tag. The car's
 * own page, read from the database, is expired at save time (./revalidate.ts).
 *
 * Outside a Next.js server (seed, import CLI, tests) it does nothing: there is no page cache
 * there, and the search pages' own revalidate bounds what they show.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '@/cache/revalidate'
import { vehicleListTags } from './revalidate'
import { indexChangedSince, indexGeneration } from '@/search/indexChanges'

const INDEX_SYNC_WAIT_MS = 10_000

async function expireListsAfterIndexSync(tags: string[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME || tags.length === 0) return
  // The job may write the index before the response is out and `after()` runs: count from now.
  const since = indexGeneration()
  try {
    const { after } = await import('next/server')
    after(async () => {
      await indexChangedSince(since, INDEX_SYNC_WAIT_MS)
      expireTags(tags)
    })
  } catch (error) {
    // Not inside a request (a job or script): nothing is cached here to expire.
    console.warn("[search] could not schedule the vehicle lists' expiry after the index sync:", (error as Error)?.message)
  }
}

export const expireSearchPagesAfterSync: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
  await expireListsAfterIndexSync(vehicleListTags(doc, previousDoc))
  return doc
}

export const expireSearchPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireListsAfterIndexSync(vehicleListTags(doc))
  return doc
}
