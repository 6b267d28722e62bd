/**
 * facetFilters and numericFilters: `"attr:value"` / `"attr>=5"` strings in arrays, nested arrays
 * are OR groups. In facetFilters a value starting with `-` (or an attribute starting with `-`)
 * negates and `\-` escapes a literal leading minus. The legacy string form `"a:x,(b:y,b:z)"` is
 * accepted too.
 */
import { FilterSyntaxError, type FilterParam } from './errors'
import { parseNumericFilter } from './filters'
import { DEFAULT_FILTER_LIMITS, type FilterLimits, type FilterNode, MATCH_ALL } from './filterTree'

/** Parse one facetFilters entry such as `make:Toyota`, `make:-Toyota`, `-make:Toyota`. */
export function parseFacetFilter(input: string): FilterNode {
  let s = input.trim()
  let negated = false
  if (s.startsWith('-')) {
    negated = true
    s = s.slice(1).trimStart()
  }
  let attribute: string
  let rest: string
  if (s.startsWith('"')) {
    const end = s.indexOf('"', 1)
    if (end < 0 || s[end + 1] !== ':') {
      throw new FilterSyntaxError('facetFilters', input, 0, 'expected "attribute:value"')
    }
    attribute = s.slice(1, end)
    rest = s.slice(end + 2)
  } else {
    const colon = s.indexOf(':')
    if (colon <= 0) {
      throw new FilterSyntaxError('facetFilters', input, Math.max(0, colon), 'expected "attribute:value"')
    }
    attribute = s.slice(0, colon).trim()
    rest = s.slice(colon + 1)
  }
  if (attribute === '') throw new FilterSyntaxError('facetFilters', input, 0, 'expected an attribute name before ":"')
  let value = rest.trim()
  if (value.startsWith('\\-')) value = value.slice(1)
  else if (value.startsWith('-')) {
    negated = !negated
    value = value.slice(1)
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
  const node: FilterNode = { type: 'facet', attribute, value }
  return negated ? { type: 'not', child: node } : node
}

/**
 * Split the legacy comma syntax `a,(b,c),d` into `['a', ['b','c'], 'd']`, respecting quotes.
 */
function splitLegacy(input: string, param: FilterParam): Array<string | string[]> {
  const out: Array<string | string[]> = []
  let group: string[] | null = null
  let cur = ''
  let quote = ''
  const push = () => {
    const t = cur.trim()
    cur = ''
    if (t === '') return
    if (group) group.push(t)
    else out.push(t)
  }
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quote) {
      cur += ch
      if (ch === quote) quote = ''
      continue
    }
    if (ch === '"') {
      quote = ch
      cur += ch
    } else if (ch === '(' && cur.trim() === '') {
      if (group) throw new FilterSyntaxError(param, input, i, 'nested parentheses are not allowed here')
      group = []
    } else if (ch === ')' && group) {
      push()
      if (group.length > 0) out.push(group)
      group = null
    } else if (ch === ',') push()
    else cur += ch
  }
  if (group) throw new FilterSyntaxError(param, input, input.length, "missing ')'")
  push()
  return out
}

type ListInput = unknown

function toList(value: ListInput, param: FilterParam): unknown[] | null {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value
  if (typeof value === 'string') {
    const t = value.trim()
    if (t === '') return null
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t)
        if (Array.isArray(parsed)) return parsed
      } catch {
        // fall through to the legacy syntax
      }
    }
    return splitLegacy(t, param)
  }
  throw new FilterSyntaxError(param, String(value), 0, 'expected a string or an array of strings')
}

function entryNode(entry: unknown, param: FilterParam, parseOne: (s: string) => FilterNode, depth: number): FilterNode {
  if (typeof entry === 'string') return parseOne(entry)
  if (Array.isArray(entry)) {
    if (depth > 4) throw new FilterSyntaxError(param, JSON.stringify(entry), 0, 'arrays nested too deeply')
    const children = entry.map((e) => entryNode(e, param, parseOne, depth + 1))
    if (children.length === 0) return MATCH_ALL
    return children.length === 1 ? children[0] : { type: 'or', children }
  }
  throw new FilterSyntaxError(param, JSON.stringify(entry) ?? String(entry), 0, 'expected a string or an array of strings')
}

/**
 * facetFilters / numericFilters -> a list of AND-ed groups (each an OR of conditions), so callers
 * can cache each group separately. Empty input -> [].
 */
export function parseFilterList(
  value: ListInput,
  param: 'facetFilters' | 'numericFilters',
  limits: Readonly<FilterLimits> = DEFAULT_FILTER_LIMITS,
): FilterNode[] {
  if (typeof value === 'string' && value.length > limits.maxLength) {
    throw new FilterSyntaxError(param, value, limits.maxLength, `the filter is longer than ${limits.maxLength} characters`)
  }
  const list = toList(value, param)
  if (!list) return []
  let conditions = 0
  let length = 0
  const parseOne = (s: string): FilterNode => {
    length += s.length
    if (++conditions > limits.maxConditions || length > limits.maxLength) {
      const reason =
        conditions > limits.maxConditions ? `more than ${limits.maxConditions} conditions` : `longer than ${limits.maxLength} characters in all`
      throw new FilterSyntaxError(param, s, 0, reason)
    }
    return param === 'facetFilters' ? parseFacetFilter(s) : parseNumericFilter(s)
  }
  const out: FilterNode[] = []
  for (const entry of list) {
    const node = entryNode(entry, param, parseOne, 0)
    if (node.type !== 'all') out.push(node)
  }
  return out
}

