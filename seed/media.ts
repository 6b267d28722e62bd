/**
 * Demo images in bulk. Each image is drawn and processed once per machine through Payload's own
 * upload path (Local API, a bounded pool so both cores work), and its stored row and files (the
 * converted original and every size) are kept in a cache directory. Every later seed of a
 * fresh database (e2e runs, benches, a reset) copies the files and inserts the rows in one SQL
 * statement: no drawing, no resizing, no Local API save per image.
 *
 * The cache directory's name is a hash of the drawing code (seed/images.ts) and the Media
 * collection's upload settings, so a change to either draws everything again. Rows and files
 * are exactly what Payload produced (the cache only replays them), and `alt`/`site` come from the
 * spec each time. Idempotent: images already in the database (by stored filename) are reused, and
 * files on disk that no row names (a reset that kept the media folder) are overwritten, never
 * copied to `-1` names.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { SeedContext } from './context'
import { mediaDirSetting } from '../src/uploads/mediaDir'
import { readStoredUpload, writeStoredUpload } from '../src/uploads/storedUpload'

export type MediaSpec = {
  /** The upload's file name, e.g. `car-suv-red-0.jpg` (stored as `<base>.<format>`). */
  name: string
  alt: string
  site?: number
  mimetype: string
  render: () => Promise<Buffer>
}

type Row = Record<string, unknown>
type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[] }>; release: (err?: Error | boolean) => void }
type Pool = { connect: () => Promise<Client> }

/** Columns that belong to one database's row, never replayed from the cache. */
const OWN_COLUMNS = new Set(['id', 'alt', 'site_id', 'created_at', 'updated_at'])
/** Images drawn and uploaded at once on a cache miss (sharp works on libuv's thread pool). */
const UPLOAD_CONCURRENCY = 3

/** Runs `work` over `items`, at most `limit` at a time, results in input order. */
export async function mapPool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

function uploadSettings(payload: Payload) {
  const upload = payload.collections.media.config.upload as { staticDir?: string; formatOptions?: { format?: string }; imageSizes?: unknown; focalPoint?: boolean }
  return { staticDir: path.resolve(upload.staticDir ?? mediaDirSetting()), format: upload.formatOptions?.format, imageSizes: upload.imageSizes, formatOptions: upload.formatOptions, focalPoint: upload.focalPoint }
}

/** The filename Payload stores for an upload named `name` (the original converted to the configured format). */
export function storedFilename(name: string, format: string | undefined): string {
  if (!format) return name
  const base = name.replace(/\.[^.]+$/, '')
  return `${base}.${format}`
}

let cacheDirMemo: string | undefined
export function mediaCacheDir(payload: Payload): string {
  if (cacheDirMemo) return cacheDirMemo
  const { imageSizes, formatOptions, focalPoint } = uploadSettings(payload)
  const hash = crypto.createHash('sha256')
  hash.update(JSON.stringify({ imageSizes, formatOptions, focalPoint }))
  try {
    hash.update(fs.readFileSync(path.resolve('seed/images.ts')))
  } catch {
    // not run from the project root: the settings alone key the cache
  }
  const root = path.resolve(process.env.SEED_CACHE_DIR || '.data/seed-cache')
  cacheDirMemo = path.join(root, `media-${hash.digest('hex').slice(0, 12)}`)
  return cacheDirMemo
}

/** Every file a media row names: the original and each size. */
function filesOf(row: Row): string[] {
  const names = new Set<string>()
  for (const [column, value] of Object.entries(row)) {
    if ((column === 'filename' || /^sizes_.+_filename$/.test(column)) && typeof value === 'string' && value) names.add(value)
  }
  return [...names]
}

/** The stored type of one of a row's files (the original's or its size's `mime_type`). */
function mimeTypeOf(row: Row, file: string): string {
  for (const [column, value] of Object.entries(row)) {
    if (value !== file) continue
    const type = row[column.replace(/filename$/, 'mime_type')]
    if (typeof type === 'string' && type) return type
  }
  return 'application/octet-stream'
}

type Cached = { row: Row; dir: string }

function readCached(dir: string, stored: string): Cached | undefined {
  try {
    const row = JSON.parse(fs.readFileSync(path.join(dir, `${stored}.row.json`), 'utf8')) as Row
    if (filesOf(row).every((f) => fs.existsSync(path.join(dir, 'files', f)))) return { row, dir }
  } catch {
    // not cached
  }
  return undefined
}

/** A stored demo image is at most this large (the seed's drawings are far smaller). */
const MAX_CACHED_FILE_BYTES = 50 * 1024 * 1024

async function writeCached(dir: string, stored: string, row: Row, staticDir: string): Promise<void> {
  const files = path.join(dir, 'files')
  fs.mkdirSync(files, { recursive: true })
  for (const f of filesOf(row)) {
    // From the bucket when S3_BUCKET is set, else from the media folder.
    const bytes = await readStoredUpload(staticDir, f, MAX_CACHED_FILE_BYTES)
    if (!bytes) throw new Error(`the stored file ${f} could not be read`)
    fs.writeFileSync(path.join(files, f), bytes)
  }
  const kept = Object.fromEntries(Object.entries(row).filter(([k]) => !OWN_COLUMNS.has(k)))
  const tmp = path.join(dir, `${stored}.row.json.${process.pid}.tmp`)
  fs.writeFileSync(tmp, JSON.stringify(kept))
  fs.renameSync(tmp, path.join(dir, `${stored}.row.json`))
}

