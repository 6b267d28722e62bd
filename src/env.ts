/**
 * Every environment variable the platform reads, with its default. The README's
 * configuration table mirrors this file.
 */
import path from 'node:path'

const root = process.cwd()

export const env = {
  /** PostgreSQL connection string. Unset: the start scripts run embedded PostgreSQL. */
  databaseUrl: process.env.DATABASE_URL || '',
  embeddedPgPort: Number(process.env.EMBEDDED_PG_PORT || 54329),
  embeddedPgDir: path.resolve(root, process.env.EMBEDDED_PG_DIR || '.data/postgres'),
  port: Number(process.env.PORT || 3000),
  serverUrl: process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`,
  seed: (process.env.SEED ?? 'true') !== 'false',
  seedAdminEmail: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  seedAdminPassword: process.env.SEED_ADMIN_PASSWORD || 'demo-admin-2026',
  seedEditorPassword: process.env.SEED_EDITOR_PASSWORD || 'demo-editor-2026',
  /** Uploaded images (src/uploads/mediaDir.ts): under .data/ so a reset resets them too. */
  mediaDir: path.resolve(root, process.env.MEDIA_DIR || '.data/media'),
}
