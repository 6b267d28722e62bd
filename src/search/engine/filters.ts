/**
 * Algolia's `filters` syntax, parsed into the filter tree of filterTree.ts:
 *
 * - `filters`: `attr:value`, `attr:"quoted value"`, `attr:true`, `attr > 5` (`<`, `<=`, `=`, `!=`,
 *   `>=`, `>`), `attr:10 TO 20`, a bare `value` (= `_tags:value`), `AND`, `OR`, `NOT`, parentheses.
 *   Precedence NOT > AND > OR. Operators and `TO` are upper case (as Algolia); whitespace is free.
 *   Any nesting is accepted (a superset of Algolia, which only takes conjunctions of disjunctions).
 * - one `numericFilters` entry: `"attr>=5"`, `"attr:1 TO 9"` (the lists: filterLists.ts).
 */
import { FilterSyntaxError, type FilterParam } from './errors'
import { DEFAULT_FILTER_LIMITS, type FilterLimits, type FilterNode, MATCH_ALL, type NumericOperator, parseNumber } from './filterTree'

const MAX_DEPTH = 200

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
      return this.parseFacetOrRange(name)
    }
    if (c === '<' || c === '>' || c === '=' || c === '!') return this.parseComparison(name, c)
    // A bare word is a tag filter (Algolia: `published` means `_tags:published`).
    this.pos = afterAttr
    if (quoted || name !== '') return { type: 'facet', attribute: '_tags', value: name }
    return this.fail('expected a condition', attrStart)
  }

  /** After `attr:`: a value, or a numeric range `lower TO upper`. */
  private parseFacetOrRange(name: string): FilterNode {
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

  /** `attr <op> number`, the cursor on the operator's first character `c`. */
  private parseComparison(name: string, c: '<' | '>' | '=' | '!'): FilterNode {
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

