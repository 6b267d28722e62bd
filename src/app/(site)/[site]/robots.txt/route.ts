/** /robots.txt of the request's site: crawl everything public, and where the sitemap is. */
import { getSite } from '@/data'
import { robotsTxt } from '@/seo/sitemap'
import { originForRequest } from '@/seo/siteOrigin'
import { notFoundText, siteFileTags } from '@/seo/responses'
import { edgeTagsHeader } from '@/edge/edgeHeaders'

type Context = { params: Promise<{ site: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const site = await getSite((await params).site)
  if (!site) return notFoundText()
  return new Response(robotsTxt(originForRequest(site, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', ...edgeTagsHeader(siteFileTags(site.id)) },
  })
}
