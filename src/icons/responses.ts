/**
 * The route handlers of a site's icon files and manifest (src/app/(site)/[site]/favicon.ico,
 * icon-*.png, apple-touch-icon.png, manifest.webmanifest). Each answers for the request's site
 * (the proxy rewrote the host into the [site] segment), 404 for an unknown site; cacheable by
 * browsers and CDNs for an hour, then revalidated by ETag (the branding's fingerprint).
 */
import 'server-only'
import { getSite } from '@/data'
import { getSiteIcon } from './siteIconFiles'
import { notFoundText } from '@/seo/responses'
import { ICON_VARIANTS, type IconVariant } from './render'
import { siteManifest } from './manifest'
import { iconVersion } from './version'

export type SiteRouteContext = { params: Promise<{ site: string }> }

const ICON_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  return header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function answer(request: Request, etag: string, type: string, body: () => Promise<BodyInit>): Promise<Response> | Response {
  const headers = { 'Content-Type': type, 'Cache-Control': ICON_CACHE_CONTROL, ETag: etag }
  if (matches(request, etag)) return new Response(null, { status: 304, headers })
  return body().then((b) => new Response(b, { headers }))
}

export async function siteIconResponse(request: Request, { params }: SiteRouteContext, variant: IconVariant): Promise<Response> {
  const site = await getSite((await params).site)
  if (!site) return notFoundText()
  const etag = `"${variant}-${iconVersion(site)}"`
  return answer(request, etag, ICON_VARIANTS[variant].type, async () => new Uint8Array(await getSiteIcon(site, variant)))
}

export async function siteManifestResponse(request: Request, { params }: SiteRouteContext): Promise<Response> {
  const site = await getSite((await params).site)
  if (!site) return notFoundText()
  const etag = `"manifest-${iconVersion(site)}"`
  return answer(request, etag, 'application/manifest+json; charset=utf-8', async () => JSON.stringify(siteManifest(site)))
}
