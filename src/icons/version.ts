/**
 * A short fingerprint of everything a site's icons and manifest are made from (name, colours,
 * uploaded icon). Pure. It versions the head's icon links (`/favicon.ico?v=…`, so a browser's
 * favicon cache takes a branding change as soon as the page does), keys the rendered icons in
 * the data cache and is their ETag.
 */
import type { Media, Site } from '@/payload-types'
import { docOf } from '@/lib/relations'

export type IconSite = Pick<Site, 'name' | 'branding'>

/** FNV-1a, 32 bit, in base 36. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export function iconVersion(site: IconSite): string {
  const b = site.branding
  const icon = docOf<Pick<Media, 'id' | 'filename' | 'updatedAt'>>(b?.icon)
  const iconKey = icon ? `${icon.id}:${icon.filename ?? ''}:${icon.updatedAt ?? ''}` : String(b?.icon ?? '')
  return fnv1a(JSON.stringify([site.name, b?.primaryColour ?? '', b?.textOnPrimary ?? '', iconKey]))
}
