/** Media (upload) helpers. Pure: no I/O. */
import type { Media } from '@/payload-types'
import { docOf, type Relation } from './relations'

/** The image sizes the `media` collection generates (collections/Media/index.ts). */
export type MediaSize = keyof NonNullable<Media['sizes']>

/** The best URL of a media document for a size ("card", "hero", "thumbnail"), falling back to the original. */
export function mediaUrl(value: Relation<Pick<Media, 'url' | 'sizes'>>, size?: MediaSize): string | null {
  const media = docOf(value)
  if (!media) return null
  return (size ? media.sizes?.[size]?.url : null) || media.url || null
}
