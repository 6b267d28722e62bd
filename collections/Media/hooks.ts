/**
 * A media document's save or delete expires the tags of every file it had and has (its original
 * and each size, src/cache/tags.ts mediaFileTag): the edge purges those files' answers
 * (/api/media/file/…, /_next/image of them), tagged from their URL (src/cache/mediaFileTags.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '@/cache/revalidate'
import { mediaFileTag } from '@/cache/tags'

type MediaFiles = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | null | undefined> | null }

/** The file names of a media document: its original and its sizes'. */
function mediaFileNames(doc: MediaFiles | null | undefined): string[] {
  if (!doc) return []
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]
  return names.filter((name): name is string => typeof name === 'string' && name !== '')
}

export const expireMediaFiles: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expireTags([...mediaFileNames(doc), ...mediaFileNames(previousDoc)].map(mediaFileTag))
  return doc
}

export const expireMediaFilesAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(mediaFileNames(doc).map(mediaFileTag))
  return doc
}
