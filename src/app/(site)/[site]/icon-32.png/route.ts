/** /icon-32.png of the request's site (src/icons). */
import { siteIconResponse, type SiteRouteContext } from '@/icons/responses'

export function GET(request: Request, context: SiteRouteContext): Promise<Response> {
  return siteIconResponse(request, context, 'icon-32')
}
