/** A car's photos as the vehicle page's gallery shows them: the hero and thumbnail sizes of each upload, or an external https URL as it is. */
import type { Media, Vehicle } from '@/payload-types'
import { docOf } from '@/lib/relations'

export interface GalleryImage {
  src: string
  thumb: string
  /** Served through next/image's optimiser (local uploads); external URLs are shown as they are. */
  optimise: boolean
  width: number
  height: number
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim())

function mediaSrc(media: Media | null, size: 'hero' | 'thumbnail'): string | null {
  if (!media) return null
  return media.sizes?.[size]?.url || media.url || null
}

export function galleryImages(vehicle: Pick<Vehicle, 'images'>): GalleryImage[] {
  const out: GalleryImage[] = []
  for (const entry of vehicle.images ?? []) {
    const media = docOf(entry?.image)
    const src = mediaSrc(media, 'hero') ?? (str(entry?.url) || null)
    if (!src) continue
    const local = src.startsWith('/')
    const external = /^https:\/\//i.test(src)
    if (!local && !external) continue
    out.push({
      src,
      thumb: mediaSrc(media, 'thumbnail') ?? src,
      optimise: local,
      width: media?.width || 1600,
      height: media?.height || 1200,
    })
  }
  return out
}
