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
import { type Bitset, and, andInto, isEmpty, not, popcount, toPositions } from './bitset'
import {
  DEFAULT_SETTINGS,
  type EngineSettings,
  type ExpandedCriterion,
  expandRanking,
  parseFacetAttribute,
} from './config'
import { SearchEngineError, UnknownAttributeError, UnknownIndexError } from './errors'
import { DEFAULT_FILTER_LIMITS, type FilterLimits, type FilterNode, filterAttributes, filterToString, parseFilterList, parseFilters } from './filters'
import { MemoryCache } from '../../cache/memoryCache'
import { isRecord } from '../../lib/guards'
import { type NormalizedParams, normalizeSearchParams, parseSearchParams, serializeParams, type SearchParams } from './params'
import { smallestK, topByComparator } from './select'
import { type FacetIndex, IndexSnapshot, readValues, type SearchRecord } from './snapshot'
import { fold, highlight, type HighlightPart, scalarText, tokenize } from './text'

export type { SearchRecord } from './snapshot'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

export type Hit = Record<string, unknown> & {
  objectID: string
  _highlightResult?: Record<string, HighlightPart | HighlightPart[]>
}

export interface SearchResponse {
  hits: Hit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  facets: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  exhaustiveFacetsCount: true
  exhaustiveNbHits: true
  exhaustive: { facetsCount: true; nbHits: true }
  processingTimeMS: number
  query: string
  params: string
  index: string
  queryID?: string
  renderingContent: Record<string, unknown>
}

interface FacetHit {
  value: string
  highlighted: string
  count: number
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: true
  processingTimeMS: number
}

/** One entry of a multi-search: `params` (string or object) and/or flat parameters. */
export type MultiSearchRequest = SearchParams & {
  indexName: string
  type?: 'default' | 'facet'
  facet?: string
}

export interface MultiSearchBody {
  requests: MultiSearchRequest[]
  strategy?: string
}

export interface MultiSearchResponse {
  results: Array<SearchResponse | SearchForFacetValuesResponse>
}

export interface EngineOptions extends Partial<EngineSettings> {
  /** Initial records. */
  records?: ReadonlyArray<Record<string, unknown>>
  /** Compiled `filters` / facetFilters / numericFilters values kept (default 256). */
  filterCacheSize?: number
  /** Evaluated bitsets (filters, facet groups, values, query prefixes) kept per index build (default 512). */
  bitsetCacheSize?: number
  /** Whole responses kept (default 0 = off). Cached responses are shared: treat them as read-only. */
  resultCacheSize?: number
}

export interface SaveObjectsResponse {
  objectIDs: string[]
}

/**
 * Limits on what one search may ask of the engine (with the per-client rate limit, they bound the
 * work of an anonymous request). `filters` is the site's base filter ANDed with a shopper's, which
 * the endpoint checks against DEFAULT_FILTER_LIMITS on its own, so the engine allows four times that.
 */
const ENGINE_FILTER_LIMITS: Readonly<FilterLimits> = {
  maxLength: DEFAULT_FILTER_LIMITS.maxLength * 4,
  maxConditions: DEFAULT_FILTER_LIMITS.maxConditions * 4,
}
/** Longer filter texts / parameter sets are answered but not kept in the compiled or response caches. */
const MAX_CACHED_KEY_LENGTH = 16_384

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

function queryId(): string {
  const c: { randomUUID?: () => string } | undefined = globalThis.crypto
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '')
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
}

interface FacetCounts {
  counts: Int32Array
  /** the value ids with a count, when tracked (sparse counting); otherwise scan all */
  touched: number[] | null
}

interface Compiled {
  node: FilterNode
  key: string
}

interface Matched {
  snap: IndexSnapshot
  bits: Bitset
  nbHits: number
  words: string[]
}

