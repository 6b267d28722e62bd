/**
 * Each site's search base filter: what stock a site may ever show.
 *
 * SPEC.md §4 Car status: "Sold cars stay listed for a number of days after the sold date: 3 by
 *   default, otherwise the site setting." and "Search shows cars that are in_stock, or
 *   coming_soon, or recently sold, and that have show_on_dealer_website true."
 * SPEC.md §7 Search details: "status in_stock OR coming_soon OR sold_date_timestamp after N days,
 *   AND show_on_dealer_website=true."
 * SPEC.md §9 "Sold cars stay visible for 3 days by default." "Some sites exclude specific stock numbers."
 * DESIGN.md Search contract: "(status:in_stock OR status:coming_soon OR sold_date_timestamp >
 *   now-N days) AND show_on_dealer_website:true, plus the site's stock scope (dealerships, car
 *   types, excluded stock numbers). A shopper can never widen it."
 *
 * `buildBaseFilter` writes the Algolia `filters` string; `isListedOnSite` evaluates the same
 * predicate on one record (used by the embedded engine and by index-sync checks), and the tests
 * hold the two against each other.
 *
 * Not implemented: SPEC.md §7 "Site search filters convert colons to equals" describes the legacy
 * site's internal filter plumbing; the DESIGN.md contract keeps Algolia's `attr:value` syntax
 * end to end, so there is nothing to convert.
 *
 * Index contract: sold_date_timestamp is stored in epoch seconds (Algolia numeric filters
 * compare raw numbers). `isListedOnSite` also accepts milliseconds or ISO strings on a record.
 */

import { toEpochMs } from './tagPrecedence'
import { matchesStockPreset, presetFilterClauses, stockPreset } from './stockPresets'

/** SPEC.md §4/§9: sold cars stay listed 3 days by default. */
export const DEFAULT_SOLD_DAYS = 3

const DAY_SECONDS = 86_400

export interface StockScope {
  /** Site setting "days sold cars stay listed", default 3. */
  soldDays?: number | null
  /** Limit to these dealerships (`dealership_slug`); empty or missing = no limit. */
  dealershipSlugs?: readonly string[] | null
  /** Limit to these car types (`car_type`: new, demo, used); empty, missing or containing "all" = no limit. */
  carTypes?: readonly string[] | null
  /** Limit to these item types (`item_type`, e.g. caravan); empty or missing = no limit. */
  itemTypes?: readonly string[] | null
  /** Stock numbers never shown on this site (`stocknum`). */
  excludedStockNumbers?: readonly string[] | null
  /** Site setting stockPresetLevel (SPEC.md §9, rules/stockPresets): 0 or missing = no preset. */
  presetLevel?: number | null
}

export interface BaseFilterInput extends StockScope {
  now: Date | number
}

/** The record fields the base filter reads (SPEC.md §3 Car, plus the index flag). */
export interface ListableCar {
  status?: string | null
  sold_date_timestamp?: number | string | null
  show_on_dealer_website?: boolean | null
  dealership_slug?: string | null
  car_type?: string | null
  item_type?: string | null
  stocknum?: string | number | null
  year?: number | string | null
  price?: number | string | null
}

/** The effective number of sold days: the setting when it is a finite number ≥ 0, else 3. */
export function soldDays(setting: number | null | undefined): number {
  return typeof setting === 'number' && Number.isFinite(setting) && setting >= 0 ? setting : DEFAULT_SOLD_DAYS
}

/**
 * The sold cut-off in epoch seconds: now − N days. A car whose sold_date_timestamp is strictly
 * greater is still listed, so a car sold exactly N days ago has just dropped off.
 */
export function soldCutoffSeconds(now: Date | number, days: number | null | undefined): number {
  const nowMs = toEpochMs(now) ?? 0
  return Math.floor(nowMs / 1000) - Math.round(soldDays(days) * DAY_SECONDS)
}

/**
 * Quote a facet value for Algolia's filter syntax when needed: plain values made of letters,
 * digits, "_", "-" (not leading) and "." stay bare; anything else (spaces, quotes, colons,
 * parentheses, a leading "-", the words AND/OR/NOT/TO, empty) is wrapped in double quotes with
 * inner quotes and backslashes escaped.
 */
