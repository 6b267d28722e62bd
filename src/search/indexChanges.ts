/**
 * This process's search index changes: a generation number that every write to the embedded
 * index bumps, and a wait for the next write.
 *
 * - The search results caches (src/data/search.ts, the front's stored answers) key their entries
 *   by the generation, so a result read before a change is never served after it.
 * - A vehicle save expires its site's vehicle lists and search pages once the index has the
 *   change (collections/Vehicles/hooks/expireSearchPages.ts): the index is written by a job shortly after the save, and a
 *   page rendered before that would cache the old results.
 *
 * One per process (src/lib/processWide.ts): the index is written by the job runner and read by
 * pages and route handlers, which Next bundles apart.
 */
import { processWide } from '@/lib/processWide'

type State = { generation: number; waiters: Set<() => void> }

declare module '@/lib/processWide' {
  interface ProcessWide {
    'search.indexChanges': State
  }
}

function state(): State {
  return processWide('search.indexChanges', () => ({ generation: 0, waiters: new Set() }))
}

/** The number of index writes this process has seen. */
export function indexGeneration(): number {
  return state().generation
}

/** Call after every write to the index. */
export function noteIndexChanged(): void {
  const s = state()
  s.generation += 1
  const waiters = [...s.waiters]
  s.waiters.clear()
  for (const wake of waiters) wake()
}

/**
 * Resolves once the index has been written after generation `since` (at once if it has been
 * already), or after `timeoutMs`; true when it was written.
 */
export async function indexChangedSince(since: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (state().generation <= since) {
    const left = deadline - Date.now()
    if (left <= 0 || !(await nextIndexChange(left))) return state().generation > since
  }
  return true
}

/** Resolves at the next index write, or after `timeoutMs` (true when the index changed). */
export function nextIndexChange(timeoutMs: number): Promise<boolean> {
  const s = state()
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer)
      resolve(true)
    }
    const timer = setTimeout(() => {
      s.waiters.delete(wake)
      resolve(false)
    }, timeoutMs)
    timer.unref?.()
    s.waiters.add(wake)
  })
}
