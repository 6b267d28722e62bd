/**
 * Uploaded images used to default to `media/`; the default is now `.data/media`
 * (src/uploads/mediaDir.ts). A checkout that still has `media/` and no `.data/media` (and no
 * MEDIA_DIR set) gets its folder moved once at start, so the database's images keep their files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_MEDIA_DIR } from '../../src/uploads/mediaDir'

const LEGACY_MEDIA_DIR = 'media'

/** Moves `media/` to `.data/media` when that is what the defaults call for; returns whether it did. */
export function moveLegacyMediaDir(env: Record<string, string | undefined> = process.env, root = process.cwd(), log = console.log): boolean {
  if (env.MEDIA_DIR) return false
  const legacy = path.resolve(root, LEGACY_MEDIA_DIR)
  const target = path.resolve(root, DEFAULT_MEDIA_DIR)
  if (!fs.existsSync(legacy) || fs.existsSync(target)) return false
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.renameSync(legacy, target)
  log(`• Moved the uploaded images from ${LEGACY_MEDIA_DIR}/ to ${DEFAULT_MEDIA_DIR} (MEDIA_DIR's default now)`)
  return true
}
