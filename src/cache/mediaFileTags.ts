/**
 * The cache tags of a media file's answer, read from its URL alone (no database read per image):
 * Payload's `/api/media/file/{name}` and Next's optimised `/_next/image?url=/api/media/file/{name}…`
 * carry `mediaFileTag(name)` (src/cache/tags.ts), which the media collection's hooks expire when
 * the document changes (collections/Media/hooks.ts). Only the public media collection: lead
 * photos (/api/lead-photos/file/…, staff only) and every other URL get no tag.
 */
import { mediaFileTag } from './tags'

const MEDIA_FILE_PATH = /^\/api\/media\/file\/([^/?#]+)(?:[?#]|$)/
const IMAGE_PATH = /^\/_next\/image\?/

function fileName(pathname: string): string | null {
  const match = MEDIA_FILE_PATH.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

/** The media tags of a request URL (path and query as the server received it): none, or one. */
export function mediaFileTags(url: string | undefined): string[] {
  if (!url) return []
  if (IMAGE_PATH.test(url)) {
    const source = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('url')
    const name = source === null ? null : fileName(source)
    return name === null ? [] : [mediaFileTag(name)]
  }
  const name = fileName(url)
  return name === null ? [] : [mediaFileTag(name)]
}

/** A media file answer with no Cache-Control of its own is public for everyone who may read it. */
export const MEDIA_FILE_CACHE_CONTROL = 'public, max-age=60'
