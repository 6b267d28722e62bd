/**
 * Where uploaded images are stored: MEDIA_DIR, by default `.data/media`, beside the embedded
 * database (`.data/postgres`) and the seed's image cache (`.data/seed-cache`). So `rm -rf .data`
 * resets the demo's database and its files together, and a fresh database never finds the
 * previous seed's files in its way.
 */
export const DEFAULT_MEDIA_DIR = '.data/media'

/** The media folder as configured (relative to the working directory unless absolute). */
export function mediaDirSetting(env: NodeJS.ProcessEnv = process.env): string {
  return env.MEDIA_DIR || DEFAULT_MEDIA_DIR
}
