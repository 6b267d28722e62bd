/**
 * Car card tag banner.
 *
 * SPEC.md §4 "Tag precedence (first match wins)":
 *   1. Electric or Hybrid fuel, on sites with that option: a green tag with the fuel name.
 *   2. Reserved: tag reads Reserved.
 *   3. Used Toyota that is certified: a certified logo image.
 *   4. A tag on the car (unless it names a time that is over: src/rules/tagExpiry.ts, issue 32).
 *   5. Status coming_soon: tag reads COMING SOON.
 *   6. Created within the last 8 days: a "new" tag.
 *   7. Otherwise no tag.
 *   "Non-sellable cars show the sold tag."
 *
 * Decision (SPEC.md does not order the sold tag against the list): the sold tag
 * overrides every other tag. A sold car that was also reserved, certified, or
 * hybrid must still read "Sold", otherwise a shopper could think it is buyable.
 */

import { isTagExpired } from './tagExpiry'

/** SPEC.md §9 "New-tag window: 8 days." */
const NEW_TAG_WINDOW_DAYS = 8

const DAY_MS = 86_400_000

/** Alt text of the certified pre-owned logo (SPEC.md §4 rule 3: "a certified logo image"). */
export const CERTIFIED_IMAGE_ALT = 'Toyota Certified Pre-Owned'

/** The fields of a Car (SPEC.md §3) that the tag banner reads. */
export interface TagCar {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  certified?: boolean | null
  car_type?: string | null
  make?: string | null
  tag?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  /** Epoch seconds, epoch milliseconds, or an ISO 8601 string. */
  created_at?: string | number | null
}

/** Per-site switches the tag banner depends on (DESIGN.md Site settings). */
export interface TagSettings {
  /** "electric/hybrid green tag", default off. */
  electricHybridTag?: boolean
}

export type CarTag =
  | { kind: 'sold'; text: 'Sold' }
  | { kind: 'fuel'; text: string; tone: 'green' }
  | { kind: 'reserved'; text: 'Reserved' }
  | { kind: 'certified'; imageAlt: string }
  | { kind: 'custom'; text: string }
  | { kind: 'comingSoon'; text: 'COMING SOON' }
  | { kind: 'new'; text: 'New' }

/**
 * Normalise a timestamp to epoch milliseconds.
 * Numbers below 1e12 (and all-digit strings of that size) are epoch seconds, larger
 * numbers are epoch milliseconds, other strings are parsed as ISO 8601 dates.
 * Returns null for missing or unparseable input.
 */
export function toEpochMs(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    const t = value.getTime()
    return Number.isFinite(t) ? t : null
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    return Math.abs(value) < 1e12 ? value * 1000 : value
  }
  const trimmed = value.trim()
  if (trimmed === '') return null
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return toEpochMs(Number(trimmed))
  const parsed = Date.parse(trimmed)
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * A car is sold when its status is `sold` or its `sold` flag is set
 * (SPEC.md §4 "Non-sellable cars show the sold tag").
 */
export function isSoldCar(car: Pick<TagCar, 'status' | 'sold'>): boolean {
  return car.sold === true || normalise(car.status) === 'sold'
}

/**
 * The fuel name for the green tag when `simple_fuel` (preferred) or `fuel` contains
 * "electric" or "hybrid", case-insensitively; otherwise null.
 * SPEC.md §4 Tag precedence rule 1.
 */
export function electricOrHybridFuel(car: Pick<TagCar, 'simple_fuel' | 'fuel'>): string | null {
  for (const value of [car.simple_fuel, car.fuel]) {
    if (typeof value !== 'string') continue
    const lower = value.toLowerCase()
    if (lower.includes('electric') || lower.includes('hybrid')) return value.trim()
  }
  return null
}

/** SPEC.md §4 Tag precedence rule 3: "Used Toyota that is certified". */
function isCertifiedUsedToyota(car: Pick<TagCar, 'certified' | 'car_type' | 'make'>): boolean {
  return car.certified === true && normalise(car.car_type) === 'used' && normalise(car.make) === 'toyota'
}

/**
 * SPEC.md §4 Tag precedence rule 6 / §9 "New-tag window: 8 days".
 * Inclusive: a car created exactly 8 days ago still counts as new; one millisecond
 * later it does not. A created_at in the future (clock skew) counts as new.
 */
export function isNewArrival(
  createdAt: string | number | null | undefined,
  now: Date | number,
  windowDays: number = NEW_TAG_WINDOW_DAYS,
): boolean {
  const created = toEpochMs(createdAt)
  const nowMs = toEpochMs(now)
  if (created === null || nowMs === null) return false
  return nowMs - created <= windowDays * DAY_MS
}

/**
 * The tag banner for a car card, following SPEC.md §4 Tag precedence (first match wins),
 * with the sold tag taking precedence over all of it (see the module comment).
 */
export function carTag(car: TagCar, settings: TagSettings, now: Date | number): CarTag | null {
  if (isSoldCar(car)) return { kind: 'sold', text: 'Sold' }

  if (settings.electricHybridTag === true) {
    const fuel = electricOrHybridFuel(car)
    if (fuel) return { kind: 'fuel', text: fuel, tone: 'green' }
  }
  if (car.reserved === true) return { kind: 'reserved', text: 'Reserved' }
  if (isCertifiedUsedToyota(car)) return { kind: 'certified', imageAlt: CERTIFIED_IMAGE_ALT }

  const custom = typeof car.tag === 'string' ? car.tag.trim() : ''
  if (custom !== '' && !isTagExpired(custom, now)) return { kind: 'custom', text: custom }

  if (normalise(car.status) === 'coming_soon') return { kind: 'comingSoon', text: 'COMING SOON' }
  if (isNewArrival(car.created_at, now)) return { kind: 'new', text: 'New' }
  return null
}

function normalise(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}
