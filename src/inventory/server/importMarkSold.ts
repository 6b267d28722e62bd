/**
 * --full-feed: the cars of the file's dealerships that the file no longer lists are marked sold
 * (the collection's hook stamps sold_date_timestamp); a dealership none of whose rows was imported
 * keeps its cars. On a dry run the report lists what would be sold.
 */
import { bulkMarkSold } from '../bulkWrite'
import { siteCollectionTag, vehicleTag } from '@/cache/tags'
import { errorMessage } from '@/lib/guards'
import type { DealershipInfo } from './importTypes'
import { type ImportRun, phaseProgress, pool } from './importRun'
import type { StoredDoc, StoredInventory } from './importStored'
import { NO_PER_CAR_SYNC } from './importWrite'
import { idOf } from './vehicleData'

type ToSell = { doc: StoredDoc; dealership: string }

export async function markMissingSold(
  run: ImportRun,
  inScope: ReadonlyMap<string, DealershipInfo>,
  imported: ReadonlySet<string>,
  listed: ReadonlyMap<string, Set<string>>,
  stored: StoredInventory,
): Promise<void> {
  const { report, options } = run
  const toSell: ToSell[] = []
  for (const d of inScope.values()) {
    if (!imported.has(d.slug)) {
      report.warnings.push(`--full-feed: no row for ${d.slug} was imported, so none of its cars were marked sold.`)
      continue
    }
    const inFile = listed.get(d.slug) ?? new Set<string>()
    for (const [stock, doc] of stored.existing.get(d.slug) ?? []) {
      if (doc.status !== 'sold' && !inFile.has(stock)) toSell.push({ doc, dealership: d.slug })
    }
  }
  const progress = phaseProgress(options, 'mark-sold', toSell.length)
  if (options.dryRun) {
    for (const { doc, dealership } of toSell) recordSold(run, doc, dealership)
  } else if ((options.method ?? 'bulk') === 'bulk') {
    await markSoldInBulk(run, toSell)
    progress.finish()
  } else {
    await pool(toSell, options.concurrency ?? 4, async ({ doc, dealership }) => {
      try {
        await run.payload.update({ collection: 'vehicles', id: doc.id, data: { status: 'sold' }, overrideAccess: true, depth: 0, context: NO_PER_CAR_SYNC })
        run.written.add(Number(doc.id))
        recordSold(run, doc, dealership)
      } catch (error) {
        report.warnings.push(`Could not mark ${dealership} ${String(doc.stocknum)} sold: ${errorMessage(error)}`)
      }
      progress.advance()
    })
  }
  report.markedSoldVehicles.sort((a, b) => a.dealership.localeCompare(b.dealership) || a.stocknum.localeCompare(b.stocknum))
}

function recordSold({ report }: ImportRun, doc: StoredDoc, dealership: string): void {
  report.markedSold++
  report.markedSoldVehicles.push({ id: doc.id, dealership, stocknum: String(doc.stocknum) })
}

async function markSoldInBulk(run: ImportRun, toSell: ToSell[]): Promise<void> {
  try {
    const sold = new Set(await bulkMarkSold(run.payload, toSell.map(({ doc }) => Number(doc.id))))
    for (const { doc, dealership } of toSell) {
      if (!sold.has(Number(doc.id))) continue
      recordSold(run, doc, dealership)
      run.written.add(Number(doc.id))
      if (doc.site !== undefined && doc.site !== null) {
        run.tags.add(siteCollectionTag(idOf(doc.site)!, 'vehicles'))
        if (typeof doc.slug === 'string' && doc.slug) run.tags.add(vehicleTag(idOf(doc.site)!, doc.slug))
      }
    }
  } catch (error) {
    run.report.warnings.push(`Could not mark the missing cars sold: ${errorMessage(error)}`)
  }
}
