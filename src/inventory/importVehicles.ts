/**
 * The inventory import: validates rows, resolves dealerships (per site) and
 * locations, and upserts vehicles by dealership + stock number through the Local API. Bad rows
 * are reported (row, field, reason) and skipped; good rows are kept. With `fullFeed`, cars of
 * the file's dealerships that the file no longer lists are marked sold (the collection's hook
 * stamps sold_date_timestamp). With `dryRun`, nothing is written; the report says what would be.
 */
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import { bulkMarkSold, bulkWriteVehicles } from './bulkWrite'
import { expireTags } from '@/cache/revalidate'
import { siteCollectionTag, vehicleTag } from '@/cache/tags'
import { normaliseRecord, validateRow, vehicleRowSchema, type RowIssue, type VehicleRow } from './schema'
import { relationId } from '@/lib/relations'
import { errorMessage, isRecord } from '@/lib/guards'
import { z } from '@/lib/zod'

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

/** A problem that stops the whole import (unknown --site or --dealership). */
export class ImportFatalError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFatalError'
  }
}

type Doc = Record<string, unknown> & { id: number | string }
type DealershipInfo = { id: number | string; slug: string; name: string; site?: number | string }
type Resolution = { ok: true; dealership: DealershipInfo } | { ok: false; reason: string }

const idOf = (v: unknown): number | string | undefined => relationId(v) ?? undefined

const autoName = (v: Record<string, unknown>) => [v.year, v.make, v.model, v.badge].filter((x) => x !== undefined && x !== null && x !== '').join(' ')

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}

/** What a Payload ValidationError carries: the fields it refused and why. */
const payloadValidationError = z.object({
  data: z.object({ errors: z.array(z.object({ path: z.string().optional().catch(undefined), message: z.string().optional().catch(undefined) })) }),
})

/** Field and reason from a Payload ValidationError (or any error). */
export function issueFromError(error: unknown): RowIssue {
  const validation = payloadValidationError.safeParse(error)
  const first = validation.success ? validation.data.data.errors[0] : undefined
  if (first) return { field: first.path || '(row)', reason: first.message || errorMessage(error) }
  return { field: '(row)', reason: `could not be saved: ${errorMessage(error)}` }
}

