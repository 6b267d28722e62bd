/**
 * The embedded search engine: answers Algolia search parameters, in Algolia's response format,
 * from records held in memory.
 *
 * How a search runs (see snapshot.ts and the index kinds it composes: facetIndex.ts, numericIndex.ts,
 * tokenIndex.ts, sortIndex.ts):
 * 1. params are normalised (bad values fall back to defaults; only filter syntax errors throw);
 * 2. `filters`, each facetFilters group and each numericFilters group are compiled once (LRU) and
 *    evaluated to bitsets (LRU per index build); query words are prefix ranges of the sorted word
 *    dictionary; everything is ANDed word by word;
 * 3. facets are counted by walking the hit positions against per-attribute value-id columns (or,
 *    when more than half the records match, by subtracting the non-hits from precomputed totals);
 * 4. only the hits of the requested page are ordered: a walk of the replica's precomputed order for
 *    dense hits, otherwise a bounded heap over (sort criteria, relevance, custom ranking) keys.
 * Writes mark the indexes stale; the next search rebuilds what it needs, reusing the structures of
 * attributes untouched by in-place updates.
 */
import { type Bitset, and, andInto, isEmpty, popcount, toPositions } from './bitset'
import { DEFAULT_SETTINGS, type EngineSettings, type ExpandedCriterion, expandRanking, type FacetAttribute, parseFacetAttribute } from './config'
import { UnknownIndexError } from './errors'
import { countRequestedFacets, facetToSearch, type MatchedHits, requestedFacets, searchFacetValues } from './facetResults'
import { FilterCompiler, MAX_CACHED_KEY_LENGTH } from './filterCompiler'
import { buildHits } from './hitBuilding'
import { selectHits } from './hitSelection'
import { MemoryCache } from '../../cache/memoryCache'
import { isRecord } from '../../lib/guards'
import { pageWindow } from './pagination'
import { type NormalizedParams, normalizeSearchParams, parseSearchParams } from './params'
import { RecordStore } from './recordStore'
import { now, paramsString, queryId } from './responseFields'
import type {
  EngineOptions,
  Hit,
  MultiSearchBody,
  MultiSearchRequest,
  MultiSearchResponse,
  SaveObjectsResponse,
  SearchForFacetValuesResponse,
  SearchResponse,
} from './responses'
import type { IndexSnapshot, SearchRecord } from './snapshot'
import { tokenize } from './text'

interface Matched extends MatchedHits {
  words: string[]
}

export class SearchEngine {
  private readonly store = new RecordStore()
  private settings: EngineSettings
  private readonly filters: FilterCompiler
  private readonly results: MemoryCache<string, SearchResponse>
  private readonly bitsetCacheSize: number
  private rankings = new Map<string, ExpandedCriterion[]>()
  /** attributesForFaceting without modifiers, and the ones `facets: ['*']` expands to */
  private facetSpecs: FacetAttribute[] = []

  constructor(options: EngineOptions = {}) {
    const { records, filterCacheSize, bitsetCacheSize, resultCacheSize, ...settings } = options
    this.settings = { ...DEFAULT_SETTINGS, ...stripUndefined(settings) }
    this.filters = new FilterCompiler(filterCacheSize ?? 256)
    this.results = new MemoryCache({ max: resultCacheSize ?? 0 })
    this.bitsetCacheSize = bitsetCacheSize ?? 512
    this.applySettings()
    if (records) this.saveObjects(records)
  }

  // ------------------------------------------------------------------ writes
  // Every write empties the response cache; the store rebuilds the indexes on the next search.

  /** Add or replace records by objectID. */
  saveObjects(records: ReadonlyArray<Record<string, unknown>>): SaveObjectsResponse {
    const objectIDs = this.store.save(records)
    if (objectIDs.length > 0) this.results.clear()
    return { objectIDs }
  }

  saveObject(record: Record<string, unknown>): SaveObjectsResponse {
    return this.saveObjects([record])
  }

  deleteObjects(objectIDs: ReadonlyArray<string | number>): SaveObjectsResponse {
    const deleted = this.store.delete(objectIDs)
    if (deleted.length > 0) this.results.clear()
    return { objectIDs: deleted }
  }

