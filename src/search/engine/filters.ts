/**
 * Algolia's filter syntaxes, parsed into one small AST:
 *
 * - `filters`: `attr:value`, `attr:"quoted value"`, `attr:true`, `attr > 5` (`<`, `<=`, `=`, `!=`,
 *   `>=`, `>`), `attr:10 TO 20`, a bare `value` (= `_tags:value`), `AND`, `OR`, `NOT`, parentheses.
 *   Precedence NOT > AND > OR. Operators and `TO` are upper case (as Algolia); whitespace is free.
 *   Any nesting is accepted (a superset of Algolia, which only takes conjunctions of disjunctions).
 * - `facetFilters`: `"attr:value"` strings in arrays, nested arrays are OR groups; a value starting
 *   with `-` (or an attribute starting with `-`) negates; `\-` escapes a literal leading minus.
 *   The legacy string form `"a:x,(b:y,b:z)"` is accepted too.
 * - `numericFilters`: `"attr>=5"`, `"attr:1 TO 9"` strings, nested arrays are OR groups.
 */
import { FilterSyntaxError, type FilterParam } from './errors'

type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

export type FilterNode =
  | { type: 'all' }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; min: number; max: number }
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }

const MATCH_ALL: FilterNode = { type: 'all' }
const MAX_DEPTH = 200

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

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0'
}

const ATTR_STOP = new Set([':', '<', '>', '=', '!', '(', ')', '"', "'"])
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])

class Parser {
  private pos = 0
  private depth = 0
  private conditions = 0

  constructor(
    private readonly src: string,
    private readonly param: FilterParam,
    private readonly limits: Readonly<FilterLimits> = DEFAULT_FILTER_LIMITS,
  ) {
    if (src.length > limits.maxLength) {
      throw new FilterSyntaxError(param, src, limits.maxLength, `the filter is longer than ${limits.maxLength} characters`)
    }
  }

  fail(reason: string, at = this.pos): never {
    throw new FilterSyntaxError(this.param, this.src, at, reason)
  }

  private skipWs(): void {
    while (this.pos < this.src.length && isSpace(this.src[this.pos])) this.pos++
  }

  private atEnd(): boolean {
    this.skipWs()
    return this.pos >= this.src.length
  }

  /** Is the keyword at the cursor (followed by a boundary)? Does not consume. */
  private peekKeyword(word: string): boolean {
    this.skipWs()
    if (!this.src.startsWith(word, this.pos)) return false
    const next = this.src[this.pos + word.length]
    return next === undefined || isSpace(next) || next === '(' || next === ')' || next === '"' || next === "'"
  }

  parseExpression(): FilterNode {
    if (this.atEnd()) return MATCH_ALL
    const node = this.parseOr()
    this.skipWs()
    if (this.pos < this.src.length) {
      const c = this.src[this.pos]
      if (c === ')') this.fail("unexpected ')' without a matching '('")
      this.fail(`unexpected ${this.describeHere()}, expected AND, OR or the end of the filter`)
    }
    return node
  }

  /** One condition and nothing else (used for numericFilters entries). */
  parseSingleCondition(): FilterNode {
    this.skipWs()
    if (this.pos >= this.src.length) this.fail('empty numeric filter')
    const node = this.parseCondition()
    if (!this.atEnd()) this.fail(`unexpected ${this.describeHere()} after the numeric filter`)
    return node
  }