export async function importVehicles(payload: Payload, rows: SourceRow[], options: ImportOptions = {}): Promise<ImportReport> {
  const now = options.now ?? new Date()
  const schema = vehicleRowSchema({ now })
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
  const rejectedRowNumbers = new Set<number>()
  const reject = (row: number, stocknum: string | undefined, issues: RowIssue[]) => {
    rejectedRowNumbers.add(row)
    for (const issue of issues) report.rejectedRows.push({ row, ...(stocknum ? { stocknum } : {}), ...issue })
  }

  // ---- Site and --dealership
  let siteId: number | string | undefined
  if (options.site) {
    const sites = await payload.find({ collection: 'sites', where: { slug: { equals: options.site } }, limit: 1, depth: 0, overrideAccess: true })
    if (!sites.docs[0]) throw new ImportFatalError(`No site with slug "${options.site}".`)
    siteId = sites.docs[0].id
  }
  const dealershipCache = new Map<string, Promise<Resolution>>()
  const resolveDealership = (slug: string) => {
    let found = dealershipCache.get(slug)
    if (!found) {
      found = (async (): Promise<Resolution> => {
        const where: Where = siteId !== undefined ? { and: [{ slug: { equals: slug } }, { site: { equals: siteId } }] } : { slug: { equals: slug } }
        const { docs } = await payload.find({ collection: 'dealerships', where, limit: 10, depth: 1, overrideAccess: true })
        if (docs.length === 0) return { ok: false, reason: options.site ? `unknown dealership "${slug}" on site ${options.site}` : `unknown dealership "${slug}"` }
        if (docs.length > 1) {
          const sites = docs.map((d) => (d.site && typeof d.site === 'object' ? d.site.slug : idOf(d.site))).join(', ')
          return { ok: false, reason: `dealership "${slug}" exists on several sites (${sites}); pass --site` }
        }
        const d = docs[0]
        return { ok: true, dealership: { id: d.id, slug, name: String(d.name ?? slug), site: idOf(d.site) } }
      })()
      dealershipCache.set(slug, found)
    }
    return found
  }
  const defaultDealership = options.dealership?.trim().toLowerCase()
  if (defaultDealership) {
    const resolved = await resolveDealership(defaultDealership)
    if (!resolved.ok) throw new ImportFatalError(`--dealership: ${resolved.reason}.`)
  }

  // ---- Validate every row (pure), remembering each row's dealership + stock number for --full-feed
  type Good = { row: number; value: VehicleRow; dealership?: DealershipInfo }
  const good: Good[] = []
  /** Stock numbers the file lists per dealership slug, rejected rows included: a car in the file is never marked sold. */
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
    if (!result) reject(source.row, rawStock || undefined, source.issues!)
    else if (!result.ok) reject(source.row, rawStock || undefined, result.issues)
    else good.push({ row: source.row, value: result.value })
  }
  if (unknownColumns.size > 0) report.warnings.push(`Ignored unknown column(s): ${[...unknownColumns].sort().join(', ')}`)

  // ---- Dealerships (per site)
  const inScope = new Map<string, DealershipInfo>()
  for (const item of good) {
    const resolved = await resolveDealership(item.value.dealership_slug)
    if (resolved.ok) {
      item.dealership = resolved.dealership
      inScope.set(resolved.dealership.slug, resolved.dealership)
    } else {
      reject(item.row, item.value.stocknum, [{ field: 'dealership_slug', reason: resolved.reason }])
    }
  }
  if (defaultDealership) {
    const resolved = await resolveDealership(defaultDealership)
    if (resolved.ok) inScope.set(resolved.dealership.slug, resolved.dealership)
  }
  if (options.fullFeed) {
    // Rejected rows still name their dealership: it is part of the feed.
    for (const slug of listed.keys()) {
      const resolved = await resolveDealership(slug)
      if (resolved.ok) inScope.set(slug, resolved.dealership)
    }
  }
  report.dealerships = [...inScope.keys()].sort()

  // ---- Existing vehicles and locations of those dealerships
  const existing = new Map<string, Map<string, Doc>>()
  const locations = new Map<string, Doc[]>()
  for (const d of inScope.values()) {
    // The stored documents straight from the adapter (no afterRead hooks: thousands of cars, ids for relations).
    const { docs } = await payload.db.find<Doc>({ collection: 'vehicles', where: { dealership: { equals: d.id } }, pagination: false, limit: 0, sort: 'id' })
    const byStock = new Map<string, Doc>()
    for (const v of docs) {
      const stock = String(v.stocknum)
      if (byStock.has(stock)) report.warnings.push(`Dealership ${d.slug} already has more than one vehicle with stock number ${stock}; the import updates the first (id ${byStock.get(stock)!.id}).`)
      else byStock.set(stock, v)
    }
    existing.set(d.slug, byStock)
    const locs = await payload.find({ collection: 'locations', where: { dealership: { equals: d.id } }, pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
    locations.set(d.slug, locs.docs.map((l) => ({ ...l })))
  }
  const defaultLocation = (slug: string) => {
    const locs = (locations.get(slug) ?? []).filter((l) => (l.location_type ?? 'sales') === 'sales' || !l.location_type)
    return locs.find((l) => l.primary) ?? locs[0]
  }

  // ---- Per-row checks that need the database: duplicates in the file, locations
  type Planned = Good & { dealership: DealershipInfo; data: Record<string, unknown>; existing?: Doc }
  const planned: Planned[] = []
  const firstRowOf = new Map<string, number>()
  for (const item of good) {
    if (!item.dealership || rejectedRowNumbers.has(item.row)) continue
    const v = item.value
    const key = `${item.dealership.slug}\u0000${v.stocknum}`
    if (firstRowOf.has(key)) {
      reject(item.row, v.stocknum, [{ field: 'stocknum', reason: `stock number ${v.stocknum} of ${item.dealership.slug} already appears in row ${firstRowOf.get(key)}` }])
      continue
    }
    firstRowOf.set(key, item.row)
    let location: Doc | undefined
    if (v.location_slug) {
      location = (locations.get(item.dealership.slug) ?? []).find((l) => l.slug === v.location_slug)
      if (!location) {
        reject(item.row, v.stocknum, [{ field: 'location_slug', reason: `no location "${v.location_slug}" for dealership ${item.dealership.slug}` }])
        continue
      }
    }
    const current = existing.get(item.dealership.slug)?.get(v.stocknum)
    // A new car, or a stored one that has no place yet, goes to the dealership's primary sales location.
    if (!location && idOf(current?.location) === undefined) location = defaultLocation(item.dealership.slug)
    const data = vehicleData(v, item.dealership, location, current)
    const place = placeRule(v.show_on_dealer_website, location, current)
    if (place === 'hold') {
      data.show_on_dealer_website = false
      report.heldWithoutLocation.push({ row: item.row, dealership: item.dealership.slug, stocknum: v.stocknum })
    } else if (place === 'list') data.show_on_dealer_website = true
    planned.push({ ...item, dealership: item.dealership, existing: current, data })
  }
  const held = new Set(report.heldWithoutLocation.map((h) => h.dealership))
  for (const slug of [...held].sort()) {
    const count = report.heldWithoutLocation.filter((h) => h.dealership === slug).length
    report.warnings.push(heldWarning(slug, count, !!options.dryRun))
  }

  // ---- Write
  let done = 0
  const tick = (phase: ImportProgress['phase'], total: number) => options.onProgress?.({ phase, done: ++done, total })
  options.onProgress?.({ phase: 'import', done: 0, total: planned.length })
  const imported = new Set<string>()
  /** Every vehicle written: one batch index job at the end instead of one job per car. */
  const written = new Set<number>()
  const noPerCarSync = { skipIndexSync: true }
  const bulk = (options.method ?? 'bulk') === 'bulk'
  /** Cache tags of the sites and cars written (the revalidation the hooks do per save). */
  const tags = new Set<string>()
  if (options.dryRun) {
    for (const item of planned) {
      if (item.existing) report.updated++
      else report.created++
      imported.add(item.dealership.slug)
      tick('import', planned.length)
    }
  } else if (bulk) {
    const byKey = new Map(planned.map((item) => [String(item.row), item]))
    const results = await bulkWriteVehicles(
      payload,
      planned.map((item) => ({ key: String(item.row), data: item.data, existing: item.existing, siteId: item.dealership.site })),
      { now: new Date(), onWritten: (count) => options.onProgress?.({ phase: 'import', done: (done += count), total: planned.length }) },
    )
    for (const result of results) {
      const item = byKey.get(result.key)!
      if (!result.ok) {
        reject(item.row, item.value.stocknum, [{ field: '(row)', reason: result.reason }])
        continue
      }
      written.add(result.id)
      if (result.created) report.created++
      else report.updated++
      imported.add(item.dealership.slug)
      if (result.site !== undefined) {
        tags.add(siteCollectionTag(result.site, 'vehicles'))
        if (result.slug) tags.add(vehicleTag(result.site, result.slug))
      }
    }
  } else {
    await pool(planned, options.concurrency ?? 4, async (item) => {
      try {
        const saved = item.existing
          ? await payload.update({ collection: 'vehicles', id: item.existing.id, data: item.data, overrideAccess: true, depth: 0, context: noPerCarSync })
          : // vehicleRowSchema made every field the collection requires present in a new car's row.
            await payload.create({ collection: 'vehicles', data: item.data as RequiredDataFromCollectionSlug<'vehicles'>, overrideAccess: true, depth: 0, context: noPerCarSync })
        written.add(Number(saved.id))
        if (item.existing) report.updated++
        else report.created++
        imported.add(item.dealership.slug)
      } catch (error) {
        reject(item.row, item.value.stocknum, [issueFromError(error)])
      }
      tick('import', planned.length)
    })
  }

  // ---- Full feed: cars of the file's dealerships that the file no longer lists are sold
  if (options.fullFeed) {
    const toSell: { doc: Doc; dealership: string }[] = []
    for (const d of inScope.values()) {
      if (!imported.has(d.slug)) {
        report.warnings.push(`--full-feed: no row for ${d.slug} was imported, so none of its cars were marked sold.`)
        continue
      }
      const inFile = listed.get(d.slug) ?? new Set<string>()
      for (const [stock, doc] of existing.get(d.slug) ?? []) {
        if (doc.status !== 'sold' && !inFile.has(stock)) toSell.push({ doc, dealership: d.slug })
      }
    }
    done = 0
    options.onProgress?.({ phase: 'mark-sold', done: 0, total: toSell.length })
    const markSold = (doc: Doc, dealership: string) => {
      report.markedSold++
      report.markedSoldVehicles.push({ id: doc.id, dealership, stocknum: String(doc.stocknum) })
    }
    if (options.dryRun) {
      for (const { doc, dealership } of toSell) markSold(doc, dealership)
    } else if (bulk) {
      try {
        const sold = new Set(await bulkMarkSold(payload, toSell.map(({ doc }) => Number(doc.id))))
        for (const { doc, dealership } of toSell) {
          if (!sold.has(Number(doc.id))) continue
          markSold(doc, dealership)
          written.add(Number(doc.id))
          if (doc.site !== undefined && doc.site !== null) {
            tags.add(siteCollectionTag(idOf(doc.site)!, 'vehicles'))
            if (typeof doc.slug === 'string' && doc.slug) tags.add(vehicleTag(idOf(doc.site)!, doc.slug))
          }
        }
      } catch (error) {
        report.warnings.push(`Could not mark the missing cars sold: ${errorMessage(error)}`)
      }
      options.onProgress?.({ phase: 'mark-sold', done: toSell.length, total: toSell.length })
    } else {
      await pool(toSell, options.concurrency ?? 4, async ({ doc, dealership }) => {
        try {
          await payload.update({ collection: 'vehicles', id: doc.id, data: { status: 'sold' }, overrideAccess: true, depth: 0, context: noPerCarSync })
          written.add(Number(doc.id))
          markSold(doc, dealership)
        } catch (error) {
          report.warnings.push(`Could not mark ${dealership} ${String(doc.stocknum)} sold: ${errorMessage(error)}`)
        }
        tick('mark-sold', toSell.length)
      })
    }
    report.markedSoldVehicles.sort((a, b) => a.dealership.localeCompare(b.dealership) || a.stocknum.localeCompare(b.stocknum))
  }

  // ---- Cache: the revalidation the hooks do per save, once per site and car (only inside a Next.js server)
  if (tags.size > 0) expireTags([...tags])

  // ---- One index job for every car written (the app server's job runner picks it up)
  if (!options.dryRun && written.size > 0) {
    const job = await payload.jobs.queue({ task: 'syncVehicles', input: { ids: [...written].sort((a, b) => a - b) } })
    report.syncJobId = job.id
    report.syncedVehicles = written.size
  }

  report.rejected = rejectedRowNumbers.size
  report.rejectedRows.sort((a, b) => a.row - b.row)
  return report
}

/**
 * Where a car can be seen decides whether it is listed: `hold` keeps a car with no location (none
 * named, none stored, the dealership has none) as a draft (stored, not listed); `list` lists again
 * a stored car that was held that way (no location, not listed) now that it gets one, unless
 * the row itself (`rowListing`, its show_on_dealer_website) says whether to list it; `keep`
 * leaves the row's own choice.
 */
function placeRule(rowListing: unknown, location: Doc | undefined, current: Doc | undefined): 'hold' | 'list' | 'keep' {
  if (location) {
    const wasHeld = current !== undefined && idOf(current.location) === undefined && current.show_on_dealer_website === false
    return wasHeld && rowListing === undefined ? 'list' : 'keep'
  }
  return idOf(current?.location) === undefined ? 'hold' : 'keep'
}

/** The import report's line for cars kept as drafts because their dealership has no location. */
function heldWarning(dealership: string, count: number, dryRun: boolean): string {
  const one = count === 1
  const verb = dryRun ? 'would be' : one ? 'was' : 'were'
  return `${count} car${one ? '' : 's'} of ${dealership} ${verb} kept as ${one ? 'a draft' : 'drafts'} (stored, not listed): the dealership has no location for shoppers to see them at. Add a sales location to ${dealership} and import again to list them.`
}

/** The Local API data for one validated row: given fields only (blank cells keep stored values). */
function vehicleData(v: VehicleRow, dealership: DealershipInfo, location: Doc | undefined, current: Doc | undefined): Record<string, unknown> {
  const { dealership_slug: _slug, location_slug: _loc, images, standardEquipment, finance, autograb_data, caravan, variant, ...scalars } = v
  const data: Record<string, unknown> = { ...scalars, dealership: dealership.id }
  if (images) data.images = images.map((url) => ({ url }))
  if (standardEquipment) data.standardEquipment = standardEquipment.map((item) => ({ item }))
  if (finance) data.finance = finance
  // Groups: given sub-fields over the stored ones.
  for (const [name, group] of [['autograb_data', autograb_data], ['caravan', caravan], ['variant', variant]] as const) {
    const stored = current?.[name]
    if (group) data[name] = { ...(isRecord(stored) ? stored : {}), ...group }
  }
  if (location) {
    const address = isRecord(location.address) ? location.address : {}
    data.location = location.id
    if (data.location_name === undefined) data.location_name = location.name
    if (data.city === undefined && address.city) data.city = address.city
    if (data.state === undefined && address.state) data.state = address.state
  } else if (!current && data.location_name === undefined) {
    data.location_name = dealership.name
  }
  // The name follows year/make/model/badge unless someone wrote their own.
  if (current && data.name === undefined && current.name === autoName(current)) {
    const next = autoName({ ...current, ...data })
    if (next !== current.name) data.name = next
  }
  return data
}
