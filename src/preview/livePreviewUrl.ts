/**
 * Where the admin's live-preview iframe points: the page on its own site's host, with a
 * signed preview token so the draft is rendered.
 */
import type { LivePreviewConfig } from 'payload'
import { createPreviewToken } from './token'
import { relationId } from '@/lib/relations'

export function siteOrigin(site: { slug?: string | null; domains?: { domain: string }[] | null }): string {
  const domain = site.domains?.[0]?.domain
  if (process.env.PREVIEW_USE_DOMAINS === 'true' && domain) return `https://${domain}`
  return `http://${site.slug}.localhost:${process.env.PORT || 3000}`
}

export const livePreviewUrl: NonNullable<LivePreviewConfig['url']> = async ({ data, collectionConfig, req }) => {
  const siteId = relationId((data as { site?: unknown })?.site)
  if (!siteId || !data?.id || !collectionConfig) return ''
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!site) return ''
  const slug = (data as { slug?: string }).slug ?? ''
  const path = collectionConfig.slug === 'posts' ? `/blog/${slug}` : slug === 'home' ? '/' : `/pages/${slug}`
  return `${siteOrigin(site)}${path}?preview=${encodeURIComponent(createPreviewToken(collectionConfig.slug, data.id))}`
}
