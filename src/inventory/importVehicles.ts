/**
 * The inventory import: validates rows, resolves dealerships (per site) and
 * locations, and upserts vehicles by dealership + stock number through the Local API. Bad rows
 * are reported (row, field, reason) and skipped; good rows are kept. With `fullFeed`, cars of
 * the file's dealerships that the file no longer lists are marked sold (the collection's hook
 * stamps sold_date_timestamp). With `dryRun`, nothing is written; the report says what would be.
 *
 * The steps, each in its module: importRows (validation), importDealerships, importStored (what
 * the database holds), importPlan (checks needing the database, the data per car), importWrite,
 * importMarkSold, and importRun (the state they share, the closing cache expiry and index job).
 */
import type { Payload } from 'payload'
import { dealershipResolver, dealershipsInScope, findSiteId } from './server/importDealerships'
import { ImportFatalError } from './server/importErrors'

export { ImportFatalError }
import { markMissingSold } from './server/importMarkSold'
import { planWrites } from './server/importPlan'
import { validateRows } from './server/importRows'
import { finishRun, startRun } from './server/importRun'
import { loadStored } from './server/importStored'
import type { ImportOptions, ImportReport, SourceRow } from './server/importTypes'
import { writeVehicles } from './server/importWrite'
import { vehicleRowSchema } from './server/schema'

export async function importVehicles(payload: Payload, rows: SourceRow[], options: ImportOptions = {}): Promise<ImportReport> {
  const now = options.now ?? new Date()
  const schema = vehicleRowSchema({ now })
  const run = startRun(payload, rows, options)
  // Site and --dealership
  const siteId = await findSiteId(payload, options.site)
  const resolveDealership = dealershipResolver(payload, siteId, options.site)
  const defaultDealership = options.dealership?.trim().toLowerCase()
  if (defaultDealership) {
    const resolved = await resolveDealership(defaultDealership)
    if (!resolved.ok) throw new ImportFatalError(`--dealership: ${resolved.reason}.`)
  }
  // Every row validated (pure), then the dealerships (per site), what they hold, and the writes planned
  const { good, listed } = validateRows(run, rows, { now, defaultDealership, schema })
  const inScope = await dealershipsInScope(run, good, listed, defaultDealership, resolveDealership)
  run.report.dealerships = [...inScope.keys()].sort()
  const stored = await loadStored(payload, inScope, run.report)
  const planned = planWrites(run, good, stored)
  const imported = await writeVehicles(run, planned)
  if (options.fullFeed) await markMissingSold(run, inScope, imported, listed, stored)
  return finishRun(run)
}
