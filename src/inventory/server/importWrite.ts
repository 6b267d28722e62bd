/**
 * Writing the planned cars: counted only on a dry run; by default in batched SQL through Payload's
 * pool (bulkWrite.ts); with `method: 'local-api'` one payload.create/update per car with every
 * hook. Returns the slugs of the dealerships at least one car was imported for.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'
import { bulkWriteVehicles } from '../bulkWrite'
import { siteCollectionTag, vehicleTag } from '@/cache/tags'
import { issueFromError } from './importErrors'
import type { PlannedRow } from './importPlan'
import { type ImportRun, phaseProgress, pool, reject } from './importRun'

/** Cars are indexed by the one job at the end of the import, not one job per car. */
export const NO_PER_CAR_SYNC = { skipIndexSync: true }

export async function writeVehicles(run: ImportRun, planned: PlannedRow[]): Promise<Set<string>> {
  const progress = phaseProgress(run.options, 'import', planned.length)
  const imported = new Set<string>()
  if (run.options.dryRun) {
    for (const item of planned) {
      if (item.existing) run.report.updated++
      else run.report.created++
      imported.add(item.dealership.slug)
      progress.advance()
    }
  } else if ((run.options.method ?? 'bulk') === 'bulk') {
    await writeInBulk(run, planned, imported, progress.advance)
  } else {
    await pool(planned, run.options.concurrency ?? 4, async (item) => {
      await writeOne(run, item, imported)
      progress.advance()
    })
  }
  return imported
}

async function writeInBulk(run: ImportRun, planned: PlannedRow[], imported: Set<string>, advance: (count: number) => void): Promise<void> {
  const { report } = run
  const byKey = new Map(planned.map((item) => [String(item.row), item]))
  const results = await bulkWriteVehicles(
    run.payload,
    planned.map((item) => ({ key: String(item.row), data: item.data, existing: item.existing, siteId: item.dealership.site })),
    { now: new Date(), onWritten: advance },
  )
  for (const result of results) {
    const item = byKey.get(result.key)!
    if (!result.ok) {
      reject(run, item.row, item.value.stocknum, [{ field: '(row)', reason: result.reason }])
      continue
    }
    run.written.add(result.id)
    if (result.created) report.created++
    else report.updated++
    imported.add(item.dealership.slug)
    if (result.site !== undefined) {
      run.tags.add(siteCollectionTag(result.site, 'vehicles'))
      if (result.slug) run.tags.add(vehicleTag(result.site, result.slug))
    }
  }
}

/** One car through the Local API (every hook); a refused car rejects its row. */
async function writeOne(run: ImportRun, item: PlannedRow, imported: Set<string>): Promise<void> {
  const { payload, report } = run
  try {
    const saved = item.existing
      ? await payload.update({ collection: 'vehicles', id: item.existing.id, data: item.data, overrideAccess: true, depth: 0, context: NO_PER_CAR_SYNC })
      : // vehicleRowSchema made every field the collection requires present in a new car's row.
        await payload.create({ collection: 'vehicles', data: item.data as RequiredDataFromCollectionSlug<'vehicles'>, overrideAccess: true, depth: 0, context: NO_PER_CAR_SYNC })
    run.written.add(Number(saved.id))
    if (item.existing) report.updated++
    else report.created++
    imported.add(item.dealership.slug)
  } catch (error) {
    reject(run, item.row, item.value.stocknum, [issueFromError(error)])
  }
}
