/**
 * Reading an upload's stored file from the media directory (MEDIA_DIR), for server code that
 * re-encodes it (the car PDF's photo, the site icons). The name is reduced to its base name, so a
 * stored name can never reach outside the directory, and files over the caller's bound are not read.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

/** The file's bytes, or null when it is missing, not a file, or larger than maxBytes. */
export async function readStoredUpload(mediaDir: string, name: string, maxBytes: number): Promise<Buffer | null> {
  const file = path.join(path.resolve(mediaDir), path.basename(name))
  try {
    const stat = await fs.stat(file)
    if (!stat.isFile() || stat.size > maxBytes) return null
    return await fs.readFile(file)
  } catch {
    return null
  }
}
