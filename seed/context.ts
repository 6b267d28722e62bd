/** Helpers every seed step shares: find-or-create by a natural key, progress lines, uploads. */
import type { Payload } from 'payload'

export type SeedLog = (line: string) => void

export type SeedContext = {
  payload: Payload
  log: SeedLog
  created: Record<string, number>
}

/** Returns the existing document matching `where`, or creates it. Existing documents are never overwritten. */
export async function findOrCreate<T extends { id: number }>(
  ctx: SeedContext,
  collection: string,
  where: Record<string, unknown>,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
  file?: () => Promise<{ data: Buffer; mimetype: string; name: string }>,
): Promise<T> {
  // Payload's Local API types `collection`, `where` and `data` per literal slug; this helper takes any
  // slug of the seed plan at run time, so those types cannot be checked here (callers name T).
  const existing = await ctx.payload.find({ collection: collection as never, where: where as never, limit: 1, depth: 0, overrideAccess: true })
  // The document of that slug, typed by the caller (see above).
  if (existing.docs[0]) return existing.docs[0] as unknown as T
  const f = file ? await file() : undefined
  const doc = await ctx.payload.create({
    collection: collection as never, // any slug of the seed plan (see above)
    data: (await data()) as never, // typed per slug by Payload (see above)
    overrideAccess: true,
    depth: 0,
    ...(f ? { file: { ...f, size: f.data.length } } : {}),
  })
  ctx.created[collection] = (ctx.created[collection] ?? 0) + 1
  return doc as unknown as T // typed by the caller (see above)
}

/** A one-line progress bar that redraws in a terminal and prints milestones elsewhere. */
export function progress(log: SeedLog, label: string, total: number) {
  let done = 0
  let lastPrinted = -1
  const tty = process.stdout.isTTY
  return {
    tick(n = 1) {
      done += n
      const pct = total ? Math.floor((done / total) * 100) : 100
      if (tty) {
        const width = 24
        const filled = Math.round((pct / 100) * width)
        process.stdout.write(`\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
        if (done >= total) process.stdout.write('\n')
      } else if (pct >= lastPrinted + 25 || done >= total) {
        lastPrinted = pct
        log(`  ${label}: ${done}/${total}`)
      }
    },
  }
}
