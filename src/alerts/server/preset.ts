/**
 * The fixed scope of a saved search's page, as the page itself applies it (its `presetFilter`):
 * '' for /cars, the car types of /search/{types}-cars, the make (and model) of /search/{make}[/{model}]
 * as the site's search page resolves them (src/data/search.ts resolveSearchPage). Kept on the saved
 * search, so the alert matches with the page's own filter. null: no such page on this site.
 */
import type { Site } from '@/payload-types'

export type ResolvePreset = (site: Site, path: string) => Promise<string | null>

export const defaultResolvePreset: ResolvePreset = async (site, path) => {
  if (path === '/cars') return ''
  const { resolveSearchPage } = await import('@/data/search')
  const resolved = await resolveSearchPage(site.slug, path.slice('/search/'.length))
  if (!resolved) return null
  return resolved.page.presetFilter ?? ''
}
