/**
 * The import's first pass over the file (pure): every row validated, each row's dealership and
 * stock number remembered for --full-feed (rejected rows included: a car in the file is never
 * marked sold), unknown columns reported once.
 */
import type { DealershipInfo } from './importTypes'
import { type ImportRun, reject } from './importRun'
import type { SourceRow } from './importTypes'
import { normaliseRecord } from './normaliseRecord'
import { validateRow, type vehicleRowSchema, type VehicleRow } from './schema'

/** A row that passed validation, and (once resolved) its dealership. */
export type ValidRow = { row: number; value: VehicleRow; dealership?: DealershipInfo }

export interface ValidatedRows {
  good: ValidRow[]
  /** Stock numbers the file lists per dealership slug, rejected rows included. */
  listed: Map<string, Set<string>>
}

export function validateRows(
  run: ImportRun,
  rows: SourceRow[],
  context: { now: Date; defaultDealership: string | undefined; schema: ReturnType<typeof vehicleRowSchema> },
): ValidatedRows {
  const { now, defaultDealership, schema } = context
  const good: ValidRow[] = []
  const listed = new Map<string, Set<string>>()
  const unknownColumns = new Set<string>()
  for (const source of rows) {
    const result = source.issues?.length ? undefined : validateRow(source.data, { now, dealership: defaultDealership, schema })
    result?.unknown.forEach((k) => unknownColumns.add(k))
    const given = result?.ok ? result.value : normaliseRecord(source.data).data
    const rawSlug = (typeof given.dealership_slug === 'string' && given.dealership_slug.trim() ? given.dealership_slug : defaultDealership ?? '').trim().toLowerCase()
    const rawStock = typeof given.stocknum === 'string' || typeof given.stocknum === 'number' ? String(given.stocknum).trim() : ''
    if (rawSlug && rawStock) {
      if (!listed.has(rawSlug)) listed.set(rawSlug, new Set())
      listed.get(rawSlug)!.add(rawStock)
    }
    if (!result) reject(run, source.row, rawStock || undefined, source.issues!)
    else if (!result.ok) reject(run, source.row, rawStock || undefined, result.issues)
    else good.push({ row: source.row, value: result.value })
  }
  if (unknownColumns.size > 0) run.report.warnings.push(`Ignored unknown column(s): ${[...unknownColumns].sort().join(', ')}`)
  return { good, listed }
}
