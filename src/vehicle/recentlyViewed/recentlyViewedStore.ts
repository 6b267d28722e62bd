/**
 * The recently viewed list in the shopper's browser (local storage per site, src/rules/recentlyViewed.ts).
 * Storage that is blocked or full leaves the list as it was; nothing breaks.
 */
import { parseRecentlyViewed, recentlyViewedKey } from '@/rules/recentlyViewed'

export function readRecentlyViewed(siteSlug: string): string[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(recentlyViewedKey(siteSlug)))
  } catch {
    return []
  }
}

export function writeRecentlyViewed(siteSlug: string, list: readonly string[]): void {
  try {
    window.localStorage.setItem(recentlyViewedKey(siteSlug), JSON.stringify(list))
  } catch {
    // Blocked or full: the list is not kept.
  }
}
