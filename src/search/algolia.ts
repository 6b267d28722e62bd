/**
 * The Algolia adapter (algoliasearch v5), chosen when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and
 * ALGOLIA_ADMIN_KEY are set (see provider.ts). Server-only: it holds the admin key.
 *
 * - index settings on the primary index and its sort replicas (`pushSettings`);
 * - saveObjects / deleteObjects / replaceAllObjects with the admin key;
 * - searches with the search-only key;
 * - `securedKeyForSite(filters)`: a secured API key derived from the search key that embeds the
 *   site's base filter (Algolia ANDs it onto every query made with the key, so the browser cannot
 *   widen it) and is limited to this deployment's indices and a lifetime.
 */
import { createHmac } from 'node:crypto'
import { algoliasearch } from 'algoliasearch'
import type { MultiSearchRequest, MultiSearchResponse } from './engine'
import {
  indexNames,
  INDEX_NAME,
  primaryIndexSettings,
  replicaIndexSettings,
  type IndexNames,
  type IndexRecord,
  type SearchIndex,
} from './index'

export interface AlgoliaConfig {
  appId: string
  searchKey: string
  adminKey: string
  indexName?: string
}

/** Secured keys live this long (seconds). The base filter's sold cut-off is frozen in the key. */
export const SECURED_KEY_TTL_SECONDS = 6 * 60 * 60

/** The Algolia config from the environment, or null when any of the three variables is missing. */
export function algoliaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AlgoliaConfig | null {
  const appId = env.ALGOLIA_APP_ID?.trim()
  const searchKey = env.ALGOLIA_SEARCH_KEY?.trim()
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim()
  if (!appId || !searchKey || !adminKey) return null
  return { appId, searchKey, adminKey, indexName: env.ALGOLIA_INDEX?.trim() || INDEX_NAME }
}

export interface AlgoliaSearchIndex extends SearchIndex {
  readonly kind: 'algolia'
  readonly names: IndexNames
  /** Settings on the primary index (with its replicas), then on each replica. */
  pushSettings(): Promise<void>
  /** A search key restricted to `filters`, this deployment's indices and a lifetime. */
  securedKeyForSite(filters: string, options?: { now?: number; ttlSeconds?: number }): string
}

export interface AlgoliaAdapterOptions {
  /** algoliasearch client options (tests pass a fake `requester`). */
  clientOptions?: Parameters<typeof algoliasearch>[2]
}

export function createAlgoliaSearchIndex(config: AlgoliaConfig, options: AlgoliaAdapterOptions = {}): AlgoliaSearchIndex {
  const names = indexNames(config.indexName || INDEX_NAME)
  const admin = algoliasearch(config.appId, config.adminKey, options.clientOptions)
  const search = algoliasearch(config.appId, config.searchKey, options.clientOptions)
  const allIndices = [names.primary, names.latest, names.priceDesc, names.priceAsc]

  return {
    kind: 'algolia',
    name: names.primary,
    names,

    async pushSettings() {
      const primary = await admin.setSettings({
        indexName: names.primary,
        indexSettings: primaryIndexSettings(names),
        forwardToReplicas: false,
      })
      // the replicas exist once the primary's settings task has run
      await admin.waitForTask({ indexName: names.primary, taskID: primary.taskID })
      for (const [replica, settings] of Object.entries(replicaIndexSettings(names))) {
        const res = await admin.setSettings({ indexName: replica, indexSettings: settings })
        await admin.waitForTask({ indexName: replica, taskID: res.taskID })
      }
    },

    async saveObjects(records: readonly IndexRecord[]) {
      if (records.length === 0) return
      await admin.saveObjects({ indexName: names.primary, objects: [...records] })
    },

    async deleteObjects(objectIDs) {
      if (objectIDs.length === 0) return
      await admin.deleteObjects({ indexName: names.primary, objectIDs: objectIDs.map(String) })
    },

    async replaceAll(records: readonly IndexRecord[]) {
      await admin.replaceAllObjects({ indexName: names.primary, objects: [...records], batchSize: 1000 })
    },

    async multiSearch(requests: readonly MultiSearchRequest[]): Promise<MultiSearchResponse> {
      // algoliasearch types each request as its own SearchQuery union; ours is the same wire format.
      const res = await search.search({ requests: requests as never })
      // algoliasearch's SearchResponses and our MultiSearchResponse describe the same JSON differently.
      return res as unknown as MultiSearchResponse
    },

    securedKeyForSite(filters: string, opts: { now?: number; ttlSeconds?: number } = {}) {
      const nowSeconds = Math.floor((opts.now ?? Date.now()) / 1000)
      const args = {
        parentApiKey: config.searchKey,
        restrictions: {
          filters,
          validUntil: nowSeconds + (opts.ttlSeconds ?? SECURED_KEY_TTL_SECONDS),
          restrictIndices: allIndices,
        },
      }
      // the Node build of algoliasearch has the helper; other builds (types included) do not
      const helper = (search as unknown as { generateSecuredApiKey?: (a: typeof args) => string }).generateSecuredApiKey
      return helper ? helper(args) : generateSecuredApiKey(args.parentApiKey, args.restrictions)
    },
  }
}

/**
 * Algolia's secured API key algorithm (as algoliasearch's Node helper): restrictions sorted by key,
 * URL-encoded (arrays comma-joined), HMAC-SHA256 with the parent key, hex digest + the
 * restrictions, base64.
 */
export function generateSecuredApiKey(parentApiKey: string, restrictions: Record<string, unknown>): string {
  const query = Object.keys(restrictions)
    .filter((key) => restrictions[key] !== undefined)
    .sort()
    .map((key) => {
      const value = restrictions[key]
      const text = Array.isArray(value) ? value.join(',') : String(value)
      return `${key}=${encodeURIComponent(text).replace(/\+/g, '%20')}`
    })
    .join('&')
  return Buffer.from(createHmac('sha256', parentApiKey).update(query).digest('hex') + query).toString('base64')
}

/** Decode a secured key's embedded restrictions (for tests and debugging; no verification). */
export function decodeSecuredKey(key: string): { hmac: string; restrictions: URLSearchParams } {
  const text = Buffer.from(key, 'base64').toString('utf8')
  return { hmac: text.slice(0, 64), restrictions: new URLSearchParams(text.slice(64)) }
}
