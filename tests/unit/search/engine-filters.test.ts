import { describe, expect, it } from 'vitest'
import {
  createEngine,
  type FilterNode,
  FilterSyntaxError,
  filterToString,
  parseFacetFilter,
  parseFilterList,
  parseFilters,
  parseNumericFilter,
  UnknownAttributeError,
} from '@/search/engine'

const show = (s: string) => filterToString(parseFilters(s))

function syntaxError(fn: () => unknown): FilterSyntaxError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(FilterSyntaxError)
    return e as FilterSyntaxError
  }
  throw new Error('expected a FilterSyntaxError')
}

describe('filters grammar: conditions', () => {
  it('parses facet, quoted, boolean and tag conditions', () => {
    expect(parseFilters('make:Toyota')).toEqual({ type: 'facet', attribute: 'make', value: 'Toyota' })
    expect(parseFilters('make:"Land Rover"')).toEqual({ type: 'facet', attribute: 'make', value: 'Land Rover' })
    expect(parseFilters("make:'Land Rover'")).toEqual({ type: 'facet', attribute: 'make', value: 'Land Rover' })
    expect(parseFilters('name:"a:b c (d)"')).toEqual({ type: 'facet', attribute: 'name', value: 'a:b c (d)' })
    expect(parseFilters('name:"say \\"hi\\""')).toEqual({ type: 'facet', attribute: 'name', value: 'say "hi"' })
    expect(parseFilters('"my attr":x')).toEqual({ type: 'facet', attribute: 'my attr', value: 'x' })
    expect(parseFilters('show_on_dealer_website:true')).toEqual({ type: 'facet', attribute: 'show_on_dealer_website', value: 'true' })
    expect(parseFilters('make:"AND"')).toEqual({ type: 'facet', attribute: 'make', value: 'AND' })
    expect(parseFilters('published')).toEqual({ type: 'facet', attribute: '_tags', value: 'published' })
    expect(parseFilters('autograb_data.average_market_price > 10')).toMatchObject({ attribute: 'autograb_data.average_market_price' })
  })

  it('parses every numeric operator, with or without spaces', () => {
    const ops = ['<', '<=', '=', '!=', '>=', '>'] as const
    for (const op of ops) {
      expect(parseFilters(`price ${op} 5`)).toEqual({ type: 'numeric', attribute: 'price', operator: op, value: 5 })
      expect(parseFilters(`price${op}5`)).toEqual({ type: 'numeric', attribute: 'price', operator: op, value: 5 })
    }
    expect(parseFilters('price > -12.5')).toEqual({ type: 'numeric', attribute: 'price', operator: '>', value: -12.5 })
    expect(parseFilters('ts >= 1.7e9')).toMatchObject({ value: 1.7e9 })
  })

  it('parses ranges', () => {
    expect(parseFilters('price:10 TO 20')).toEqual({ type: 'range', attribute: 'price', min: 10, max: 20 })
    expect(parseFilters('price: -5.5   TO   20')).toEqual({ type: 'range', attribute: 'price', min: -5.5, max: 20 })
  })

  it('treats empty and blank filters as match-all', () => {
    expect(parseFilters('')).toEqual({ type: 'all' })
    expect(parseFilters('   ')).toEqual({ type: 'all' })
  })
})

describe('filters grammar: boolean structure', () => {
  it('gives NOT > AND > OR precedence', () => {
    expect(show('a:1 OR b:1 AND c:1')).toBe(show('a:1 OR (b:1 AND c:1)'))
    expect(show('a:1 AND b:1 OR c:1')).toBe(show('(a:1 AND b:1) OR c:1'))
    expect(show('NOT a:1 AND b:1')).toBe(show('(NOT a:1) AND b:1'))
    expect(show('NOT a:1 OR b:1')).toBe(show('(NOT a:1) OR b:1'))
    expect(show('a:1 AND NOT b:1 OR c:1')).toBe('(("a":"1" AND NOT "b":"1") OR "c":"1")')
  })

  it('lets parentheses override precedence and nest', () => {
    expect(show('(a:1 OR b:1) AND c:1')).toBe('(("a":"1" OR "b":"1") AND "c":"1")')
    expect(show('((a:1 OR (b:1 AND NOT c:1)) AND d:1)')).toBe('(("a":"1" OR ("b":"1" AND NOT "c":"1")) AND "d":"1")')
    expect(show('NOT (a:1 OR b:1)')).toBe('NOT ("a":"1" OR "b":"1")')
    expect(show('NOT NOT a:1')).toBe('NOT NOT "a":"1"')
  })

  it('is tolerant of whitespace', () => {
    const expected = show('(make:Toyota OR make:Mazda) AND price>=5')
    expect(show('  ( make : Toyota   OR\tmake:Mazda )AND(price >= 5)  ')).toBe(expected)
    expect(show('(make:Toyota OR make:Mazda)\nAND price>=5')).toBe(expected)
  })

  it('parses the site base filter', () => {
    const node = parseFilters(
      '(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1700000000) AND show_on_dealer_website:true AND (dealership_slug:a OR dealership_slug:b)',
    )
    expect(node.type).toBe('and')
    expect((node as Extract<FilterNode, { type: 'and' }>).children.map((c) => c.type)).toEqual(['or', 'facet', 'or'])
  })
})

