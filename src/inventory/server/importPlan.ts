/**
 * The import's checks that need the database, turning valid rows into planned writes: a stock
 * number twice in the file, a named location the dealership does not have; each planned car gets
 * its Local API data, its location (a new or placeless car: the dealership's primary sales
 * location) and, without any location, is kept as a draft (reported per dealership).
 */
import type { DealershipInfo } from './importTypes'
import type { ValidRow } from './importRows'
import { type ImportRun, reject } from './importRun'
import { defaultLocation, type StoredDoc, type StoredInventory } from './importStored'
import { idOf, placeRule, vehicleData } from './vehicleData'

/** A row to write: its dealership, its Local API data and the stored car it updates, if any. */
export type PlannedRow = ValidRow & { dealership: DealershipInfo; data: Record<string, unknown>; existing?: StoredDoc }

export function planWrites(run: ImportRun, good: ValidRow[], stored: StoredInventory): PlannedRow[] {
  const { report } = run
  const planned: PlannedRow[] = []
  const firstRowOf = new Map<string, number>()
  for (const item of good) {
    if (!item.dealership || run.rejectedRowNumbers.has(item.row)) continue
    const v = item.value
    const key = `${item.dealership.slug}\u0000${v.stocknum}`
    if (firstRowOf.has(key)) {
      reject(run, item.row, v.stocknum, [{ field: 'stocknum', reason: `stock number ${v.stocknum} of ${item.dealership.slug} already appears in row ${firstRowOf.get(key)}` }])
      continue
    }
    firstRowOf.set(key, item.row)
    let location: StoredDoc | undefined
    if (v.location_slug) {
      location = (stored.locations.get(item.dealership.slug) ?? []).find((l) => l.slug === v.location_slug)
      if (!location) {
        reject(run, item.row, v.stocknum, [{ field: 'location_slug', reason: `no location "${v.location_slug}" for dealership ${item.dealership.slug}` }])
        continue
      }
    }
    const current = stored.existing.get(item.dealership.slug)?.get(v.stocknum)
    // A new car, or a stored one that has no place yet, goes to the dealership's primary sales location.
    if (!location && idOf(current?.location) === undefined) location = defaultLocation(stored, item.dealership.slug)
    const data = vehicleData(v, item.dealership, location, current)
    const place = placeRule(v.show_on_dealer_website, location, current)
    if (place === 'hold') {
      data.show_on_dealer_website = false
      report.heldWithoutLocation.push({ row: item.row, dealership: item.dealership.slug, stocknum: v.stocknum })
    } else if (place === 'list') data.show_on_dealer_website = true
    planned.push({ ...item, dealership: item.dealership, existing: current, data })
  }
  warnHeld(run)
  return planned
}

/** One warning per dealership with cars kept as drafts. */
function warnHeld({ report, options }: ImportRun): void {
  const held = new Set(report.heldWithoutLocation.map((h) => h.dealership))
  for (const slug of [...held].sort()) {
    const count = report.heldWithoutLocation.filter((h) => h.dealership === slug).length
    report.warnings.push(heldWarning(slug, count, !!options.dryRun))
  }
}

/** The import report's line for cars kept as drafts because their dealership has no location. */
function heldWarning(dealership: string, count: number, dryRun: boolean): string {
  const one = count === 1
  const verb = dryRun ? 'would be' : one ? 'was' : 'were'
  return `${count} car${one ? '' : 's'} of ${dealership} ${verb} kept as ${one ? 'a draft' : 'drafts'} (stored, not listed): the dealership has no location for shoppers to see them at. Add a sales location to ${dealership} and import again to list them.`
}

