import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SOLD_DAYS,
  buildBaseFilter,
  isListedOnSite,
  quoteFilterValue,
  soldCutoffSeconds,
  type ListableCar,
  type StockScope,
} from '@/rules/baseFilter'

const DAY_S = 86_400
const now = new Date('2025-06-15T12:00:00+10:00')
const nowS = Math.floor(now.getTime() / 1000)
const cutoff3 = nowS - 3 * DAY_S

/**
 * A tiny evaluator for the subset of Algolia filter syntax buildBaseFilter emits
 * (top-level ANDs of: a single filter, "NOT filter", or a parenthesised OR group;
 * filters are `attr:value`, `attr:"quoted value"` or `attr > number`). Facet matching is
 * case-insensitive, as in Algolia.
 */
function evaluate(filter: string, record: Record<string, unknown>): boolean {
  const clauses = filter.split(' AND ')
  return clauses.every((clause) => {
    if (clause.startsWith('NOT ')) return !single(clause.slice(4), record)
    if (clause.startsWith('(')) return clause.slice(1, -1).split(' OR ').some((f) => single(f, record))
    return single(clause, record)
  })
}
function single(f: string, record: Record<string, unknown>): boolean {
  const numeric = /^(\w+) > (-?\d+)$/.exec(f)
  if (numeric) {
    const v = record[numeric[1] as string]
    return typeof v === 'number' && v > Number(numeric[2])
  }
  const facet = /^(\w+):(.*)$/.exec(f)
  if (!facet) throw new Error(`unexpected filter ${f}`)
  let value = facet[2] as string
  if (value.startsWith('"')) value = JSON.parse(value)
  const v = record[facet[1] as string]
  return v !== undefined && v !== null && String(v).toLowerCase() === value.toLowerCase()
}

describe('base filter (DESIGN.md Search contract, SPEC.md §4 Car status, §7 Search details)', () => {
  it('default: in_stock OR coming_soon OR sold within 3 days, AND show_on_dealer_website:true', () => {
    expect(DEFAULT_SOLD_DAYS).toBe(3)
    expect(buildBaseFilter({ now })).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff3}) AND show_on_dealer_website:true`,
    )
  })

  it('N is the site setting soldDays (epoch seconds cut-off = now − N days)', () => {
    expect(soldCutoffSeconds(now, 7)).toBe(nowS - 7 * DAY_S)
    expect(buildBaseFilter({ now, soldDays: 7 })).toContain(`sold_date_timestamp > ${nowS - 7 * DAY_S})`)
    expect(soldCutoffSeconds(now, 0)).toBe(nowS)
    expect(soldCutoffSeconds(now, null)).toBe(cutoff3)
    expect(soldCutoffSeconds(now, -1)).toBe(cutoff3)
    expect(soldCutoffSeconds(now.getTime(), 3)).toBe(cutoff3)
  })

  it('adds the stock scope: dealerships, car types, item types, excluded stock numbers', () => {
    expect(
      buildBaseFilter({
        now,
        dealershipSlugs: ['acme-toyota', 'acme-kia'],
        carTypes: ['used'],
        itemTypes: ['caravan'],
        excludedStockNumbers: ['X123', 'Y 9'],
      }),
    ).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff3}) AND show_on_dealer_website:true` +
        ' AND (dealership_slug:acme-toyota OR dealership_slug:acme-kia) AND car_type:used AND item_type:caravan' +
        ' AND NOT stocknum:X123 AND NOT stocknum:"Y 9"',
    )
  })

  it('car types "all" or empty lists do not restrict; blanks and duplicates are dropped', () => {
    const plain = buildBaseFilter({ now })
    expect(buildBaseFilter({ now, carTypes: ['all', 'new'] })).toBe(plain)
    expect(buildBaseFilter({ now, dealershipSlugs: [], itemTypes: [' '], excludedStockNumbers: [] })).toBe(plain)
    expect(buildBaseFilter({ now, dealershipSlugs: ['a', 'a', ' a '] })).toBe(`${plain} AND dealership_slug:a`)
  })

  it('quotes values with spaces or special characters', () => {
    expect(quoteFilterValue('acme-toyota')).toBe('acme-toyota')
    expect(quoteFilterValue('AB.12_3')).toBe('AB.12_3')
    expect(quoteFilterValue('Acme Motors')).toBe('"Acme Motors"')
    expect(quoteFilterValue('a"b')).toBe('"a\\"b"')
    expect(quoteFilterValue('a:b')).toBe('"a:b"')
    expect(quoteFilterValue('(x)')).toBe('"(x)"')
    expect(quoteFilterValue('-12')).toBe('"-12"')
    expect(quoteFilterValue('OR')).toBe('"OR"')
    expect(quoteFilterValue('')).toBe('""')
  })
})