  clear(): void {
    this.store.clear()
    this.results.clear()
  }

  /** Replace every record at once (one rebuild). */
  replaceAll(records: ReadonlyArray<Record<string, unknown>>): SaveObjectsResponse {
    this.clear()
    return this.saveObjects(records)
  }

  getObject(objectID: string | number): SearchRecord | undefined {
    return this.store.get(String(objectID))
  }

  get size(): number {
    return this.store.size
  }

  // ---------------------------------------------------------------- settings

  getSettings(): EngineSettings {
    return { ...this.settings }
  }

  setSettings(settings: Partial<EngineSettings>): void {
    this.settings = { ...this.settings, ...stripUndefined(settings) }
    this.applySettings()
    this.store.discard()
    this.results.clear()
  }

  /** Index names answered: the primary index and its replicas. */
  listIndices(): string[] {
    return Object.keys(this.settings.indices)
  }

  hasIndex(indexName: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.settings.indices, indexName)
  }

  private applySettings(): void {
    this.facetSpecs = this.settings.attributesForFaceting.map(parseFacetAttribute)
    this.rankings = new Map()
    for (const [name, cfg] of Object.entries(this.settings.indices)) {
      this.rankings.set(name, expandRanking(cfg.ranking, this.settings.customRanking))
    }
    const filterable = new Set(['_tags', ...this.facetSpecs.map((f) => f.attribute)])
    for (const criteria of this.rankings.values()) {
      for (const c of criteria) if (c.kind === 'sort') filterable.add(c.attribute)
    }
    this.filters.filterable = filterable
  }

  /**
   * How much the engine holds besides the records: indexes built per attribute and cached entries.
   * Every count is bounded by the settings (attributes) or a cache capacity, whatever the queries.
   */
  memoryStats(): { facetIndexes: number; numericIndexes: number; sortOrders: number; bitsets: number; compiledFilters: number; results: number } {
    const snap = this.store.built
    return {
      ...(snap ? snap.stats() : { facetIndexes: 0, numericIndexes: 0, sortOrders: 0, bitsets: 0 }),
      compiledFilters: this.filters.size,
      results: this.results.size,
    }
  }

  private snapshot(): IndexSnapshot {
    return this.store.snapshot({ searchableAttributes: this.settings.searchableAttributes, bitsetCacheSize: this.bitsetCacheSize })
  }

  /** Build every index now (otherwise each is built by the first query that needs it). */
  warm(): void {
    const snap = this.snapshot()
    for (const fa of this.facetSpecs) snap.facetIndex(fa.attribute)
    snap.tokenIndex()
    for (const criteria of this.rankings.values()) snap.sortOrder(criteria)
  }

  // ------------------------------------------------------------------ search

  private ranking(indexName: unknown): ExpandedCriterion[] {
    const name = typeof indexName === 'string' ? indexName : String(indexName)
    if (!this.hasIndex(name)) throw new UnknownIndexError(name)
    const ranking = this.rankings.get(name)
    if (!ranking) throw new UnknownIndexError(name)
    return ranking
  }

  /** Every filter and the query, ANDed into one bitset. */
  private match(q: NormalizedParams): Matched {
    // Parse everything first so a syntax error is reported before any work.
    const groups = [
      ...this.filters.compile('f', q.filters.trim() === '' ? '' : q.filters),
      ...this.filters.compile('facetFilters', q.facetFilters),
      ...this.filters.compile('numericFilters', q.numericFilters),
    ]
    const words = [...new Set(tokenize(q.query))]
    const snap = this.snapshot()
    const parts: Bitset[] = []
    for (const g of groups) parts.push(snap.evaluateCached(g.key, () => g.node))
    // The result is either a shared cached bitset (one part) or the snapshot's scratch bitset.
    const scratch = snap.scratchBitset(0)
    let bits: Bitset = parts.length === 0 ? snap.all : parts[0]
    if (parts.length > 1) {
      bits = and(parts[0], parts[1], scratch)
      for (let i = 2; i < parts.length; i++) andInto(bits, parts[i])
    }
    for (let i = 0; i < words.length; i++) {
      const w = snap.prefixBits(words[i])
      bits = i === 0 && parts.length === 0 ? w : and(bits, w, scratch)
      if (isEmpty(bits)) break
    }
    return { snap, bits, nbHits: popcount(bits), words }
  }

  search(indexName: string, params: unknown = {}): SearchResponse {
    const t0 = now()
    const ranking = this.ranking(indexName)
    const raw = parseSearchParams(params)
    let cacheKey = this.results.enabled ? `${indexName}\u0001${JSON.stringify(raw)}` : ''
    if (cacheKey.length > MAX_CACHED_KEY_LENGTH) cacheKey = ''
    if (cacheKey) {
      const cached = this.results.get(cacheKey)
      if (cached) return { ...cached, processingTimeMS: Math.round(now() - t0) }
    }
    const q = normalizeSearchParams(raw, { defaultHitsPerPage: this.settings.defaultHitsPerPage })
    const matched = this.match(q)
    const { snap, bits, nbHits, words } = matched
    // positions of the hits, found once for the facet counts and the page's ranking
    let positions: Int32Array | null = null
    const getPositions = () => (positions ??= toPositions(bits, nbHits, snap.scratchPositions(0)))
    const requested = requestedFacets(q.facets, this.facetSpecs)
    const { facets, stats } = countRequestedFacets(matched, requested, this.filters.filterable, q, getPositions)
    const window = pageWindow(q, nbHits, this.settings.paginationLimitedTo)
    let hits: Hit[] = []
    if (window.size > 0 && window.start < window.end) {
      const selected = selectHits({ ...matched, getPositions }, ranking, window.start, window.end)
      hits = buildHits(snap, selected, q, words)
    }
    const response: SearchResponse = {
      hits,
      nbHits,
      page: window.page,
      nbPages: window.nbPages,
      hitsPerPage: q.hitsPerPage,
      facets,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      processingTimeMS: 0,
      query: q.query,
      params: paramsString(params, raw),
      index: indexName,
      renderingContent: {},
    }
    if (window.useOffset) {
      response.offset = window.start
      response.length = window.size
    }
    if (Object.keys(stats).length > 0) response.facets_stats = stats
    if (q.clickAnalytics) response.queryID = queryId()
    response.processingTimeMS = Math.round(now() - t0)
    if (cacheKey) this.results.set(cacheKey, response)
    return response
  }

  /** Algolia's search for facet values (RefinementList's "search in list"). */
  searchForFacetValues(indexName: string, facetName: string, params: unknown = {}): SearchForFacetValuesResponse {
    const t0 = now()
    this.ranking(indexName)
    const raw = parseSearchParams(params)
    const q = normalizeSearchParams(raw, { defaultHitsPerPage: this.settings.defaultHitsPerPage })
    const matched = this.match(q)
    const attr = facetToSearch(facetName, this.filters.filterable)
    return { ...searchFacetValues(matched, attr, q), processingTimeMS: Math.round(now() - t0) }
  }

  /**
   * Several queries at once, as InstantSearch sends them (`{ requests: [...] }`, or the legacy
   * array). Each request is `{ indexName, params }` (string or object) or `{ indexName, ...params }`;
   * `type: 'facet'` requests answer a search for facet values.
   */
  multiSearch(body: MultiSearchBody | MultiSearchRequest[] | unknown): MultiSearchResponse {
    const requests: unknown = Array.isArray(body) ? body : isRecord(body) ? body.requests : undefined
    if (!Array.isArray(requests)) return { results: [] }
    const results = requests.map((req: unknown) => {
      const { indexName, type, facet, ...params } = isRecord(req) ? req : {}
      if (type === 'facet') return this.searchForFacetValues(String(indexName), String(facet), params)
      return this.search(String(indexName), params)
    })
    return { results }
  }
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key in obj) if (obj[key] !== undefined) out[key] = obj[key]
  return out
}

export function createEngine(options: EngineOptions = {}): SearchEngine {
  return new SearchEngine(options)
}
