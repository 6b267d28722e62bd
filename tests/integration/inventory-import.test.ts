/**
 * The inventory import on PostgreSQL (issue 4 item 2): good rows are created; a second import
 * updates instead of duplicating; bad rows are reported (row, field, reason) while good rows
 * are kept; --full-feed marks cars missing from the feed sold with sold_date_timestamp; and the
 * real command runs end to end with the right exit codes and report file.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { ImportFatalError, importVehicles } from '../../src/inventory/importVehicles'
import { csvRows, jsonRows } from '../../src/inventory/readFile'
import { tsxChildArgs } from './tsxChild'

let payload: Payload
let siteA: { id: number; slug: string }
let siteB: { id: number; slug: string }
let dealerSlug: string
let dealerA: { id: number }
let dealerB: { id: number }
let locationSlug: string
let locationA: { id: number }
let otherDealer: { id: number; slug: string }

const HEADER = 'dealership_slug,stocknum,make,model,badge,year,car_type,item_type,status,price,reserved,km,location_slug,state,images,standardEquipment,caravan.sleeps,caravan.axle_type,finance.Taurus.paymentWeek,dealercomments'

function csv(...lines: string[]) {
  return csvRows([HEADER, ...lines].join('\r\n') + '\r\n').rows
}

async function vehicle(dealership: { id: number }, stocknum: string) {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ dealership: { equals: dealership.id } }, { stocknum: { equals: stocknum } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  const site = async (label: string) => {
    const doc = await payload.create({ collection: 'sites', data: { name: `Import ${label}`, slug: unique(`import-${label}`) }, overrideAccess: true })
    return { id: doc.id as number, slug: doc.slug as string }
  }
  siteA = await site('a')
  siteB = await site('b')
  dealerSlug = unique('import-motors')
  // The same dealership slug on two sites: slugs are unique per site only.
  dealerA = await payload.create({ collection: 'dealerships', data: { name: 'Import Motors', slug: dealerSlug, site: siteA.id }, overrideAccess: true })
  dealerB = await payload.create({ collection: 'dealerships', data: { name: 'Import Motors B', slug: dealerSlug, site: siteB.id }, overrideAccess: true })
  const other = await payload.create({ collection: 'dealerships', data: { name: 'Other Motors', slug: unique('import-other'), site: siteA.id }, overrideAccess: true })
  otherDealer = { id: other.id as number, slug: other.slug as string }
  locationSlug = unique('import-sales')
  locationA = await payload.create({
    collection: 'locations',
    data: { name: 'Import Motors Sales', slug: locationSlug, site: siteA.id, dealership: dealerA.id, location_type: 'sales', primary: true, address: { city: 'Toowoomba', state: 'qld' } },
    overrideAccess: true,
  })
})

describe('inventory import', () => {
  it('creates vehicles from good rows, with coerced values, derived fields and the location', async () => {
    const rows = csv(
      `${dealerSlug},IMP-1,Toyota,RAV4,GXL,2025,new,,in_stock,"$52,990",N,"1,200",${locationSlug},,https://x.test/1.jpg|https://x.test/2.jpg,Reversing camera|Apple CarPlay,,,129,"Line one, with comma.|Line ""two"""`,
      `${dealerSlug},IMP-2,Jayco,Journey,Outback,2024,used,caravan,coming_soon,"89,900",yes,0,,NSW,,,4,Tandem,,`,
      `${dealerSlug},IMP-3,Mazda,CX-5,Touring,2023,demo,,,34990,,15000,,,,,,,,`,
    )
    const report = await importVehicles(payload, rows, { site: siteA.slug })
    expect(report).toMatchObject({ created: 3, updated: 0, rejected: 0, markedSold: 0, rejectedRows: [], dealerships: [dealerSlug] })

    const [rav4] = await vehicle(dealerA, 'IMP-1')
    expect(rav4).toMatchObject({
      name: '2025 Toyota RAV4 GXL',
      site: siteA.id,
      car_type: 'new',
      item_type: 'car',
      status: 'in_stock',
      price: 52990,
      reserved: false,
      km: 1200,
      location: locationA.id,
      location_name: 'Import Motors Sales',
      city: 'Toowoomba',
      state: 'qld',
      dealercomments: 'Line one, with comma.|Line "two"',
      images: [expect.objectContaining({ url: 'https://x.test/1.jpg' }), expect.objectContaining({ url: 'https://x.test/2.jpg' })],
      standardEquipment: [expect.objectContaining({ item: 'Reversing camera' }), expect.objectContaining({ item: 'Apple CarPlay' })],
      finance: [expect.objectContaining({ provider: 'Taurus', paymentWeek: 129 })],
    })
    expect(rav4.listed_at).toBeTruthy()
    expect(rav4.sold_date_timestamp ?? null).toBeNull()

    const [van] = await vehicle(dealerA, 'IMP-2')
    expect(van).toMatchObject({ item_type: 'caravan', status: 'coming_soon', price: 89900, reserved: true, state: 'nsw', caravan: { sleeps: 4, axle_type: 'Tandem' } })
    // No location_slug on a new car: the dealership's primary sales location.
    expect(van.location).toBe(locationA.id)
    expect(van.city).toBe('Toowoomba')

    // Site B's dealership of the same slug is untouched.
    expect(await vehicle(dealerB, 'IMP-1')).toHaveLength(0)
  })

  it('a second import updates instead of duplicating; blank cells keep stored values; groups merge', async () => {
    const rows = csv(
      `${dealerSlug},IMP-1,Toyota,RAV4,Cruiser,2025,new,,,"$49,990",,,,,,,,,,`,
      `${dealerSlug},IMP-2,Jayco,Journey,Outback,2024,used,caravan,in_stock,,,,,,,,,Single,,`,
      `${dealerSlug},IMP-3,Mazda,CX-5,Touring,2023,demo,,,34990,,15000,,,,,,,,`,
    )
    const report = await importVehicles(payload, rows, { site: siteA.slug })
    expect(report).toMatchObject({ created: 0, updated: 3, rejected: 0 })

    const rav4s = await vehicle(dealerA, 'IMP-1')
    expect(rav4s).toHaveLength(1)
    expect(rav4s[0]).toMatchObject({
      price: 49990,
      badge: 'Cruiser',
      // The derived name follows the new badge.
      name: '2025 Toyota RAV4 Cruiser',
      // Not given this time: kept.
      km: 1200,
      status: 'in_stock',
      images: [expect.objectContaining({ url: 'https://x.test/1.jpg' }), expect.objectContaining({ url: 'https://x.test/2.jpg' })],
      finance: [expect.objectContaining({ provider: 'Taurus', paymentWeek: 129 })],
    })
    const [van] = await vehicle(dealerA, 'IMP-2')
    expect(van).toMatchObject({ status: 'in_stock', price: 89900, caravan: { sleeps: 4, axle_type: 'Single' } })
    const { totalDocs } = await payload.count({ collection: 'vehicles', where: { dealership: { equals: dealerA.id } }, overrideAccess: true })
    expect(totalDocs).toBe(3)
  })

  it("keeps a car's distribution locations (set in the admin) when the feed updates the car (SPEC.md §3 Car location)", async () => {
    const [cx5] = await vehicle(dealerA, 'IMP-3')
    await payload.update({ collection: 'vehicles', id: cx5!.id, data: { distribution_locations: [locationA.id] }, overrideAccess: true, context: { skipIndexSync: true } })
    const report = await importVehicles(payload, csv(`${dealerSlug},IMP-3,Mazda,CX-5,Touring,2023,demo,,,33990,,15500,,,,,,,,`), { site: siteA.slug })
    expect(report).toMatchObject({ updated: 1, rejected: 0 })
    const [after] = await vehicle(dealerA, 'IMP-3')
    expect(after).toMatchObject({ price: 33990, distribution_locations: [locationA.id] })
  })

  it('reports bad rows with row, field and reason and keeps the good rows', async () => {
    const rows = csv(
      `${dealerSlug},IMP-10,Toyota,Corolla,SX,2022,used,,,25990,,,,,,,,,,`, // row 2: good
      `${dealerSlug},IMP-11,Toyota,Camry,Ascent,abc,used,,,29990,,,,,,,,,,`, // row 3: year
      `${dealerSlug},IMP-12,Toyota,Yaris,Ascent,2021,old,,,19990,,,,,,,,,,`, // row 4: car_type
      `no-such-dealer,IMP-13,Toyota,HiLux,SR,2020,used,,,39990,,,,,,,,,,`, // row 5: dealership
      `${dealerSlug},IMP-14,Toyota,Prado,GX,2020,used,,,59990,,,nowhere,,,,,,,`, // row 6: location
      `${dealerSlug},IMP-10,Toyota,Corolla,SX,2022,used,,,25990,,,,,,,,,,`, // row 7: duplicate of row 2
      `${dealerSlug},IMP-15,Toyota,Kluger,GXL,2024,new,,sold?,"1,00",maybe,,,Queensland,ftp://x,,,,,`, // row 8: several problems
      `${dealerSlug},IMP-16,Toyota,86`, // row 9: wrong number of cells
      `${dealerSlug},IMP-17,Toyota,C-HR,Koba,2024,new,,,42990,,,,,,,,,,`, // row 10: good
    )
    const report = await importVehicles(payload, rows, { site: siteA.slug })
    expect(report.created).toBe(2)
    expect(report.rejected).toBe(7)
    expect(report.rejectedRows).toEqual([
      { row: 3, stocknum: 'IMP-11', field: 'year', reason: '"abc" is not a number' },
      { row: 4, stocknum: 'IMP-12', field: 'car_type', reason: '"old" is not one of new, demo, used' },
      { row: 5, stocknum: 'IMP-13', field: 'dealership_slug', reason: `unknown dealership "no-such-dealer" on site ${siteA.slug}` },
      { row: 6, stocknum: 'IMP-14', field: 'location_slug', reason: `no location "nowhere" for dealership ${dealerSlug}` },
      { row: 7, stocknum: 'IMP-10', field: 'stocknum', reason: `stock number IMP-10 of ${dealerSlug} already appears in row 2` },
      { row: 8, stocknum: 'IMP-15', field: 'status', reason: '"sold?" is not one of in_stock, coming_soon, sold' },
      { row: 8, stocknum: 'IMP-15', field: 'price', reason: '"1,00" is not a number' },
      { row: 8, stocknum: 'IMP-15', field: 'reserved', reason: '"maybe" is not a yes/no value (use true/false, yes/no, y/n or 1/0)' },
      { row: 8, stocknum: 'IMP-15', field: 'state', reason: '"Queensland" is not one of qld, nsw, vic, act, tas, sa, wa, nt' },
      { row: 8, stocknum: 'IMP-15', field: 'images', reason: 'item 1: "ftp://x" is not an http(s) URL' },
      { row: 9, stocknum: 'IMP-16', field: '(row)', reason: 'has 4 cells but the header has 20 (an unquoted comma, or a missing cell?)' },
    ])
    expect(await vehicle(dealerA, 'IMP-10')).toHaveLength(1)
    expect(await vehicle(dealerA, 'IMP-17')).toHaveLength(1)
    for (const stock of ['IMP-11', 'IMP-12', 'IMP-14', 'IMP-15', 'IMP-16']) expect(await vehicle(dealerA, stock), stock).toHaveLength(0)
  })

  it('without --site, a dealership slug on two sites is rejected as ambiguous; JSON rows count from 1', async () => {
    const rows = jsonRows(JSON.stringify([{ dealership_slug: dealerSlug, stocknum: 'IMP-20', make: 'Kia', model: 'EV6', car_type: 'new' }])).rows
    const report = await importVehicles(payload, rows)
    expect(report.rejectedRows).toEqual([{ row: 1, stocknum: 'IMP-20', field: 'dealership_slug', reason: expect.stringMatching(new RegExp(`^dealership "${dealerSlug}" exists on several sites \\(.*\\); pass --site$`)) }])
    expect(report.created).toBe(0)
  })

  it('stops on an unknown --site or --dealership', async () => {
    await expect(importVehicles(payload, [], { site: 'no-such-site' })).rejects.toThrow(ImportFatalError)
    await expect(importVehicles(payload, [], { site: siteA.slug, dealership: 'no-such-dealer' })).rejects.toThrow(/--dealership: unknown dealership "no-such-dealer"/)
  })

  it('--full-feed marks cars missing from the feed sold (sold_date_timestamp stamped); --dry-run writes nothing', async () => {
    // Stock now: IMP-1, IMP-2, IMP-3, IMP-10, IMP-17 (dealer A). Add one already sold and one at another dealership.
    await payload.create({ collection: 'vehicles', data: { dealership: dealerA.id, stocknum: 'IMP-SOLD', make: 'Ford', model: 'Focus', car_type: 'used', status: 'sold' } as never, overrideAccess: true })
    const [alreadySold] = await vehicle(dealerA, 'IMP-SOLD')
    await payload.create({ collection: 'vehicles', data: { dealership: otherDealer.id, stocknum: 'IMP-OTHER', make: 'Ford', model: 'Puma', car_type: 'used' } as never, overrideAccess: true })

    // The feed lists IMP-1 and IMP-2 (good) and IMP-3 (a bad row: still "in the feed").
    const feed = csv(
      `${dealerSlug},IMP-1,Toyota,RAV4,Cruiser,2025,new,,,"$49,990",,,,,,,,,,`,
      `${dealerSlug},IMP-2,Jayco,Journey,Outback,2024,used,caravan,,,,,,,,,,,,`,
      `${dealerSlug},IMP-3,Mazda,CX-5,Touring,abc,demo,,,34990,,,,,,,,,,`,
    )

    const dry = await importVehicles(payload, feed, { site: siteA.slug, fullFeed: true, dryRun: true })
    expect(dry).toMatchObject({ dryRun: true, updated: 2, rejected: 1, markedSold: 2 })
    expect(dry.markedSoldVehicles.map((v) => v.stocknum)).toEqual(['IMP-10', 'IMP-17'])
    expect((await vehicle(dealerA, 'IMP-10'))[0].status).toBe('in_stock')

    const before = Math.floor(Date.now() / 1000)
    const report = await importVehicles(payload, feed, { site: siteA.slug, fullFeed: true })
    const after = Math.ceil(Date.now() / 1000)
    expect(report).toMatchObject({ updated: 2, rejected: 1, markedSold: 2 })
    expect(report.markedSoldVehicles).toEqual([
      { id: expect.anything(), dealership: dealerSlug, stocknum: 'IMP-10' },
      { id: expect.anything(), dealership: dealerSlug, stocknum: 'IMP-17' },
    ])
    for (const stock of ['IMP-10', 'IMP-17']) {
      const [car] = await vehicle(dealerA, stock)
      expect(car.status, stock).toBe('sold')
      expect(car.sold_date_timestamp, stock).toBeGreaterThanOrEqual(before)
      expect(car.sold_date_timestamp, stock).toBeLessThanOrEqual(after)
    }
    // In the feed (even the rejected IMP-3): still for sale.
    for (const stock of ['IMP-1', 'IMP-2', 'IMP-3']) expect((await vehicle(dealerA, stock))[0].status, stock).not.toBe('sold')
    // Already sold: not touched (its timestamp stays); another dealership: not touched.
    const [stillSold] = await vehicle(dealerA, 'IMP-SOLD')
    expect(stillSold.sold_date_timestamp).toBe(alreadySold.sold_date_timestamp)
    expect((await vehicle(otherDealer, 'IMP-OTHER'))[0].status).toBe('in_stock')

    // A feed with no importable row for the dealership never marks its stock sold.
    const broken = await importVehicles(payload, csv(`${dealerSlug},IMP-1,Toyota,RAV4,Cruiser,abc,new,,,,,,,,,,,,,`), { site: siteA.slug, fullFeed: true })
    expect(broken.markedSold).toBe(0)
    expect(broken.warnings).toContainEqual(expect.stringMatching(/no row for .* was imported/))
    expect((await vehicle(dealerA, 'IMP-2'))[0].status).not.toBe('sold')
  })
})

describe('npm run inventory:import (the command)', () => {
  // No app server runs here, so the command waits only 1 s for the index job. SIGKILL on
  // timeout: a command stuck in its own shutdown must fail this test, not block the worker.
  const run = (args: string[]) =>
    spawnSync(process.execPath, tsxChildArgs('scripts/inventory-import.ts', ...args), {
      encoding: 'utf8',
      env: { ...process.env, IMPORT_INDEX_WAIT_SECONDS: '1' },
      timeout: 110_000,
      killSignal: 'SIGKILL',
    })

  it('exits 2 on usage errors and 1 on a missing file, before touching the database', () => {
    const none = run([])
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/Missing the file/)
    expect(run(['x.csv', '--bogus']).status).toBe(2)
    const missing = run(['/nonexistent/feed.csv'])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/File not found: \/nonexistent\/feed.csv/)
  })

  it('imports a CSV file, prints the summary and rejected rows, writes <file>.report.json and exits 0', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inv-cli-'))
    const file = path.join(dir, 'feed.csv')
    fs.writeFileSync(file, `\uFEFF${HEADER}\r\n${dealerSlug},IMP-30,Kia,Sportage,GT-Line,2024,demo,,,"$45,990",,,,,,,,,,\r\n${dealerSlug},IMP-31,Kia,Carnival,S,1800,new,,,,,,,,,,,,,\r\n`)
    const result = run([file, '--site', siteA.slug])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/Created:\s+1/)
    expect(result.stdout).toMatch(/Rejected:\s+1 row/)
    expect(result.stdout).toMatch(/No app server ran the search index job within 1 s/)
    expect(result.stdout).toMatch(/3\s+IMP-31\s+year\s+must be between 1900 and \d{4}, got 1800/)
    const report = JSON.parse(fs.readFileSync(`${file}.report.json`, 'utf8'))
    expect(report).toMatchObject({ created: 1, updated: 0, rejected: 1, markedSold: 0, rejectedRows: [{ row: 3, stocknum: 'IMP-31', field: 'year' }] })
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('the bulk write path stores what the Local API path stores', () => {
  /** A document without what differs by nature between two saves (ids, times, the dealership). */
  const comparable = (doc: Record<string, unknown>) => {
    const { id: _id, createdAt: _c, updatedAt: _u, listed_at: _l, dealership: _d, location: _loc, location_name: _ln, sold_date_timestamp: sold, ...rest } = doc
    const rows = (v: unknown) => (Array.isArray(v) ? v.map(({ id: _rowId, ...r }: Record<string, unknown>) => r) : v)
    return { ...rest, images: rows(rest.images), standardEquipment: rows(rest.standardEquipment), finance: rows(rest.finance), sold: sold === null || sold === undefined ? null : 'stamped' }
  }
  let bulkDealer: { id: number; slug: string }
  let apiDealer: { id: number; slug: string }

  beforeAll(async () => {
    const make = async (label: string) => {
      const d = await payload.create({ collection: 'dealerships', data: { name: `Compare ${label}`, slug: unique(`cmp-${label}`), site: siteA.id }, overrideAccess: true })
      // A place to see the cars at (a dealership without one gets its cars as drafts: car-place.test.ts).
      await payload.create({ collection: 'locations', data: { name: `Compare ${label} Sales`, slug: unique(`cmp-${label}-sales`), site: siteA.id, dealership: d.id, location_type: 'sales', primary: true }, overrideAccess: true })
      return { id: d.id as number, slug: d.slug as string }
    }
    bulkDealer = await make('bulk')
    apiDealer = await make('api')
  })

  const feed = (slug: string, lines: string[]) => csv(...lines.map((l) => `${slug},${l}`))
  const first = [
    'CMP-1,Toyota,RAV4,GXL,2025,new,,in_stock,"$52,990",N,"1,200",,,https://x.test/1.jpg|https://x.test/2.jpg,Reversing camera|Apple CarPlay,,,129,"Para one.|Para two"',
    'CMP-2,Jayco,Journey,Outback,2024,used,caravan,coming_soon,"89,900",yes,0,,NSW,,,4,Tandem,,',
    'CMP-3,Mazda,CX-5,Touring,2023,demo,,sold,34990,,15000,,,,,,,,',
    'CMP-4,Kia,Picanto,,,used,,,,,,,,,,,,,',
  ]
  const second = [
    'CMP-1,Toyota,RAV4,Cruiser,2025,new,,,"$49,990",,,,,https://x.test/3.jpg,,,,99,',
    'CMP-2,Jayco,Journey,Outback,2024,used,caravan,sold,,,,,,,,,Single,,',
    'CMP-3,Mazda,CX-5,Touring,2023,demo,,in_stock,,,,,,,Sunroof,,,,',
  ]

  async function docs(dealer: { id: number }) {
    const { docs } = await payload.find({ collection: 'vehicles', where: { dealership: { equals: dealer.id } }, sort: 'stocknum', pagination: false, depth: 0, overrideAccess: true })
    return docs as unknown as Record<string, unknown>[]
  }

  it('creates, updates (arrays replaced, groups merged, sold stamped and cleared) and full-feed sells alike', async () => {
    for (const [dealer, method] of [[bulkDealer, 'bulk'], [apiDealer, 'local-api']] as const) {
      const created = await importVehicles(payload, feed(dealer.slug, first), { site: siteA.slug, method })
      expect(created, method).toMatchObject({ created: 4, updated: 0, rejected: 0 })
      const updated = await importVehicles(payload, feed(dealer.slug, second), { site: siteA.slug, method, fullFeed: true })
      expect(updated, method).toMatchObject({ created: 0, updated: 3, rejected: 0, markedSold: 1 })
      expect(updated.markedSoldVehicles.map((v) => v.stocknum), method).toEqual(['CMP-4'])
      expect(updated.syncedVehicles, method).toBe(4)
    }
    const bulk = await docs(bulkDealer)
    const api = await docs(apiDealer)
    expect(bulk.map((d) => d.stocknum)).toEqual(['CMP-1', 'CMP-2', 'CMP-3', 'CMP-4'])
    expect(bulk.map(comparable)).toEqual(api.map(comparable))
    // Spot checks of what the hooks derive, so equal-but-wrong cannot pass.
    const [rav4, van, cx5, picanto] = bulk
    expect(rav4).toMatchObject({ name: '2025 Toyota RAV4 Cruiser', slug: '2025-toyota-rav4-gxl-cmp-1', site: siteA.id, price: 49990, price_type: 'excl_gov_charges', km: 1200, reserved: false, show_on_dealer_website: true, custom_rank: 0 })
    expect(rav4.images).toEqual([expect.objectContaining({ url: 'https://x.test/3.jpg' })])
    expect(rav4.standardEquipment).toHaveLength(2)
    expect(rav4.finance).toEqual([expect.objectContaining({ provider: 'Taurus', paymentWeek: 99 })])
    expect(van).toMatchObject({ status: 'sold', caravan: { sleeps: 4, axle_type: 'Single' }, price_type: 'drive_away' })
    expect(van.sold_date_timestamp).toEqual(expect.any(Number))
    expect(cx5).toMatchObject({ status: 'in_stock', sold_date_timestamp: null, standardEquipment: [expect.objectContaining({ item: 'Sunroof' })] })
    expect(picanto).toMatchObject({ name: 'Kia Picanto', status: 'sold', car_type: 'used', item_type: 'car' })
    expect(picanto.sold_date_timestamp).toEqual(expect.any(Number))
    expect(picanto.listed_at).toBeTruthy()
  })

  it('writes many rows in several batches and still upserts by dealership + stock number', async () => {
    const lines = Array.from({ length: 1203 }, (_, i) => `MANY-${i},Ford,Ranger,XLT,2024,used,,,${30000 + i},,,,,https://x.test/${i}.jpg,,,,,`)
    const rows = csv(...lines.map((l) => `${bulkDealer.slug},${l}`))
    expect(await importVehicles(payload, rows, { site: siteA.slug })).toMatchObject({ created: 1203, rejected: 0 })
    expect(await importVehicles(payload, rows, { site: siteA.slug })).toMatchObject({ created: 0, updated: 1203, rejected: 0 })
    const { totalDocs } = await payload.count({ collection: 'vehicles', where: { and: [{ dealership: { equals: bulkDealer.id } }, { stocknum: { like: 'MANY-' } }] }, overrideAccess: true })
    expect(totalDocs).toBe(1203)
    const [car] = await vehicle(bulkDealer, 'MANY-1202')
    expect(car).toMatchObject({ price: 31202, images: [expect.objectContaining({ url: 'https://x.test/1202.jpg' })] })
  })
})
