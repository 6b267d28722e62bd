/**
 * The shopper's locally stored lists (SPEC.md §3 "Favourite entry: id (string), name, slug, make,
 * model, primary_image_url. It is stored locally per site.", and the compare list): the entry
 * shape, the local-storage keys and a defensive parser. No price or sold rules here: every page's
 * header and compare tray import this module (the favourites rules re-export it).
 */

/** SPEC.md §3 Favourite entry. */
export interface FavouriteEntry {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string
}

/**
 * A compare list holds at most 4 cars ("/compare puts up to 4 compare cars side by
 * side"; SPEC.md is silent).
 */
export const COMPARE_MAX = 4

type StoredListKind = 'favourites' | 'compare'

/** SPEC.md §3 "stored locally per site": the local storage key, e.g. "favourites:acme-motors". */
function storageKey(kind: StoredListKind, siteSlug: string): string {
  return `${kind}:${siteSlug}`
}

/** "favourites:{siteSlug}" */
export function favouritesStorageKey(siteSlug: string): string {
  return storageKey('favourites', siteSlug)
}

/** "compare:{siteSlug}" */
export function compareStorageKey(siteSlug: string): string {
  return storageKey('compare', siteSlug)
}

/** A stored local-storage value as the array it should hold: [] for none, bad JSON or anything else. */
export function storedArray(raw: string | null | undefined): unknown[] {
  if (!raw) return []
  try {
    const data: unknown = JSON.parse(raw)
    return Array.isArray(data) ? data : []
  } catch {
    return []
  }
}

/**
 * Parse a stored list (the raw local-storage string) defensively: bad JSON, non-arrays and
 * entries without an id are dropped, ids become strings, duplicates keep the first.
 * Never throws, so a tampered value cannot break the page.
 */
export function parseStoredList(raw: string | null | undefined): FavouriteEntry[] {
  const data = storedArray(raw)
  const seen = new Set<string>()
  const out: FavouriteEntry[] = []
  for (const item of data) {
    if (!item || typeof item !== 'object') continue
    const rec = item as Record<string, unknown>
    const id = rec.id
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') continue
    if (seen.has(String(id))) continue
    seen.add(String(id))
    out.push({
      id: String(id),
      name: str(rec.name),
      slug: str(rec.slug),
      make: str(rec.make),
      model: str(rec.model),
      primary_image_url: str(rec.primary_image_url),
    })
  }
  return out
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