export function quoteFilterValue(value: string | number | boolean): string {
  const text = String(value)
  const reserved = /^(AND|OR|NOT|TO)$/i.test(text)
  if (/^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/.test(text) && !reserved) return text
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** `attr:value` with the value quoted when needed. */
export function facetFilter(attribute: string, value: string | number | boolean): string {
  return `${attribute}:${quoteFilterValue(value)}`
}

/** "(a:x OR a:y)" for several values, "a:x" for one, "" for none. */
function anyOf(attribute: string, values: readonly string[]): string {
  const parts = values.map((v) => facetFilter(attribute, v))
  if (parts.length === 0) return ''
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`
}

function cleanList(values: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const v of values ?? []) {
    if (typeof v !== 'string') continue
    const t = v.trim()
    if (t === '' || seen.has(t)) continue
    seen.add(t)
    out.push(t)
  }
  return out
}

/** Car types that actually restrict the scope: none when the list is empty or contains "all". */
function scopedCarTypes(values: readonly string[] | null | undefined): string[] {
  const list = cleanList(values).map((v) => v.toLowerCase())
  return list.includes('all') ? [] : list
}

/**
 * DESIGN.md Search contract / SPEC.md §7: the site's base filter in Algolia filter syntax, e.g.
 * `(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1735430400) AND
 * show_on_dealer_website:true AND (dealership_slug:a OR dealership_slug:b) AND car_type:used
 * AND NOT stocknum:X123`. Only Algolia-supported shapes are produced (ANDs of OR-groups, NOT on
 * single facet filters).
 */
export function buildBaseFilter(input: BaseFilterInput): string {
  const cutoff = soldCutoffSeconds(input.now, input.soldDays)
  const clauses = [
    `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff})`,
    'show_on_dealer_website:true',
    anyOf('dealership_slug', cleanList(input.dealershipSlugs)),
    anyOf('car_type', scopedCarTypes(input.carTypes)),
    anyOf('item_type', cleanList(input.itemTypes)),
    ...cleanList(input.excludedStockNumbers).map((s) => `NOT ${facetFilter('stocknum', s)}`),
    ...presetFilterClauses(stockPreset(input.presetLevel), input.now),
  ]
  return clauses.filter((c) => c !== '').join(' AND ')
}

/** Algolia facet matching is case-insensitive; mirror that here. */
function sameFacetValue(a: unknown, b: string): boolean {
  if (a === null || a === undefined) return false
  return String(a).trim().toLowerCase() === b.toLowerCase()
}

/** SPEC.md §4: in_stock or coming_soon, or sold within the last N days (strictly after now − N days). */
function isVisibleStatus(car: ListableCar, now: Date | number, days?: number | null): boolean {
  const status = car.status?.trim().toLowerCase()
  if (status === 'in_stock' || status === 'coming_soon') return true
  const soldMs = toEpochMs(car.sold_date_timestamp ?? null)
  if (soldMs === null) return false
  return Math.floor(soldMs / 1000) > soldCutoffSeconds(now, days)
}

/**
 * The same predicate as `buildBaseFilter`, evaluated on one record: visible status, shown on
 * dealer websites, and inside the site's stock scope.
 */
export function isListedOnSite(car: ListableCar, scope: StockScope, now: Date | number): boolean {
  if (!isVisibleStatus(car, now, scope.soldDays)) return false
  if (car.show_on_dealer_website !== true) return false
  const dealerships = cleanList(scope.dealershipSlugs)
  if (dealerships.length && !dealerships.some((d) => sameFacetValue(car.dealership_slug, d))) return false
  const carTypes = scopedCarTypes(scope.carTypes)
  if (carTypes.length && !carTypes.some((t) => sameFacetValue(car.car_type, t))) return false
  const itemTypes = cleanList(scope.itemTypes)
  if (itemTypes.length && !itemTypes.some((t) => sameFacetValue(car.item_type, t))) return false
  const excluded = cleanList(scope.excludedStockNumbers)
  if (excluded.some((s) => sameFacetValue(car.stocknum, s))) return false
  return matchesStockPreset(car, stockPreset(scope.presetLevel), now)
}
