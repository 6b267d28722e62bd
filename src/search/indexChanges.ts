/**
 * This process's search index changes: a generation number that every write
 * to the embedded index bumps, and a wait for the next write.
 *
 * - The search results cache (src/data/search.ts) keys its entries by the generation, so a
 *   result read before a change is never served after it.
 * - A vehicle save expires the cached search pages of its site twice: at once (the page hooks)
 *   and again once the index has the change (searchPageExpiry.ts), because the index is updated
 *   by a job shortly after the save and a page rendered in between would cache old results.
 */
const KEY = Symbol.for('dealer-platform.search.indexChanges')
type State = { generation: number; waiters: Set<() => void> }
type GlobalWithState = typeof globalThis & { [KEY]?: State }

function state(): State {
  const g = globalThis as GlobalWithState
  g[KEY] ??= { generation: 0, waiters: new Set() }
  return g[KEY]
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
