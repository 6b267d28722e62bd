/**
 * The facet parts of an answer: which attributes a search's `facets` asks for (`*` expands to every
 * non-filter-only attribute for faceting), their counted values and stats over the hits, and the
 * search for facet values (RefinementList's "search in list").
 */
import { type Bitset, not, toPositions } from './bitset'
import { type FacetAttribute, parseFacetAttribute } from './config'
import { SearchEngineError } from './errors'
import { countFacet, type FacetCounts, facetValues, releaseCounts } from './facetCounting'
import type { NormalizedParams } from './params'
import type { FacetStats, SearchForFacetValuesResponse } from './responses'
import { topByComparator } from './select'
import type { IndexSnapshot } from './snapshot'
import { fold, highlight, tokenize } from './text'

export interface RequestedFacets {
  attrs: string[]
  /** the attributes only `*` asked for: left out of the answer when they have no values */
  star: Set<string>
}

/** The hits of one search, as the facet counting reads them. */
export interface MatchedHits {
  snap: IndexSnapshot
  bits: Bitset
  nbHits: number
}

export function requestedFacets(requested: string[], facetSpecs: readonly FacetAttribute[]): RequestedFacets {
  const attrs: string[] = []
  const star = new Set<string>()
  const seen = new Set<string>()
  for (const f of requested) {
    if (f === '*') {
      for (const fa of facetSpecs) {
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

/**
 * Count each requested facet over the hits (by subtraction when more than half the records match).
 * An attribute the index was not configured with has no values (and gets no index built).
 */
export function countRequestedFacets(
  { snap, bits, nbHits }: MatchedHits,
  { attrs, star }: RequestedFacets,
  filterable: ReadonlySet<string>,
  q: NormalizedParams,
  getPositions: () => Int32Array,
): { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats> } {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  if (attrs.length === 0) return { facets, stats }
  const n = snap.n
  const subtract = nbHits > n / 2
  const counted = subtract ? toPositions(not(bits, n, snap.scratchBitset(1)), n - nbHits, snap.scratchPositions(1)) : getPositions()
  for (const attr of attrs) {
    if (!filterable.has(attr)) {
      facets[attr] = {}
      continue
    }
    const fi = snap.facetIndex(attr)
    const fc: FacetCounts = nbHits === 0 ? { counts: new Int32Array(fi.values.length), touched: [] } : countFacet(fi, counted, subtract)
    const { values, stat } = facetValues(fi, fc, q)
    releaseCounts(fc)
    if (star.has(attr) && Object.keys(values).length === 0) continue
    facets[attr] = values
    if (stat) stats[attr] = stat
  }
  return { facets, stats }
}

/** The values of one facet among the hits whose words start with the facet query's words, most frequent first. */
export function searchFacetValues(
  { snap, bits, nbHits }: MatchedHits,
  attr: string,
  q: NormalizedParams,
): Omit<SearchForFacetValuesResponse, 'processingTimeMS'> {
  const facetQueryWords = tokenize(q.facetQuery)
  const fi = snap.facetIndex(attr)
  const fc = nbHits === 0 ? { counts: new Int32Array(fi.values.length), touched: null } : countFacet(fi, toPositions(bits, nbHits, snap.scratchPositions(0)), false)
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
  return { facetHits, exhaustiveFacetsCount: true }
}

/** Refuse a facet-value search on an attribute that is not a facet of the index. */
export function facetToSearch(facetName: unknown, filterable: ReadonlySet<string>): string {
  const attr = parseFacetAttribute(typeof facetName === 'string' ? facetName : String(facetName)).attribute
  if (!filterable.has(attr)) {
    throw new SearchEngineError(`Cannot search in ${JSON.stringify(attr.slice(0, 60))}: not a facet of this index`, 400)
  }
  return attr
}