  private describeHere(): string {
    const rest = this.src.slice(this.pos)
    const m = /^\S{1,20}/.exec(rest)
    return m ? JSON.stringify(m[0]) : 'end of filter'
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()]
    while (this.peekKeyword('OR')) {
      this.pos += 2
      children.push(this.parseAnd())
    }
    return children.length === 1 ? children[0] : { type: 'or', children }
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()]
    while (this.peekKeyword('AND')) {
      this.pos += 3
      children.push(this.parseUnary())
    }
    return children.length === 1 ? children[0] : { type: 'and', children }
  }

  private parseUnary(): FilterNode {
    if (this.peekKeyword('NOT')) {
      this.pos += 3
      if (++this.depth > MAX_DEPTH) this.fail('filter nested too deeply')
      const child = this.parseUnary()
      this.depth--
      return { type: 'not', child }
    }
    return this.parsePrimary()
  }

  private parsePrimary(): FilterNode {
    this.skipWs()
    if (this.pos >= this.src.length) this.fail('unexpected end of filter, expected a condition')
    const c = this.src[this.pos]
    if (c === '(') {
      const open = this.pos
      this.pos++
      if (++this.depth > MAX_DEPTH) this.fail('filter nested too deeply')
      if (this.atEnd()) this.fail("unexpected end of filter, expected a condition after '('")
      if (this.src[this.pos] === ')') this.fail("empty parentheses '()'")
      const node = this.parseOr()
      this.skipWs()
      if (this.src[this.pos] !== ')') {
        if (this.pos >= this.src.length) this.fail(`missing ')' to close the '(' at position ${open}`)
        this.fail(`unexpected ${this.describeHere()}, expected AND, OR or ')'`)
      }
      this.pos++
      this.depth--
      return node
    }
    if (c === ')') this.fail("unexpected ')', expected a condition")
    return this.parseCondition()
  }

  private readQuoted(): string {
    const quote = this.src[this.pos]
    const start = this.pos
    this.pos++
    let out = ''
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos]
      if (ch === '\\' && this.pos + 1 < this.src.length) {
        out += this.src[this.pos + 1]
        this.pos += 2
        continue
      }
      if (ch === quote) {
        this.pos++
        return out
      }
      out += ch
      this.pos++
    }
    return this.fail(`unterminated quoted string starting`, start)
  }

  private readAttribute(): { name: string; quoted: boolean } {
    const c = this.src[this.pos]
    if (c === '"' || c === "'") return { name: this.readQuoted(), quoted: true }
    const start = this.pos
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos]
      if (isSpace(ch) || ATTR_STOP.has(ch)) break
      this.pos++
    }
    if (this.pos === start) this.fail(`unexpected ${this.describeHere()}, expected an attribute name`)
    return { name: this.src.slice(start, this.pos), quoted: false }
  }

  /** An unquoted value runs to the next whitespace or parenthesis. */
  private readBareValue(): string {
    const start = this.pos
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos]
      if (isSpace(ch) || ch === '(' || ch === ')') break
      this.pos++
    }
    return this.src.slice(start, this.pos)
  }

  private readValue(): { value: string; quoted: boolean } {
    const c = this.src[this.pos]
    if (c === '"' || c === "'") return { value: this.readQuoted(), quoted: true }
    return { value: this.readBareValue(), quoted: false }
  }

  private parseCondition(): FilterNode {
    const attrStart = this.pos
    if (++this.conditions > this.limits.maxConditions) {
      this.fail(`more than ${this.limits.maxConditions} conditions in one filter`, attrStart)
    }
    const { name, quoted } = this.readAttribute()
    if (!quoted && KEYWORDS.has(name)) this.fail(`unexpected keyword ${name}, expected a condition`, attrStart)
    const afterAttr = this.pos
    this.skipWs()
    const c = this.src[this.pos]
    if (c === ':') {
      this.pos++
      this.skipWs()
      if (this.pos >= this.src.length || this.src[this.pos] === '(' || this.src[this.pos] === ')') {
        this.fail(`expected a value after "${name}:"`)
      }
      const valueStart = this.pos
      const { value, quoted: valueQuoted } = this.readValue()
      if (!valueQuoted && value === '') this.fail(`expected a value after "${name}:"`, valueStart)
      if (!valueQuoted) {
        const lower = parseNumber(value)
        if (lower !== null && this.peekKeyword('TO')) {
          this.pos += 2
          this.skipWs()
          const upperStart = this.pos
          const upperText = this.readBareValue()
          const upper = parseNumber(upperText)
          if (upper === null) {
            this.fail(upperText === '' ? `expected a number after "TO"` : `expected a number after "TO", got ${JSON.stringify(upperText)}`, upperStart)
          }
          return { type: 'range', attribute: name, min: lower, max: upper }
        }
      }
      return { type: 'facet', attribute: name, value }
    }
    if (c === '<' || c === '>' || c === '=' || c === '!') {
      const opStart = this.pos
      let op: NumericOperator
      const two = this.src.slice(this.pos, this.pos + 2)
      if (two === '<=' || two === '>=' || two === '!=') {
        op = two
        this.pos += 2
      } else if (c === '!') {
        return this.fail(`unknown operator "!", expected "!="`, opStart)
      } else {
        op = c
        this.pos++
        if (c === '=' && this.src[this.pos] === '=') this.pos++ // tolerate "=="
      }
      this.skipWs()
      const numStart = this.pos
      const text = this.readBareValue()
      const value = parseNumber(text)
      if (value === null) {
        this.fail(text === '' ? `expected a number after "${name} ${op}"` : `expected a number after "${name} ${op}", got ${JSON.stringify(text)}`, numStart)
      }
      return { type: 'numeric', attribute: name, operator: op, value }
    }
    // A bare word is a tag filter (Algolia: `published` means `_tags:published`).
    this.pos = afterAttr
    if (quoted || name !== '') return { type: 'facet', attribute: '_tags', value: name }
    return this.fail('expected a condition', attrStart)
  }
}

/** Parse a `filters` string. Empty or blank -> match-all. Throws FilterSyntaxError. */
export function parseFilters(input: string, limits: Readonly<FilterLimits> = DEFAULT_FILTER_LIMITS): FilterNode {
  return new Parser(input, 'filters', limits).parseExpression()
}

/** Parse one numericFilters entry such as `price>=1000` or `year:2015 TO 2020`. */
export function parseNumericFilter(input: string): FilterNode {
  const node = new Parser(input, 'numericFilters').parseSingleCondition()
  if (node.type !== 'numeric' && node.type !== 'range') {
    throw new FilterSyntaxError('numericFilters', input, 0, 'expected a numeric comparison like "price>=1000" or "price:1000 TO 5000"')
  }
  return node
}

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