export class SearchEngine {
  private readonly records = new Map<string, SearchRecord>()
  private settings: EngineSettings
  private snap: IndexSnapshot | null = null
  /** writes since the snapshot was built: any insert/delete, and the previous version of updated records */
  private dirty = false
  private structural = false
  private readonly updated = new Map<string, SearchRecord>()
  private readonly compiled: MemoryCache<string, Compiled[]>
  private readonly results: MemoryCache<string, SearchResponse>
  private readonly bitsetCacheSize: number
  private rankings = new Map<string, ExpandedCriterion[]>()
  /** attributesForFaceting without modifiers, and the ones `facets: ['*']` expands to */
  private facetSpecs: Array<{ attribute: string; filterOnly: boolean }> = []
  /** attributes a filter may name: attributesForFaceting, the sort attributes and `_tags` */
  private filterable = new Set<string>()

  constructor(options: EngineOptions = {}) {
    const { records, filterCacheSize, bitsetCacheSize, resultCacheSize, ...settings } = options
    this.settings = { ...DEFAULT_SETTINGS, ...stripUndefined(settings) }
    this.compiled = new MemoryCache({ max: filterCacheSize ?? 256 })
    this.results = new MemoryCache({ max: resultCacheSize ?? 0 })
    this.bitsetCacheSize = bitsetCacheSize ?? 512
    this.applySettings()
    if (records) this.saveObjects(records)
  }

  // ------------------------------------------------------------------ writes

