/** /sitemap/{n}.xml: one 5,000-URL part of a large site's sitemap (see ../../sitemap.xml/route.ts). */
import { getSite } from '@/data'
import { cachedSitemapEntries } from '@/data/sitemapEntries'
import { parseSitemapFile, sitemapChunk, urlsetXml } from '@/seo/sitemap'
import { originForRequest } from '@/seo/siteOrigin'
import { siteFileTags, xmlResponse, notFoundText } from '@/seo/responses'

type Context = { params: Promise<{ site: string; file: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { site: key, file } = await params
  const n = parseSitemapFile(file)
  if (n === null) return notFoundText()
  const site = await getSite(key)
  if (!site) return notFoundText()
  const chunk = sitemapChunk(await cachedSitemapEntries(site), n)
  if (chunk.length === 0) return notFoundText()
  return xmlResponse(urlsetXml(originForRequest(site, request), chunk), siteFileTags(site.id))
}