function poolOf(payload: Payload): Pool {
  const pool = payload.db.pool
  if (!pool) throw new Error('seed: the database adapter has no connection pool (PostgreSQL expected)')
  return pool
}

async function insertRows(payload: Payload, rows: Row[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (rows.length === 0) return ids
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].sort()
  for (const c of columns) if (!/^[a-z_]+$/.test(c)) throw new Error(`seed: unexpected media column ${c}`)
  const values: unknown[] = []
  const tuples = rows.map((r) => `(${columns.map((c) => (values.push(r[c] ?? null), `$${values.length}`)).join(', ')})`)
  const client = await poolOf(payload).connect()
  try {
    const { rows: inserted } = await client.query(`insert into media (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')} returning id, filename`, values)
    for (const r of inserted) ids.set(String(r.filename), Number(r.id))
  } finally {
    client.release()
  }
  return ids
}

/**
 * Makes sure every spec has a media document; returns the id per spec name. Existing documents
 * (same stored filename) are kept as they are.
 */
export async function seedMedia(ctx: SeedContext, specs: readonly MediaSpec[]): Promise<Map<string, number>> {
  const { payload } = ctx
  const { staticDir, format } = uploadSettings(payload)
  const byStored = new Map(specs.map((s) => [storedFilename(s.name, format), s]))
  const result = new Map<string, number>()
  const existing = await payload.find({ collection: 'media', where: { filename: { in: [...byStored.keys()] } }, pagination: false, depth: 0, overrideAccess: true, select: { filename: true } })
  for (const doc of existing.docs) {
    const spec = doc.filename ? byStored.get(doc.filename) : undefined
    if (spec && !result.has(spec.name)) result.set(spec.name, doc.id)
  }
  const missing = [...byStored].filter(([, s]) => !result.has(s.name))
  if (missing.length === 0) return result

  const dir = mediaCacheDir(payload)
  const cached: [string, MediaSpec, Cached][] = []
  const uncached: [string, MediaSpec][] = []
  for (const [stored, spec] of missing) {
    const hit = readCached(dir, stored)
    if (hit) cached.push([stored, spec, hit])
    else uncached.push([stored, spec])
  }

  if (cached.length) {
    // Into the bucket when S3_BUCKET is set, else into the media folder (src/uploads/storedUpload.ts).
    await mapPool(cached, 8, async ([, , hit]) => {
      for (const f of filesOf(hit.row)) await writeStoredUpload(staticDir, f, await fs.promises.readFile(path.join(hit.dir, 'files', f)), mimeTypeOf(hit.row, f))
    })
    const now = new Date().toISOString()
    const ids = await insertRows(
      payload,
      cached.map(([, spec, hit]) => ({ ...hit.row, alt: spec.alt, site_id: spec.site ?? null, created_at: now, updated_at: now })),
    )
    for (const [stored, spec] of cached) {
      const id = ids.get(stored)
      if (id === undefined) throw new Error(`seed: media ${stored} was not inserted`)
      result.set(spec.name, id)
    }
    ctx.created.media = (ctx.created.media ?? 0) + cached.length
  }

  if (uncached.length) {
    if (uncached.length > 1) ctx.log(`  Drawing ${uncached.length} demo images (kept in ${path.relative(process.cwd(), dir) || dir} for the next seed)`)
    await mapPool(uncached, UPLOAD_CONCURRENCY, async ([stored, spec]) => {
      const data = await spec.render()
      const doc = (await payload.create({
        collection: 'media',
        data: { alt: spec.alt, ...(spec.site ? { site: spec.site } : {}) },
        file: { data, mimetype: spec.mimetype, name: spec.name, size: data.length },
        // No row names this file (checked above), so a file of that name on disk is a stray of an
        // earlier seed (a reset kept the media folder): replace it rather than renaming to -1.
        overwriteExistingFiles: true,
        overrideAccess: true,
        depth: 0,
      }))
      result.set(spec.name, doc.id)
      ctx.created.media = (ctx.created.media ?? 0) + 1
      if (doc.filename !== stored) return // renamed to avoid a clash: not a cacheable demo image
      const client = await poolOf(payload).connect()
      try {
        const { rows } = await client.query('select * from media where id = $1', [doc.id])
        if (rows[0]) await writeCached(dir, stored, rows[0], staticDir)
      } catch (error) {
        // The cache only saves time: a seed never fails because it could not be written.
        ctx.log(`  (could not cache ${stored}: ${(error as Error).message})`)
      } finally {
        client.release()
      }
    })
  }
  return result
}

/** One demo image's media id (see seedMedia). */
export async function seedOneMedia(ctx: SeedContext, spec: MediaSpec): Promise<number> {
  return (await seedMedia(ctx, [spec])).get(spec.name)!
}
