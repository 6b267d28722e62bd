/**
 * The hits of a page as answered: each record's retrieved attributes (`attributesToRetrieve`, `-`
 * excludes) and its `_highlightResult` for the highlighted attributes.
 */
import type { NormalizedParams } from './params'
import type { Hit } from './responses'
import { type IndexSnapshot, readValues, type SearchRecord } from './snapshot'
import { highlight, type HighlightPart, scalarText } from './text'

type Highlights = Record<string, HighlightPart | HighlightPart[]>

export function buildHits(snap: IndexSnapshot, selected: Int32Array, q: NormalizedParams, words: string[]): Hit[] {
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
    if (highlightAttrs.length > 0) hit._highlightResult = highlights(rec, highlightAttrs, words, q, tmp)
    hits.push(hit)
  }
  return hits
}

/** `tmp` is a reused buffer for nested attributes' values. */
function highlights(rec: SearchRecord, attributes: readonly string[], words: string[], q: NormalizedParams, tmp: unknown[]): Highlights {
  const hl: Highlights = {}
  for (const attr of attributes) {
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
  return hl
}
