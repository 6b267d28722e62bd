/**
 * A site's icon files (src/icons/render.ts), cached per site: under the site's tags, which the
 * Sites hook expires when its branding changes, and keyed by the branding's fingerprint, so an
 * icon is drawn once per site and size however many tabs ask for it.
 */
import 'server-only'
import type { Site } from '@/payload-types'
import { renderSiteIcon, type IconVariant } from './render'
import { iconVersion } from './version'
import { cachedForSite } from '@/data/cache'

export async function getSiteIcon(site: Site, variant: IconVariant): Promise<Buffer> {
  // Next's data cache stores JSON: the bytes travel as base64.
  const base64 = await cachedForSite(site.id, 'sites', ['icon', variant, iconVersion(site)], async () => (await renderSiteIcon(site, variant)).toString('base64'))
  return Buffer.from(base64, 'base64')
}
