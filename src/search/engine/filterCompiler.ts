/**
 * `filters`, facetFilters and numericFilters compiled once into cacheable groups (an LRU keyed by
 * the parameter's text), each checked against the attributes the index may filter on before any
 * index is built.
 */
import { MemoryCache } from '../../cache/memoryCache'
import { SearchEngineError, UnknownAttributeError } from './errors'
import { parseFilterList } from './filterLists'
import { parseFilters } from './filters'
import { DEFAULT_FILTER_LIMITS, type FilterLimits, type FilterNode, filterAttributes, filterToString } from './filterTree'

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
export const MAX_CACHED_KEY_LENGTH = 16_384

export interface CompiledFilter {
  node: FilterNode
  /** the key of its evaluated bitset in the snapshot's cache */
  key: string
}

type FilterKind = 'f' | 'facetFilters' | 'numericFilters'

export class FilterCompiler {
  private readonly compiled: MemoryCache<string, CompiledFilter[]>
  /** attributes a filter may name: attributesForFaceting, the sort attributes and `_tags` */
  filterable: ReadonlySet<string> = new Set()

  constructor(cacheSize: number) {
    this.compiled = new MemoryCache({ max: cacheSize })
  }

  get size(): number {
    return this.compiled.size
  }

  /** Parse `filters` ('f') / facetFilters / numericFilters into cacheable groups (compiled once, LRU). */
  compile(kind: FilterKind, input: unknown): CompiledFilter[] {
    if (input === undefined || input === null || input === '') return []
    const text = typeof input === 'string' ? input : JSON.stringify(input)
    if (typeof text !== 'string') return []
    const key = `${kind}\u0000${text}`
    let groups = this.compiled.get(key)
    if (!groups) {
      groups = kind === 'f' ? compileFilters(text) : compileFilterList(kind, input, text)
      for (const g of groups) this.checkAttributes(g.node, kind === 'f' ? 'filters' : kind)
      if (key.length <= MAX_CACHED_KEY_LENGTH) this.compiled.set(key, groups)
    }
    return groups
  }

  /** Refuse a filter naming an attribute the index was not configured to filter on (before any index is built). */
  private checkAttributes(node: FilterNode, where: string): void {
    for (const attribute of filterAttributes(node)) {
      if (!this.filterable.has(attribute)) throw new UnknownAttributeError(attribute, where, [...this.filterable].sort())
    }
  }
}

function compileFilters(text: string): CompiledFilter[] {
  const node = parseFilters(text, ENGINE_FILTER_LIMITS)
  return node.type === 'all' ? [] : [{ node, key: `f\u0000${text}` }]
}

function compileFilterList(kind: 'facetFilters' | 'numericFilters', input: unknown, text: string): CompiledFilter[] {
  if (text.length > ENGINE_FILTER_LIMITS.maxLength) {
    throw new SearchEngineError(`${kind} is longer than ${ENGINE_FILTER_LIMITS.maxLength} characters`, 400)
  }
  return parseFilterList(input, kind).map((node) => ({ node, key: `g\u0000${filterToString(node)}` }))
}
