/**
 * The one small filter tree the three filter syntaxes parse into (see filters.ts and
 * filterLists.ts), the bounds on one expression, and what the engine reads from a tree: the
 * attributes it names and a stable text form.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

export type FilterNode =
  | { type: 'all' }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; min: number; max: number }
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }

export const MATCH_ALL: FilterNode = { type: 'all' }

/**
 * Bounds on one filter expression, so an anonymous request costs a bounded amount of parsing and
 * evaluation: its length in characters and its number of conditions (`attr:value`, comparisons,
 * ranges, tags). The defaults fit anything the sites send (a page's preset scope, refinements)
 * with a wide margin; the engine allows more for a site's base filter ANDed with a shopper's.
 */
export interface FilterLimits {
  maxLength: number
  maxConditions: number
}

export const DEFAULT_FILTER_LIMITS: Readonly<FilterLimits> = { maxLength: 8192, maxConditions: 256 }
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

export function parseNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}


/** Every attribute a filter tree names (once each). */
export function filterAttributes(node: FilterNode, out: Set<string> = new Set()): Set<string> {
  switch (node.type) {
    case 'all':
      break
    case 'facet':
    case 'numeric':
    case 'range':
      out.add(node.attribute)
      break
    case 'and':
    case 'or':
      for (const child of node.children) filterAttributes(child, out)
      break
    case 'not':
      filterAttributes(node.child, out)
      break
  }
  return out
}

/** Stable text form of a node (for cache keys and debugging). */
export function filterToString(node: FilterNode): string {
  switch (node.type) {
    case 'all':
      return '*'
    case 'facet':
      return `${JSON.stringify(node.attribute)}:${JSON.stringify(node.value)}`
    case 'numeric':
      return `${JSON.stringify(node.attribute)}${node.operator}${node.value}`
    case 'range':
      return `${JSON.stringify(node.attribute)}:${node.min} TO ${node.max}`
    case 'and':
      return `(${node.children.map(filterToString).join(' AND ')})`
    case 'or':
      return `(${node.children.map(filterToString).join(' OR ')})`
    case 'not':
      return `NOT ${filterToString(node.child)}`
  }
}