  /** Add or replace records by objectID. */
  saveObjects(records: ReadonlyArray<Record<string, unknown>>): SaveObjectsResponse {
    const objectIDs: string[] = []
    for (const record of records) {
      const id = record?.objectID
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
        throw new SearchEngineError('Every record needs an objectID (string or number)', 400)
      }
      const objectID = String(id)
      const previous = this.records.get(objectID)
      if (previous === undefined) this.structural = true
      else if (!this.updated.has(objectID)) this.updated.set(objectID, previous)
      this.records.set(objectID, { ...record, objectID })
      objectIDs.push(objectID)
    }
    if (objectIDs.length > 0) this.invalidate(false)
    return { objectIDs }
  }

  saveObject(record: Record<string, unknown>): SaveObjectsResponse {
    return this.saveObjects([record])
  }

  deleteObjects(objectIDs: ReadonlyArray<string | number>): SaveObjectsResponse {
    const deleted: string[] = []
    for (const id of objectIDs) {
      if (this.records.delete(String(id))) deleted.push(String(id))
    }
    if (deleted.length > 0) this.invalidate(true)
    return { objectIDs: deleted }
  }

  clear(): void {
    this.records.clear()
    this.invalidate(true)
  }

  /** Replace every record at once (one rebuild). */
  replaceAll(records: ReadonlyArray<Record<string, unknown>>): SaveObjectsResponse {
    this.records.clear()
    this.invalidate(true)
    return this.saveObjects(records)
  }

  getObject(objectID: string | number): SearchRecord | undefined {
    return this.records.get(String(objectID))
  }

  get size(): number {
    return this.records.size
  }

  // ---------------------------------------------------------------- settings

  getSettings(): EngineSettings {
    return { ...this.settings }
  }

  setSettings(settings: Partial<EngineSettings>): void {
    this.settings = { ...this.settings, ...stripUndefined(settings) }
    this.applySettings()
    this.invalidate(true)
    this.snap = null
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
    this.filterable = new Set(['_tags', ...this.facetSpecs.map((f) => f.attribute)])
    for (const criteria of this.rankings.values()) {
      for (const c of criteria) if (c.kind === 'sort') this.filterable.add(c.attribute)
    }
  }

  /**
   * How much the engine holds besides the records: indexes built per attribute and cached entries.
   * Every count is bounded by the settings (attributes) or a cache capacity, whatever the queries.
   */
  memoryStats(): { facetIndexes: number; numericIndexes: number; sortOrders: number; bitsets: number; compiledFilters: number; results: number } {
    const snap = this.snap
    return {
      ...(snap ? snap.stats() : { facetIndexes: 0, numericIndexes: 0, sortOrders: 0, bitsets: 0 }),
      compiledFilters: this.compiled.size,
      results: this.results.size,
    }
  }

  /** Refuse a filter naming an attribute the index was not configured to filter on (before any index is built). */
  private checkAttributes(node: FilterNode, where: string): void {
    for (const attribute of filterAttributes(node)) {
      if (!this.filterable.has(attribute)) throw new UnknownAttributeError(attribute, where, [...this.filterable].sort())
    }
  }

  /**
   * Mark the indexes stale; they are rebuilt by the next search. `structural` (an insert, a delete,
   * a clear) moves record positions, so everything is rebuilt; after in-place updates only the
   * structures of attributes whose values changed are (see IndexSnapshot.inherit).
   */
  private invalidate(structural: boolean): void {
    if (structural) this.structural = true
    this.dirty = true
    this.results.clear()
  }

  private snapshot(): IndexSnapshot {
    if (this.snap && !this.dirty) return this.snap
    const next = new IndexSnapshot([...this.records.values()], {
      searchableAttributes: this.settings.searchableAttributes,
      bitsetCacheSize: this.bitsetCacheSize,
    })
    if (this.snap && !this.structural && this.updated.size > 0) {
      const changes: Array<[SearchRecord, SearchRecord]> = []
      for (const [id, before] of this.updated) {
        const after = this.records.get(id)
        if (after) changes.push([before, after])
      }
      const positions: number[] = []
      next.records.forEach((rec, p) => {
        if (this.updated.has(rec.objectID)) positions.push(p)
      })
      next.inherit(this.snap, changes, Int32Array.from(positions))
    }
    this.snap = next
    this.dirty = false
    this.structural = false
    this.updated.clear()
    return next
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

  /** Parse `filters` / facetFilters / numericFilters into cacheable groups (compiled once, LRU). */
  private compile(kind: 'f' | 'facetFilters' | 'numericFilters', input: unknown): Compiled[] {
    if (input === undefined || input === null || input === '') return []
    const text = typeof input === 'string' ? input : JSON.stringify(input)
    if (typeof text !== 'string') return []
    const key = `${kind}\u0000${text}`
    let groups = this.compiled.get(key)
    if (!groups) {
      const where = kind === 'f' ? 'filters' : kind
      if (kind === 'f') {
        const node = parseFilters(text, ENGINE_FILTER_LIMITS)
        groups = node.type === 'all' ? [] : [{ node, key: `f\u0000${text}` }]
      } else {
        if (text.length > ENGINE_FILTER_LIMITS.maxLength) {
          throw new SearchEngineError(`${kind} is longer than ${ENGINE_FILTER_LIMITS.maxLength} characters`, 400)
        }
        groups = parseFilterList(input, kind).map((node) => ({ node, key: `g\u0000${filterToString(node)}` }))
      }
      for (const g of groups) this.checkAttributes(g.node, where)
      if (key.length <= MAX_CACHED_KEY_LENGTH) this.compiled.set(key, groups)
    }
    return groups
  }

  /** Every filter and the query, ANDed into one bitset. */
  private match(q: NormalizedParams): Matched {
    // Parse everything first so a syntax error is reported before any work.
    const groups = [
      ...this.compile('f', q.filters.trim() === '' ? '' : q.filters),
      ...this.compile('facetFilters', q.facetFilters),
      ...this.compile('numericFilters', q.numericFilters),
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

  private facetAttributes(requested: string[]): { attrs: string[]; star: Set<string> } {
    const attrs: string[] = []
    const star = new Set<string>()
    const seen = new Set<string>()
    for (const f of requested) {
      if (f === '*') {
        for (const fa of this.facetSpecs) {
          if (fa.filterOnly || seen.has(fa.attribute)) continue
          seen.add(fa.attribute)
          star.add(fa.attribute)
          attrs.push(fa.attribute)
        }
      } else {
        const a = f.includes('(') ? parseFacetAttribute(f).attribute : f
        star.delete(a)
        if (seen.has(a)) continue
        seen.add(a)
        attrs.push(a)
      }
    }
    return { attrs, star }
  }

  /** Count facet values over the hits (or, for dense hits, subtract the non-hits from the totals). */
  private countFacet(fi: FacetIndex, positions: Int32Array, subtract: boolean): FacetCounts {
    const V = fi.values.length
    if (subtract) {
      const counts = fi.totals.slice()
      if (fi.single) {
        const single = fi.single
        for (let k = 0; k < positions.length; k++) counts[single[positions[k]]]--
      } else {
        const { offsets, ids } = fi
        for (let k = 0; k < positions.length; k++) {
          const p = positions[k]
          for (let j = offsets[p]; j < offsets[p + 1]; j++) counts[ids[j]]--
        }
      }
      return { counts, touched: null }
    }
    // For many distinct values (price, km), count into a reused buffer and remember which values
    // were hit, so only those are read back (and reset by releaseCounts).
    if (V > 256 && V > positions.length) {
      const counts = (fi.scratch ??= new Int32Array(V))
      const touched: number[] = []
      const { offsets, ids } = fi
      for (let k = 0; k < positions.length; k++) {
        const p = positions[k]
        for (let j = offsets[p]; j < offsets[p + 1]; j++) {
          const id = ids[j]
          if (counts[id]++ === 0) touched.push(id)
        }
      }
      return { counts, touched }
    }
    const counts = new Int32Array(V)
    if (fi.single) {
      const single = fi.single
      for (let k = 0; k < positions.length; k++) counts[single[positions[k]]]++
    } else {
      const { offsets, ids } = fi
      for (let k = 0; k < positions.length; k++) {
        const p = positions[k]
        for (let j = offsets[p]; j < offsets[p + 1]; j++) counts[ids[j]]++
      }
    }
    return { counts, touched: null }
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
    const { snap, bits, nbHits, words } = this.match(q)
    const n = snap.n

    // positions of the hits (and of the non-hits when counting facets by subtraction)
    const { attrs: facetAttrs, star } = this.facetAttributes(q.facets)
    let positions: Int32Array | null = null
    const getPositions = () => (positions ??= toPositions(bits, nbHits, snap.scratchPositions(0)))

    const facets: Record<string, Record<string, number>> = {}
    const stats: Record<string, FacetStats> = {}
    if (facetAttrs.length > 0) {
      const subtract = nbHits > n / 2
      const counted = subtract ? toPositions(not(bits, n, snap.scratchBitset(1)), n - nbHits, snap.scratchPositions(1)) : getPositions()
      for (const attr of facetAttrs) {
        // An attribute the index was not configured with has no values (and gets no index built).
        if (!this.filterable.has(attr)) {
          facets[attr] = {}
          continue
        }
        const fi = snap.facetIndex(attr)
        const fc = nbHits === 0 ? { counts: new Int32Array(fi.values.length), touched: [] } : this.countFacet(fi, counted, subtract)
        const { values, stat } = this.facetValues(fi, fc, q)
        releaseCounts(fc)
        if (star.has(attr) && Object.keys(values).length === 0) continue
        facets[attr] = values
        if (stat) stats[attr] = stat
      }
    }

    // pagination (Algolia: page/hitsPerPage, or offset/length)
    const limit = Math.max(0, this.settings.paginationLimitedTo)
    const hpp = q.hitsPerPage
    const useOffset = q.offset !== null
    const start = q.offset ?? q.page * hpp
    const size = useOffset ? (q.length ?? hpp) : hpp
    const end = Math.min(start + size, limit, nbHits)
    let hits: Hit[] = []
    if (size > 0 && start < end) {
      const selected = this.selectHits(snap, ranking, bits, nbHits, getPositions, words, start, end)
      hits = this.buildHits(snap, selected, q, words)
    }
    const nbPages = hpp > 0 ? Math.ceil(Math.min(nbHits, limit) / hpp) : 0

    const response: SearchResponse = {
      hits,
      nbHits,
      page: useOffset ? (hpp > 0 ? Math.floor(start / hpp) : 0) : q.page,
      nbPages,
      hitsPerPage: hpp,
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
    if (useOffset) {
      response.offset = start
      response.length = size
    }
    if (Object.keys(stats).length > 0) response.facets_stats = stats
    if (q.clickAnalytics) response.queryID = queryId()
    response.processingTimeMS = Math.round(now() - t0)
    if (cacheKey) this.results.set(cacheKey, response)
    return response
  }

  private facetValues(
    fi: FacetIndex,
    { counts, touched }: FacetCounts,
    q: NormalizedParams,
  ): { values: Record<string, number>; stat: FacetStats | null } {
    const ids: number[] = []
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let weight = 0
    const m = touched ? touched.length : counts.length
    for (let k = touched ? 0 : 1; k < m; k++) {
      const id = touched ? touched[k] : k
      const c = counts[id]
      if (c <= 0 || id === 0) continue
      ids.push(id)
      if (fi.allNumeric) {
        const v = fi.numeric[id]
        if (v < min) min = v
        if (v > max) max = v
        sum += v * c
        weight += c
      }
    }
    const names = fi.values
    const cmp =
      q.sortFacetValuesBy === 'alpha'
        ? (a: number, b: number) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0)
        : (a: number, b: number) => counts[b] - counts[a] || (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0)
    const top = topByComparator(ids, q.maxValuesPerFacet, cmp)
    const values: Record<string, number> = {}
    for (const id of top) values[names[id]] = counts[id]
    const stat = fi.allNumeric && weight > 0 ? { min, max, avg: sum / weight, sum } : null
    return { values, stat }
  }

  /** Positions of the hits ranked [start, end) under the index's ranking. */
  private selectHits(
    snap: IndexSnapshot,
    ranking: ExpandedCriterion[],
    bits: Bitset,
    nbHits: number,
    getPositions: () => Int32Array,
    words: string[],
    start: number,
    end: number,
  ): Int32Array {
    const so = snap.sortOrder(ranking)
    const n = snap.n
    if (!(so.hasRelevance && words.length > 0)) {
      // Dense hits: walk the precomputed order until `end` hits are seen.
      if ((end * n) / nbHits <= nbHits * 2) {
        const out = new Int32Array(end - start)
        const order = so.order
        let seen = 0
        for (let r = 0; r < n && seen < end; r++) {
          const p = order[r]
          if ((bits[p >>> 5] & (1 << (p & 31))) === 0) continue
          if (seen >= start) out[seen - start] = p
          seen++
        }
        return out
      }
      const positions = getPositions()
      const keys = snap.scratchKeys(positions.length)
      for (let k = 0; k < positions.length; k++) keys[k] = so.rankOf[positions[k]]
      return pick(positions, smallestK(keys, end), start)
    }
    // With a query: (criteria before relevance, relevance, everything after) as one numeric key.
    const positions = getPositions()
    const rel = snap.relevance(words, bits, positions)
    const keys = snap.scratchKeys(positions.length)
    const pre = so.preRank
    const rankOf = so.rankOf
    if (4096 * n * (n + 1) < Number.MAX_SAFE_INTEGER) {
      for (let k = 0; k < positions.length; k++) {
        const p = positions[k]
        keys[k] = ((pre ? pre[p] : 0) * 4096 + rel[k]) * n + rankOf[p]
      }
      return pick(positions, smallestK(keys, end), start)
    }
    const idx = Array.from({ length: positions.length }, (_, k) => k)
    idx.sort((a, b) => {
      const pa = positions[a]
      const pb = positions[b]
      return (pre ? pre[pa] - pre[pb] : 0) || rel[a] - rel[b] || rankOf[pa] - rankOf[pb]
    })
    return Int32Array.from(idx.slice(start, end), (k) => positions[k])
  }

  private buildHits(snap: IndexSnapshot, selected: Int32Array, q: NormalizedParams, words: string[]): Hit[] {
    const retrieve = q.attributesToRetrieve
    const includeAll = retrieve === null || retrieve.includes('*')
    const exclude = (retrieve ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1))
    const include = includeAll ? [] : (retrieve ?? []).filter((a) => !a.startsWith('-'))
    const highlightAttrs =
      q.attributesToHighlight === null || q.attributesToHighlight.includes('*')
        ? [...new Set(snap.searchable.map((s) => s.attribute))]
        : q.attributesToHighlight
    const hits: Hit[] = []
    const tmp: unknown[] = []
    for (const p of selected) {
      const rec = snap.records[p]
      let hit: Hit
      if (includeAll) hit = { ...rec }
      else {
        hit = { objectID: rec.objectID }
        for (const a of include) {
          const top = a.split('.')[0]
          if (rec[top] !== undefined) hit[top] = rec[top]
        }
      }
      for (const a of exclude) if (a !== 'objectID') delete hit[a]
      if (highlightAttrs.length > 0) {
        const hl: Record<string, HighlightPart | HighlightPart[]> = {}
        for (const attr of highlightAttrs) {
          const v = rec[attr]
          if (Array.isArray(v)) {
            const parts: HighlightPart[] = []
            for (const e of v) {
              const text = scalarText(e)
              if (text !== null) parts.push(highlight(text, words, q.highlightPreTag, q.highlightPostTag))
            }
            hl[attr] = parts
          } else if (v !== undefined) {
            const text = scalarText(v)
            if (text !== null) hl[attr] = highlight(text, words, q.highlightPreTag, q.highlightPostTag)
          } else if (attr.includes('.')) {
            tmp.length = 0
            readValues(rec, attr, tmp)
            const text = tmp.length > 0 ? scalarText(tmp[0]) : null
            if (text !== null) hl[attr] = highlight(text, words, q.highlightPreTag, q.highlightPostTag)
          }
        }
        hit._highlightResult = hl
      }
      hits.push(hit)
    }
    return hits
  }

  /** Algolia's search for facet values (RefinementList's "search in list"). */
  searchForFacetValues(indexName: string, facetName: string, params: unknown = {}): SearchForFacetValuesResponse {
    const t0 = now()
    this.ranking(indexName)
    const raw = parseSearchParams(params)
    const q = normalizeSearchParams(raw, { defaultHitsPerPage: this.settings.defaultHitsPerPage })
    const facetQueryWords = tokenize(q.facetQuery)
    const { snap, bits, nbHits } = this.match(q)
    const attr = parseFacetAttribute(typeof facetName === 'string' ? facetName : String(facetName)).attribute
    if (!this.filterable.has(attr)) {
      throw new SearchEngineError(`Cannot search in ${JSON.stringify(attr.slice(0, 60))}: not a facet of this index`, 400)
    }
    const fi = snap.facetIndex(attr)
    const fc = nbHits === 0 ? { counts: new Int32Array(fi.values.length), touched: null } : this.countFacet(fi, toPositions(bits, nbHits, snap.scratchPositions(0)), false)
    const counts = fc.touched ? fc.counts.slice() : fc.counts
    releaseCounts(fc)
    const candidates: number[] = []
    for (let id = 1; id < counts.length; id++) {
      if (counts[id] <= 0) continue
      if (facetQueryWords.length > 0) {
        const valueWords = tokenize(fi.values[id])
        if (!facetQueryWords.every((w) => valueWords.some((v) => v.startsWith(w)))) continue
      }
      candidates.push(id)
    }
    const names = fi.values
    const top = topByComparator(candidates, q.maxFacetHits, (a, b) => counts[b] - counts[a] || (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0))
    const facetHits = top.map((id) => ({
      value: names[id],
      highlighted: highlight(names[id], facetQueryWords.map(fold), q.highlightPreTag, q.highlightPostTag).value,
      count: counts[id],
    }))
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(now() - t0) }
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

/** Zero a reused counting buffer (only the touched values were incremented). */
function releaseCounts({ counts, touched }: FacetCounts): void {
  if (touched) for (const id of touched) counts[id] = 0
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key in obj) if (obj[key] !== undefined) out[key] = obj[key]
  return out
}

function pick(positions: Int32Array, order: Int32Array, start: number): Int32Array {
  const out = new Int32Array(Math.max(0, order.length - start))
  for (let i = start; i < order.length; i++) out[i - start] = positions[order[i]]
  return out
}

function paramsString(input: unknown, raw: Record<string, unknown>): string {
  if (typeof input === 'string') return input.startsWith('?') ? input.slice(1) : input
  if (isRecord(input)) {
    const obj = input
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined && k !== 'indexName' && k !== 'type')
    if (keys.length === 1 && keys[0] === 'params' && typeof obj.params === 'string') return obj.params
  }
  return serializeParams(raw)
}

export function createEngine(options: EngineOptions = {}): SearchEngine {
  return new SearchEngine(options)
}
