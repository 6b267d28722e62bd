/** /feeds/{file}: the site's listing feeds for Google vehicle ads and Meta (src/feeds/feedResponse.ts). */
import { getSite } from '@/data'
import { originForRequest } from '@/seo/siteOrigin'
import { feedFileResponse } from '@/feeds/feedResponse'

type Context = { params: Promise<{ site: string; file: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { site: key, file } = await params
  return feedFileResponse(await getSite(key), file, (site) => originForRequest(site, request))
}