describe('filters grammar: syntax errors', () => {
  const cases: Array<[string, RegExp]> = [
    ['make:', /expected a value after "make:"/],
    ['make:Toyota AND', /expected a condition/],
    ['make:Toyota OR', /expected a condition/],
    ['(make:Toyota', /missing '\)'/],
    ['make:Toyota)', /unexpected '\)'/],
    ['price > abc', /expected a number after "price >", got "abc"/],
    ['price >', /expected a number after "price >"/],
    ['price:10 TO', /expected a number after "TO"/],
    ['price:10 TO x', /expected a number after "TO", got "x"/],
    ['AND make:x', /unexpected keyword AND/],
    ['make:"unterminated', /unterminated quoted string/],
    ['make Toyota', /unexpected "Toyota", expected AND, OR or the end of the filter/],
    ['()', /empty parentheses/],
    ['price ! 5', /unknown operator "!"/],
    ['make:x and model:y', /expected AND, OR or the end of the filter/],
    [':x', /expected an attribute name/],
  ]
  for (const [input, message] of cases) {
    it(`rejects ${JSON.stringify(input)}`, () => {
      const err = syntaxError(() => parseFilters(input))
      expect(err.message).toMatch(message)
      expect(err.message).toContain('Invalid filters')
      expect(err.status).toBe(400)
      expect(err.param).toBe('filters')
      expect(err.position).toBeGreaterThanOrEqual(0)
      expect(err.position).toBeLessThanOrEqual(input.length)
    })
  }

  it('reports the position of the problem', () => {
    expect(syntaxError(() => parseFilters('make:Toyota AND price > x')).position).toBe(24)
  })

  it('rejects very deep nesting without overflowing the stack', () => {
    const deep = `${'('.repeat(4000)}a:1${')'.repeat(4000)}`
    expect(syntaxError(() => parseFilters(deep)).message).toMatch(/nested too deeply/)
    expect(show(`${'('.repeat(50)}a:1${')'.repeat(50)}`)).toBe('"a":"1"')
  })
})

describe('facetFilters and numericFilters parsing', () => {
  it('parses negation in both spellings and escaped minus', () => {
    expect(parseFacetFilter('make:Toyota')).toEqual({ type: 'facet', attribute: 'make', value: 'Toyota' })
    expect(parseFacetFilter('make:-Toyota')).toEqual({ type: 'not', child: { type: 'facet', attribute: 'make', value: 'Toyota' } })
    expect(parseFacetFilter('-make:Toyota')).toEqual({ type: 'not', child: { type: 'facet', attribute: 'make', value: 'Toyota' } })
    expect(parseFacetFilter('make:\\-Toyota')).toEqual({ type: 'facet', attribute: 'make', value: '-Toyota' })
    expect(parseFacetFilter('name:a:b')).toEqual({ type: 'facet', attribute: 'name', value: 'a:b' })
    expect(parseFacetFilter('make:Land Rover')).toEqual({ type: 'facet', attribute: 'make', value: 'Land Rover' })
  })

  it('turns nested arrays into OR groups', () => {
    const groups = parseFilterList([['make:Toyota', 'make:Mazda'], 'body:suv', []], 'facetFilters')
    expect(groups.map(filterToString)).toEqual(['("make":"Toyota" OR "make":"Mazda")', '"body":"suv"'])
    expect(parseFilterList('make:Toyota', 'facetFilters').map(filterToString)).toEqual(['"make":"Toyota"'])
    expect(parseFilterList('make:Toyota,(body:suv,body:ute)', 'facetFilters').map(filterToString)).toEqual([
      '"make":"Toyota"',
      '("body":"suv" OR "body":"ute")',
    ])
    expect(parseFilterList('[["make:Toyota"]]', 'facetFilters').map(filterToString)).toEqual(['"make":"Toyota"'])
    expect(parseFilterList(undefined, 'facetFilters')).toEqual([])
  })

  it('parses numericFilters entries', () => {
    expect(parseNumericFilter('price>=1000')).toEqual({ type: 'numeric', attribute: 'price', operator: '>=', value: 1000 })
    expect(parseNumericFilter('price <= 5000')).toEqual({ type: 'numeric', attribute: 'price', operator: '<=', value: 5000 })
    expect(parseNumericFilter('year:2015 TO 2020')).toEqual({ type: 'range', attribute: 'year', min: 2015, max: 2020 })
    expect(parseFilterList([['price<100', 'price>900'], 'year=2020'], 'numericFilters').map(filterToString)).toEqual([
      '("price"<100 OR "price">900)',
      '"year"=2020',
    ])
  })

  it('rejects malformed entries with a FilterSyntaxError', () => {
    expect(syntaxError(() => parseFilterList(['make'], 'facetFilters')).param).toBe('facetFilters')
    expect(syntaxError(() => parseFilterList([':x'], 'facetFilters')).message).toMatch(/Invalid facetFilters/)
    expect(syntaxError(() => parseFilterList([42], 'facetFilters')).message).toMatch(/expected a string/)
    expect(syntaxError(() => parseFilterList(['price>>5'], 'numericFilters')).param).toBe('numericFilters')
    expect(syntaxError(() => parseFilterList(['make:Toyota'], 'numericFilters')).message).toMatch(/numeric comparison/)
    expect(syntaxError(() => parseFilterList(['price >= 5 AND year > 2'], 'numericFilters')).message).toMatch(/after the numeric filter/)
  })
})