describe('isListedOnSite (the same predicate on one record)', () => {
  const base: ListableCar = { status: 'in_stock', show_on_dealer_website: true }

  it('in_stock and coming_soon are listed; show_on_dealer_website must be true', () => {
    expect(isListedOnSite(base, {}, now)).toBe(true)
    expect(isListedOnSite({ ...base, status: 'coming_soon' }, {}, now)).toBe(true)
    expect(isListedOnSite({ ...base, show_on_dealer_website: false }, {}, now)).toBe(false)
    expect(isListedOnSite({ status: 'in_stock' }, {}, now)).toBe(false)
  })

  it('sold 3 days ago vs 4: listed for 3 days after the sold date (default)', () => {
    const sold = (secondsAgo: number): ListableCar => ({
      status: 'sold',
      show_on_dealer_website: true,
      sold_date_timestamp: nowS - secondsAgo,
    })
    expect(isListedOnSite(sold(2 * DAY_S), {}, now)).toBe(true)
    expect(isListedOnSite(sold(3 * DAY_S - 1), {}, now)).toBe(true)
    expect(isListedOnSite(sold(3 * DAY_S), {}, now)).toBe(false)
    expect(isListedOnSite(sold(4 * DAY_S), {}, now)).toBe(false)
    expect(isListedOnSite(sold(4 * DAY_S), { soldDays: 5 }, now)).toBe(true)
    expect(isListedOnSite({ status: 'sold', show_on_dealer_website: true }, {}, now)).toBe(false)
  })

  it('accepts sold_date_timestamp in ms or ISO on a record', () => {
    const ms = (nowS - DAY_S) * 1000
    expect(isListedOnSite({ status: 'sold', show_on_dealer_website: true, sold_date_timestamp: ms }, {}, now)).toBe(true)
    expect(
      isListedOnSite({ status: 'sold', show_on_dealer_website: true, sold_date_timestamp: new Date(ms).toISOString() }, {}, now),
    ).toBe(true)
  })

  it('applies the stock scope (facet matching case-insensitive, stocknum as string)', () => {
    const scope: StockScope = { dealershipSlugs: ['acme-kia'], carTypes: ['used', 'demo'], excludedStockNumbers: ['123'] }
    const car = { ...base, dealership_slug: 'ACME-KIA', car_type: 'used', stocknum: 456 }
    expect(isListedOnSite(car, scope, now)).toBe(true)
    expect(isListedOnSite({ ...car, dealership_slug: 'other' }, scope, now)).toBe(false)
    expect(isListedOnSite({ ...car, car_type: 'new' }, scope, now)).toBe(false)
    expect(isListedOnSite({ ...car, stocknum: 123 }, scope, now)).toBe(false)
    expect(isListedOnSite({ ...car, item_type: 'car' }, { itemTypes: ['caravan'] }, now)).toBe(false)
  })

  it('agrees with buildBaseFilter on a grid of records and scopes', () => {
    const statuses = ['in_stock', 'coming_soon', 'sold', null]
    const soldAgo = [undefined, DAY_S, 3 * DAY_S - 1, 3 * DAY_S, 4 * DAY_S, 6 * DAY_S]
    const scopes: StockScope[] = [
      {},
      { soldDays: 5 },
      { dealershipSlugs: ['acme-kia', 'Acme Motors'] },
      { carTypes: ['new', 'demo'], itemTypes: ['caravan'] },
      { excludedStockNumbers: ['S1', 'S 2'], carTypes: ['all'] },
    ]
    let checked = 0
    for (const status of statuses)
      for (const ago of soldAgo)
        for (const show of [true, false])
          for (const dealership of ['acme-kia', 'Acme Motors', 'other'])
            for (const carType of ['new', 'used'])
              for (const itemType of ['car', 'caravan'])
                for (const stocknum of ['S1', 'S 2', 'S3'])
                  for (const scope of scopes) {
                    const record = {
                      status,
                      show_on_dealer_website: show,
                      sold_date_timestamp: ago === undefined ? undefined : nowS - ago,
                      dealership_slug: dealership,
                      car_type: carType,
                      item_type: itemType,
                      stocknum,
                    }
                    const filter = buildBaseFilter({ ...scope, now })
                    expect(isListedOnSite(record, scope, now), `${filter} ${JSON.stringify(record)}`).toBe(
                      evaluate(filter, record),
                    )
                    checked += 1
                  }
    expect(checked).toBeGreaterThan(5000)
  })
})
