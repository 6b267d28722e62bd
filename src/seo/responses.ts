/** Small HTTP answers shared by the sitemap and robots route handlers. */
import { globalCollectionTag, siteCollectionTag, siteTag, SITES_DIRECTORY_TAG } from '@/cache/tags'
import { edgeTagsHeader } from '@/edge/edgeHeaders'

/**
 * The cache tags of a site's robots.txt and sitemaps, for the edge in front (src/edge): the site
 * and its content (`site:{id}`, every site-content save), its cars, its domains and the platform
 * offers it lists.
 */
export function siteFileTags(siteId: number): string[] {
  return [siteTag(siteId), siteCollectionTag(siteId, 'vehicles'), SITES_DIRECTORY_TAG, globalCollectionTag('offers')]
}

export function xmlResponse(xml: string, tags: readonly string[] = []): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600', ...edgeTagsHeader(tags) },
  })
}

export function notFoundText(message = 'Not found'): Response {
  return new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