describe('filters evaluated by the engine', () => {
  const engine = createEngine({
    records: [
      { objectID: 'a', make: 'Toyota', model: 'Corolla', price: 20000, year: 2020, status: 'in_stock', show_on_dealer_website: true, _tags: ['hot'] },
      { objectID: 'b', make: 'Toyota', model: 'HiLux', price: 45000, year: 2021, status: 'sold', show_on_dealer_website: true, sold_date_timestamp: 200 },
      { objectID: 'c', make: 'Land Rover', model: 'Defender', price: 90000, year: 2022, status: 'coming_soon', show_on_dealer_website: false },
      { objectID: 'd', make: 'Mazda', model: 'CX-5', year: 2019, status: 'in_stock', show_on_dealer_website: 'true' },
    ],
  })
  const ids = (filters: string) =>
    engine
      .search('Car_production', { filters, hitsPerPage: 100 })
      .hits.map((h) => h.objectID)
      .sort()

  it('evaluates every operator', () => {
    expect(ids('make:toyota')).toEqual(['a', 'b']) // facet values are case-insensitive
    expect(ids('make:"Land Rover"')).toEqual(['c'])
    expect(ids('show_on_dealer_website:true')).toEqual(['a', 'b', 'd']) // true and "true"
    expect(ids('show_on_dealer_website:false')).toEqual(['c'])
    expect(ids('price > 20000')).toEqual(['b', 'c'])
    expect(ids('price >= 20000')).toEqual(['a', 'b', 'c'])
    expect(ids('price < 45000')).toEqual(['a'])
    expect(ids('price <= 45000')).toEqual(['a', 'b'])
    expect(ids('price = 45000')).toEqual(['b'])
    expect(ids('price != 45000')).toEqual(['a', 'c', 'd']) // records without the attribute match !=
    expect(ids('price:20000 TO 45000')).toEqual(['a', 'b'])
    expect(ids('year:2021')).toEqual(['b']) // numbers as facet values
    expect(ids('price:45000.0')).toEqual(['b'])
    expect(ids('hot')).toEqual(['a']) // bare word = _tags
    expect(ids('NOT make:Toyota')).toEqual(['c', 'd'])
    expect(ids('make:Toyota AND NOT status:sold OR make:Mazda')).toEqual(['a', 'd'])
    expect(ids('make:Toyota AND (NOT status:sold OR make:Mazda)')).toEqual(['a'])
    expect(ids('(status:in_stock OR status:coming_soon OR sold_date_timestamp > 100) AND show_on_dealer_website:true')).toEqual(['a', 'b', 'd'])
    // an attribute the index is not configured to filter on is refused (400), never indexed
    expect(() => ids('unknown_attr:x')).toThrow(UnknownAttributeError)
    expect(() => ids('NOT unknown_attr:x')).toThrow(/not a filterable attribute/)
  })

  it('throws FilterSyntaxError from search for bad filters', () => {
    expect(() => engine.search('Car_production', { filters: 'make:Toyota AND' })).toThrow(FilterSyntaxError)
    expect(() => engine.search('Car_production', { facetFilters: ['make'] })).toThrow(FilterSyntaxError)
    expect(() => engine.search('Car_production', { numericFilters: ['price>>1'] })).toThrow(FilterSyntaxError)
    expect(() => engine.multiSearch({ requests: [{ indexName: 'Car_production', filters: '(' }] })).toThrow(FilterSyntaxError)
  })
})
