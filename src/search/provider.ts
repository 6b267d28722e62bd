/**
 * Which search index this process uses (DESIGN.md "Integrations: real adapter, local default"):
 * Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY are all set, otherwise the
 * embedded engine. Server-only.
 */
import type { Payload } from 'payload'
import { algoliaConfigFromEnv, createAlgoliaSearchIndex, type AlgoliaSearchIndex } from './algolia'
import { embeddedSearchIndex } from './embedded'
import type { SearchIndex } from './index'
import { processWide } from '@/lib/processWide'

export type SearchMode = 'algolia' | 'embedded'

export function searchMode(env: NodeJS.ProcessEnv = process.env): SearchMode {
  return algoliaConfigFromEnv(env) ? 'algolia' : 'embedded'
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    /** One Algolia client per process and configuration (jobs, pages and routes share it). */
    'search.algolia': { current?: { signature: string; index: AlgoliaSearchIndex } }
  }
}

/** The Algolia adapter (one per process and configuration), or null in embedded mode. */
export function getAlgoliaIndex(): AlgoliaSearchIndex | null {
  const config = algoliaConfigFromEnv()
  if (!config) return null
  const algolia = processWide('search.algolia', () => ({}))
  const signature = `${config.appId}\u0000${config.adminKey}\u0000${config.searchKey}\u0000${config.indexName}`
  if (algolia.current?.signature !== signature) algolia.current = { signature, index: createAlgoliaSearchIndex(config) }
  return algolia.current.index
}

/**
 * The search index for this process. In embedded mode `payload` (the instance the caller runs in)
 * is used for the lazy initial load.
 */
export function getSearchIndex(payload: Payload): SearchIndex {
  return getAlgoliaIndex() ?? embeddedSearchIndex(payload)
}

/**
 * Load the embedded index now instead of on the first search (no-op with Algolia). Meant for the
 * app server's start (payload.config `onInit`, guarded so scripts do not load it); never throws.
 */
export async function warmSearchIndex(payload: Payload): Promise<void> {
  if (searchMode() !== 'embedded') return
  try {
    const { ensureLoaded } = await import('./embedded')
    await ensureLoaded(payload)
  } catch (error) {
    payload.logger?.error?.({ err: error, msg: 'Search: warming the embedded index failed (it loads on the first search)' })
  }
}
