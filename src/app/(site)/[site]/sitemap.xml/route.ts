/**
 * /sitemap.xml of the request's site: the URL set itself up to 5,000 URLs,
 * else a sitemap index of /sitemap/{n}.xml. Paths are cached per site (src/data/sitemapEntries.ts);
 * the origin is the site's first domain, else the request's host.
 */
import { getSite } from '@/data'
import { cachedSitemapEntries } from '@/data/sitemapEntries'
import { rootSitemapXml } from '@/seo/sitemap'
import { originForRequest } from '@/seo/siteOrigin'
import { siteFileTags, xmlResponse, notFoundText } from '@/seo/responses'

type Context = { params: Promise<{ site: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const site = await getSite((await params).site)
  if (!site) return notFoundText()
  const entries = await cachedSitemapEntries(site)
  return xmlResponse(rootSitemapXml(originForRequest(site, request), entries), siteFileTags(site.id))
}
