/** /manifest.webmanifest of the request's site: its name, colours and icons (src/icons/manifest.ts). */
import { siteManifestResponse, type SiteRouteContext } from '@/icons/responses'

export function GET(request: Request, context: SiteRouteContext): Promise<Response> {
  return siteManifestResponse(request, context)
}
