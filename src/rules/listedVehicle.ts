/**
 * Which car a site shows at /cars/{slug} (the vehicle page, its PDF, its phone reveal): the URL
 * segment must be a car slug, and the car must be listed on the site by the same predicate the
 * search base filter uses (rules/baseFilter#isListedOnSite on the car's index record), so a car
 * is shown exactly when search lists it. Pure: no I/O.
 */
import type { Site } from '@/payload-types'
import { MAX_CAR_SLUG_LENGTH } from '@/lib/constants'
import { isSlug, safeDecode } from '@/lib/slug'
import { soldDays, type StockScope } from './baseFilter'

/** The car slug a URL segment names, or null for anything a car slug cannot be (404 without a query). */
export function parseCarSlug(segment: string | null | undefined): string | null {
  if (typeof segment !== 'string' || segment.length === 0 || segment.length > MAX_CAR_SLUG_LENGTH * 3) return null
  const slug = safeDecode(segment)
  return isSlug(slug, MAX_CAR_SLUG_LENGTH) ? slug : null
}

const values = (rows: ReadonlyArray<{ value?: string | null } | null> | null | undefined): string[] =>
  (rows ?? []).map((r) => r?.value ?? '').filter((v) => v.trim() !== '')

/** The site's stock scope (settings with SPEC defaults), limited to its dealerships when given. */
export function stockScopeOf(site: Pick<Site, 'settings'>, dealershipSlugs: readonly string[] = []): StockScope {
  const s = site.settings ?? {}
  return {
    soldDays: soldDays(s.soldDays),
    dealershipSlugs,
    carTypes: s.stockCarTypes ?? [],
    itemTypes: s.stockItemTypes ?? [],
    excludedStockNumbers: values(s.excludedStockNumbers),
    presetLevel: s.stockPresetLevel ?? 0,
  }
}
