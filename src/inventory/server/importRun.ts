/**
 * The state one import run shares between its steps: the report being filled, the rows rejected,
 * the cars written (one index job at the end) and the cache tags to expire, and how progress is
 * told. `finishRun` does the run's closing work.
 */
import type { Payload } from 'payload'
import { expireTags } from '@/cache/revalidate'
import type { ImportOptions, ImportProgress, ImportReport, SourceRow } from './importTypes'
import type { RowIssue } from './schema'

export interface ImportRun {
  payload: Payload
  options: ImportOptions
  report: ImportReport
  /** Row numbers rejected so far (a row with several problems counts once). */
  rejectedRowNumbers: Set<number>
  /** Every vehicle written: one batch index job at the end instead of one job per car. */
  written: Set<number>
  /** Cache tags of the sites and cars written (the revalidation the hooks do per save). */
  tags: Set<string>
}

export function startRun(payload: Payload, rows: SourceRow[], options: ImportOptions): ImportRun {
  const report: ImportReport = {
    dryRun: !!options.dryRun,
    fullFeed: !!options.fullFeed,
    site: options.site,
    dealerships: [],
    totalRows: rows.length,
    created: 0,
    updated: 0,
    rejected: 0,
    markedSold: 0,
    rejectedRows: [],
    markedSoldVehicles: [],
    heldWithoutLocation: [],
    warnings: [],
  }
  return { payload, options, report, rejectedRowNumbers: new Set(), written: new Set(), tags: new Set() }
}

/** Reject a row with its problems (each listed in the report). */
export function reject(run: ImportRun, row: number, stocknum: string | undefined, issues: RowIssue[]): void {
  run.rejectedRowNumbers.add(row)
  for (const issue of issues) run.report.rejectedRows.push({ row, ...(stocknum ? { stocknum } : {}), ...issue })
}

/** Progress of one phase: starts at 0 of `total`; `advance` counts done items. */
export function phaseProgress(options: ImportOptions, phase: ImportProgress['phase'], total: number): { advance: (count?: number) => void; finish: () => void } {
  let done = 0
  options.onProgress?.({ phase, done: 0, total })
  return {
    advance: (count = 1) => options.onProgress?.({ phase, done: (done += count), total }),
    finish: () => options.onProgress?.({ phase, done: total, total }),
  }
}

/**
 * The cache revalidation the hooks do per save, once per site and car (only inside a Next.js
 * server); one index job for every car written (the app server's job runner picks it up); the
 * rejected count and the rows in file order.
 */
export async function finishRun(run: ImportRun): Promise<ImportReport> {
  const { report, written } = run
  if (run.tags.size > 0) expireTags([...run.tags])
  if (!run.options.dryRun && written.size > 0) {
    const job = await run.payload.jobs.queue({ task: 'syncVehicles', input: { ids: [...written].sort((a, b) => a - b) } })
    report.syncJobId = job.id
    report.syncedVehicles = written.size
  }
  report.rejected = run.rejectedRowNumbers.size
  report.rejectedRows.sort((a, b) => a.row - b.row)
  return report
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
