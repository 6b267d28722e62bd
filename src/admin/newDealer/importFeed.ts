/**
 * The inventory feed given to "Add a dealer" (CSV or JSON, the formats of `npm run
 * inventory:import`), imported into the new site's dealership once the site exists. A bad file or
 * row does not undo the site: the answer says what was imported, what was refused and which cars
 * were kept as drafts (no location to be seen at: nothing is lost, staff add the location).
 */
import type { Payload } from 'payload'
import { importVehicles } from '@/inventory/importVehicles'
import { csvRows, decodeText, formatOf, InventoryFileError, jsonRows } from '@/inventory/readFile'

export const MAX_FEED_BYTES = 20 * 1024 * 1024

export interface FeedFile {
  name: string
  bytes: Uint8Array
}

export interface FeedResult {
  created: number
  rejected: number
  /** Cars kept as drafts (stored, not listed) because their dealership has no location to see them at. */
  drafts: number
  problems: string[]
}

export async function importDealerFeed(payload: Payload, feed: FeedFile, site: string, dealership: string): Promise<FeedResult> {
  try {
    const format = formatOf(feed.name) ?? 'csv'
    const { text, warning } = decodeText(feed.bytes)
    const file = format === 'json' ? jsonRows(text) : csvRows(text, { dealership })
    const report = await importVehicles(payload, file.rows, { site, dealership })
    const problems = [...(warning ? [warning] : []), ...file.warnings, ...report.warnings, ...report.rejectedRows.slice(0, 20).map((r) => `Row ${r.row}${r.stocknum ? ` (${r.stocknum})` : ''}: ${r.field}: ${r.reason}`)]
    return { created: report.created + report.updated, rejected: report.rejected, drafts: report.heldWithoutLocation.length, problems }
  } catch (error) {
    const message = error instanceof InventoryFileError ? error.message : `The feed could not be imported: ${(error as Error).message}`
    return { created: 0, rejected: 0, drafts: 0, problems: [message] }
  }
}
