/**
 * SPEC.md §9 Search: "Stock-filter presets vary per site, using a numeric level helper from 0 to
 * 14; their details are not shown." SPEC gives only the range, so the platform defines the levels
 * (docs/stock-presets.md has the table): each level is a fixed set of stock filters, ANDed on top
 * of the site's stock scope (car types, item types, dealerships, excluded stock numbers) in its
 * search base filter (rules/baseFilter), so a preset can only narrow what a site lists.
 *
 * - Age: the model year is at least this year (UTC) minus `maxAgeYears`.
 * - Price: `price >= minPrice` and `price < maxPrice`. A car without a price does not match a
 *   preset with a price band (Algolia's numeric filters skip records without the attribute).
 * - Level 0, and anything that is not a whole number 0–14, applies no preset.
 */

export interface StockPreset {
  level: number
  /** What the level lists, in words (admin description and docs). */
  label: string
  carTypes?: readonly string[]
  itemTypes?: readonly string[]
  maxAgeYears?: number
  minPrice?: number
  maxPrice?: number
}

export const STOCK_PRESETS: readonly StockPreset[] = [
  { level: 0, label: 'No preset' },
  { level: 1, label: 'New cars', carTypes: ['new'] },
  { level: 2, label: 'Demo cars', carTypes: ['demo'] },
  { level: 3, label: 'New and demo cars', carTypes: ['new', 'demo'] },
  { level: 4, label: 'Used cars', carTypes: ['used'] },
  { level: 5, label: 'Used cars up to 10 years old', carTypes: ['used'], maxAgeYears: 10 },
  { level: 6, label: 'Used cars up to 5 years old', carTypes: ['used'], maxAgeYears: 5 },
  { level: 7, label: 'Near-new used cars (up to 2 years old)', carTypes: ['used'], maxAgeYears: 2 },
  { level: 8, label: 'Used cars from $10,000', carTypes: ['used'], minPrice: 10_000 },
  { level: 9, label: 'Used cars under $30,000', carTypes: ['used'], maxPrice: 30_000 },
  { level: 10, label: 'Budget used cars (under $20,000)', carTypes: ['used'], maxPrice: 20_000 },
  { level: 11, label: 'Used cars up to 10 years old, $10,000 to under $60,000', carTypes: ['used'], maxAgeYears: 10, minPrice: 10_000, maxPrice: 60_000 },
  { level: 12, label: 'New and demo cars from $20,000', carTypes: ['new', 'demo'], minPrice: 20_000 },
  { level: 13, label: 'Prestige used cars (from $50,000)', carTypes: ['used'], minPrice: 50_000 },
  { level: 14, label: 'Caravans only', itemTypes: ['caravan'] },
]

export const MAX_STOCK_PRESET_LEVEL = STOCK_PRESETS.length - 1

/** The preset of a stored level: level 0 (none) for anything that is not a whole number 0–14. */
export function stockPreset(level: number | null | undefined): StockPreset {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > MAX_STOCK_PRESET_LEVEL) return STOCK_PRESETS[0] as StockPreset
  return STOCK_PRESETS[level] as StockPreset
}

/** The oldest model year a preset with an age limit lists (UTC year of `now`), else null. */
function presetMinYear(preset: StockPreset, now: Date | number): number | null {
  if (preset.maxAgeYears === undefined) return null
  const year = new Date(typeof now === 'number' ? now : now.getTime()).getUTCFullYear()
  return year - preset.maxAgeYears
}

const anyOf = (attribute: string, values: readonly string[]): string =>
  values.length === 1 ? `${attribute}:${values[0]}` : `(${values.map((v) => `${attribute}:${v}`).join(' OR ')})`

/** The preset's clauses in Algolia filter syntax (ANDed by the base filter); none for level 0. */
export function presetFilterClauses(preset: StockPreset, now: Date | number): string[] {
  const clauses: string[] = []
  if (preset.carTypes?.length) clauses.push(anyOf('car_type', preset.carTypes))
  if (preset.itemTypes?.length) clauses.push(anyOf('item_type', preset.itemTypes))
  const minYear = presetMinYear(preset, now)
  if (minYear !== null) clauses.push(`year >= ${minYear}`)
  if (preset.minPrice !== undefined) clauses.push(`price >= ${preset.minPrice}`)
  if (preset.maxPrice !== undefined) clauses.push(`price < ${preset.maxPrice}`)
  return clauses
}

export interface PresetCar {
  car_type?: string | null
  item_type?: string | null
  year?: number | string | null
  price?: number | string | null
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}
const inList = (value: string | null | undefined, list: readonly string[]) => list.includes((value ?? '').trim().toLowerCase())

/** The same preset evaluated on one record (rules/baseFilter#isListedOnSite). */
export function matchesStockPreset(car: PresetCar, preset: StockPreset, now: Date | number): boolean {
  if (preset.carTypes?.length && !inList(car.car_type, preset.carTypes)) return false
  if (preset.itemTypes?.length && !inList(car.item_type, preset.itemTypes)) return false
  const minYear = presetMinYear(preset, now)
  const year = num(car.year)
  if (minYear !== null && (year === null || year < minYear)) return false
  const price = num(car.price)
  if (preset.minPrice !== undefined && (price === null || price < preset.minPrice)) return false
  if (preset.maxPrice !== undefined && (price === null || price >= preset.maxPrice)) return false
  return true
}
