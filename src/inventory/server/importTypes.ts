/**
 * The inventory import's shapes: the rows it reads, its options, its progress events and the report
 * it returns.
 */
import type { RowIssue } from './schema'

export type SourceRow = {
  /** Row number as in the file: CSV counts the header as row 1; JSON counts the first object as row 1. */
  row: number
  data: Record<string, unknown>
  /** Problems found while reading the file (e.g. a wrong number of cells); the row is rejected. */
  issues?: RowIssue[]
}

export type ImportProgress = { phase: 'import' | 'mark-sold'; done: number; total: number }

export type ImportOptions = {
  /** Default dealership slug for rows without one; rows naming another dealership are rejected. */
  dealership?: string
  /** Site slug: dealership slugs are looked up on this site only. */
  site?: string
  fullFeed?: boolean
  dryRun?: boolean
  /** Parallel writes of the Local API path (default 4). */
  concurrency?: number
  /**
   * How cars are written: `bulk` (default) with batched SQL through Payload's pool (bulkWrite.ts),
   * or `local-api`, one payload.create/update per car with every hook (the reference the bulk
   * path is tested against).
   */
  method?: 'bulk' | 'local-api'
  now?: Date
  onProgress?: (progress: ImportProgress) => void
}

/** A dealership rows are imported for (resolved from its slug, on the --site when given). */
export type DealershipInfo = { id: number | string; slug: string; name: string; site?: number | string }

export type RejectedRow = { row: number; stocknum?: string; field: string; reason: string }

export type ImportReport = {
  dryRun: boolean
  fullFeed: boolean
  site?: string
  dealerships: string[]
  totalRows: number
  /** With dryRun these are what the import would do. */
  created: number
  updated: number
  /** Rows rejected (a row with several problems counts once; `rejectedRows` lists each problem). */
  rejected: number
  markedSold: number
  rejectedRows: RejectedRow[]
  markedSoldVehicles: { id: number | string; dealership: string; stocknum: string }[]
  /**
   * Cars kept as drafts (stored, not listed: show_on_dealer_website false) because their
   * dealership has no location a shopper could see them at; they are listed once it has one.
   */
  heldWithoutLocation: { row: number; dealership: string; stocknum: string }[]
  warnings: string[]
  /** The one `syncVehicles` job that brings every written car into the search index (none on a dry run or when nothing was written). */
  syncJobId?: number | string
  /** How many cars that job syncs. */
  syncedVehicles?: number
}
