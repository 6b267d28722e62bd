/**
 * A site's icons as image bytes: the uploaded `branding.icon` cut to a square (cover) at each
 * size, or, when there is none or it cannot be read (a broken file, an SVG librsvg rejects), the
 * default drawn from the site's initials and colours (./svg.ts). Rendered with sharp; never throws
 * for a bad upload.
 */
import sharp from 'sharp'
import { readStoredUpload } from '@/uploads/storedUpload'
import { mediaDirSetting } from '@/uploads/mediaDir'
import type { Media } from '@/payload-types'
import { docOf } from '@/lib/relations'
import { encodeIco } from '@/lib/ico'
import { iconColours, siteInitials } from '@/rules/siteIcon'
import { initialsSvg } from './svg'
import type { IconSite } from './version'

/** Uploads larger than this are not read for an icon (the default is drawn instead). */
const MAX_ICON_SOURCE_BYTES = 15 * 1024 * 1024
/** Pixels an upload may decode to: a 4096 px square, with room to spare. */
const MAX_INPUT_PIXELS = 40_000_000

/** The images a site serves: the name is the route's, the sizes in px. */
export const ICON_VARIANTS = {
  favicon: { sizes: [16, 32, 48], opaque: false, type: 'image/x-icon' },
  'icon-32': { sizes: [32], opaque: false, type: 'image/png' },
  'icon-192': { sizes: [192], opaque: false, type: 'image/png' },
  'icon-512': { sizes: [512], opaque: false, type: 'image/png' },
  // iOS puts transparent pixels of a home-screen icon on black: always flattened.
  'apple-touch-icon': { sizes: [180], opaque: true, type: 'image/png' },
} as const

export type IconVariant = keyof typeof ICON_VARIANTS

type StoredFile = Pick<Media, 'filename' | 'sizes'>

/** The stored files of an upload, best first: the original, then its generated sizes, largest first. */
function candidateFiles(media: StoredFile): string[] {
  const names = [media.filename, media.sizes?.hero?.filename, media.sizes?.card?.filename]
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))]
}

/** The uploaded icon's bytes, or null when the site has none (or its file is gone). */
async function uploadedIconSource(site: IconSite, mediaDir = mediaDirSetting()): Promise<Buffer | null> {
  const media = docOf<StoredFile>(site.branding?.icon)
  if (!media) return null
  for (const name of candidateFiles(media)) {
    const bytes = await readStoredUpload(mediaDir, name, MAX_ICON_SOURCE_BYTES)
    if (bytes) return bytes
  }
  return null
}

/** The upload as a `size` px square PNG, or null when sharp cannot read it. */
async function uploadPng(source: Buffer, size: number, opaque: boolean, background: string): Promise<Buffer | null> {
  try {
    const options = { failOn: 'error' as const, limitInputPixels: MAX_INPUT_PIXELS }
    const meta = await sharp(source, options).metadata()
    // A vector upload is rasterised large enough for the square it is cut to.
    const shortSide = Math.min(meta.width ?? 0, meta.height ?? 0)
    const density = meta.format === 'svg' && shortSide > 0 ? Math.min(2400, Math.max(1, Math.ceil((72 * size) / shortSide))) : undefined
    let image = sharp(source, { ...options, density }).rotate().resize(size, size, { fit: 'cover', position: 'centre' })
    if (opaque) image = image.flatten({ background })
    return await image.png({ compressionLevel: 9 }).toBuffer()
  } catch {
    return null
  }
}

function defaultPng(site: IconSite, size: number): Promise<Buffer> {
  const svg = initialsSvg(siteInitials(site.name), iconColours(site.branding), size)
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** One square PNG of the site's icon. */
async function siteIconPng(site: IconSite, size: number, opts: { opaque?: boolean; source?: Buffer | null } = {}): Promise<Buffer> {
  const source = opts.source === undefined ? await uploadedIconSource(site) : opts.source
  if (source) {
    const png = await uploadPng(source, size, opts.opaque === true, iconColours(site.branding).background)
    if (png) return png
  }
  return defaultPng(site, size)
}

/** The bytes of one of the site's icon files (a PNG, or for the favicon an ICO of PNGs). */
export async function renderSiteIcon(site: IconSite, variant: IconVariant, mediaDir?: string): Promise<Buffer> {
  const { sizes, opaque } = ICON_VARIANTS[variant]
  const source = await uploadedIconSource(site, mediaDir)
  const pngs = await Promise.all(sizes.map((size) => siteIconPng(site, size, { opaque, source })))
  if (variant !== 'favicon') return pngs[0]!
  return encodeIco(pngs.map((png, i) => ({ width: sizes[i]!, height: sizes[i]!, png })))
}
