/**
 * The car fields the SEO modules read: SPEC.md §3 Car names, i.e. a search index record
 * (`toSearchRecord(vehicle)` in src/search/record.ts gives exactly this from a vehicle document).
 * Every field may be missing. Pure helpers only.
 */
import type { PriceCar } from '../rules/priceDisplay'
import type { CarRecord } from '@/search/carRecord'

export type SeoCar = Partial<CarRecord> & PriceCar

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim())

/** A value worth showing: not empty, not the string "null" (SPEC.md §5 spec rows). */
export function shown(v: unknown): string | null {
  const t = text(v)
  return t === '' || t.toLowerCase() === 'null' || t.toLowerCase() === 'undefined' ? null : t
}

/** "2022 Toyota Corolla Ascent Sport": year make model badge, else the stored name. */
export function carName(car: SeoCar): string {
  const built = [car.year, car.make, car.model, car.badge].map(shown).filter(Boolean).join(' ')
  return built || shown(car.name) || 'Vehicle'
}

/** A finite, non-negative number from a number or numeric string; null otherwise. */
export function toNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/,/g, '')) : Number.NaN
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Every image URL of the car, primary first, without duplicates. */
export function carImageUrls(car: SeoCar): string[] {
  const urls = [car.primary_image_url, ...(car.images ?? []).map((i) => i?.url)]
    .map((u) => text(u))
    .filter((u) => u !== '')
  return [...new Set(urls)]
}

/** Dealer comments as plain text: `|` separates paragraphs (SPEC.md §3). */
export function commentParagraphs(comments: string | null | undefined): string[] {
  return text(comments)
    .split('|')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '')
}

/** Cut `value` at a word boundary to at most `max` characters, adding "…" when cut. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`
}

/** The word for the kind of vehicle: "caravan" or "car". */
export function vehicleWord(car: Pick<SeoCar, 'item_type'>): 'caravan' | 'car' {
  return text(car.item_type).toLowerCase() === 'caravan' ? 'caravan' : 'car'
}
