/**
 * About 2,000 demo vehicles across the three sites, covering every state the rules
 * distinguish: in stock, coming soon, sold yesterday and 10 days ago, reserved, certified
 * used Toyota, electric and hybrid, caravans with specifications, no price, pre-order,
 * subscription price, before price above price, market data above and below price, and
 * hidden from the website. Deterministic (seeded PRNG); images drawn with sharp.
 */
import { progress, type SeedContext } from './context'
import { seedMedia, type MediaSpec } from './media'
import { CAR_COLOURS, CAR_SHAPES, carPng, type CarShape } from './images'
import { prng, type Rng } from './random'
import { pickModel, caravanDetails } from './vehicleCatalogue'
import { applySpecialState, DAY, financeRows } from './vehicleStates'
import { bulkWriteVehicles, type BulkItem } from '../src/inventory/bulkWrite'

type Doc = { id: number; [k: string]: unknown }
const TRANSMISSIONS = ['Automatic', 'Automatic', 'Automatic', 'Manual']
const DRIVES = ['FWD', 'AWD', '4WD', 'RWD']
const COLOURS = Object.keys(CAR_COLOURS)

type Plan = { dealership: string; count: number; makes: 'toyota' | 'new-brand' | 'used' | 'caravan-mix'; carTypes: ('new' | 'demo' | 'used')[] }

const PLANS: Record<string, Plan[]> = {
  'sunshine-toyota': [{ dealership: 'sunshine-toyota', count: 700, makes: 'toyota', carTypes: ['new', 'new', 'new', 'demo'] }],
  'harbour-auto-group': [
    { dealership: 'harbour-mazda', count: 150, makes: 'new-brand', carTypes: ['new', 'new', 'demo'] },
    { dealership: 'harbour-hyundai', count: 150, makes: 'new-brand', carTypes: ['new', 'new', 'demo'] },
    { dealership: 'harbour-kia', count: 130, makes: 'new-brand', carTypes: ['new', 'new', 'demo'] },
    { dealership: 'harbour-ford-brisbane', count: 150, makes: 'new-brand', carTypes: ['new', 'demo', 'used'] },
    { dealership: 'harbour-mitsubishi-gold-coast', count: 120, makes: 'new-brand', carTypes: ['new', 'demo'] },
    { dealership: 'harbour-used-cars', count: 200, makes: 'used', carTypes: ['used'] },
  ],
  'outback-caravans': [{ dealership: 'outback-caravans', count: 460, makes: 'caravan-mix', carTypes: ['used'] }],
}

/** Demo vehicles per site slug. */
export function plannedVehicleCountBySite(): Record<string, number> {
  return Object.fromEntries(Object.entries(PLANS).map(([slug, plans]) => [slug, plans.reduce((n, p) => n + p.count, 0)]))
}

function plannedVehicleCount(): number {
  return Object.values(PLANS).flat().reduce((n, p) => n + p.count, 0)
}

type ImagePool = Map<string, number[]>

async function seedImagePool(ctx: SeedContext): Promise<ImagePool> {
  const pool: ImagePool = new Map()
  const name = (shape: CarShape, colour: string, view: number) => `car-${shape}-${colour.toLowerCase()}-${view}.jpg`
  const specs: MediaSpec[] = []
  for (const shape of CAR_SHAPES) {
    for (const colour of COLOURS) {
      for (const view of [0, 1, 2] as const) specs.push({ name: name(shape, colour, view), alt: `${colour} ${shape}`, mimetype: 'image/jpeg', render: () => carPng(shape, colour, view) })
    }
  }
  const ids = await seedMedia(ctx, specs)
  ctx.log(`  Car images: ${ids.size}/${specs.length}`)
  for (const shape of CAR_SHAPES) {
    for (const colour of COLOURS) pool.set(`${shape}:${colour}`, [0, 1, 2].map((view) => ids.get(name(shape, colour, view))!))
  }
  return pool
}

function vehicleFor(rng: Rng, plan: Plan, dealershipMake: string | undefined, index: number, now: number) {
  const carType = rng.pick(plan.carTypes)
  const isCaravan = plan.makes === 'caravan-mix' && index % 2 === 0
  const year = carType === 'new' ? 2026 : carType === 'demo' ? rng.pick([2025, 2026]) : rng.int(2012, 2025)
  const { make, spec } = pickModel(rng, { makes: plan.makes, dealershipMake, carType, isCaravan })
  const badge = rng.pick(spec.badges)
  const ageFactor = carType === 'used' ? Math.max(0.35, 1 - (2026 - year) * 0.08) : carType === 'demo' ? 0.93 : 1
  const price = Math.round((rng.int(spec.price[0], spec.price[1]) * ageFactor) / 100) * 100 - 10
  const km = carType === 'new' ? rng.int(5, 30) : carType === 'demo' ? rng.int(800, 9000) : rng.int(8000, 220000)
  const colour = rng.pick(COLOURS)
  const fuel = spec.fuel ?? rng.pick(['Petrol', 'Petrol', 'Diesel'])
  const createdDaysAgo = rng.int(0, 120)
  const v: Record<string, unknown> = {
    make,
    model: spec.model,
    badge,
    series: isCaravan ? undefined : `${spec.model.slice(0, 2).toUpperCase()}${rng.int(10, 99)}`,
    year,
    car_type: carType,
    item_type: isCaravan ? 'caravan' : 'car',
    status: 'in_stock',
    price,
    km,
    colour,
    interior_colour: rng.pick(['Black', 'Grey', 'Beige']),
    simple_body: spec.body,
    simple_fuel: fuel,
    fuel: fuel === 'Diesel' ? 'Diesel' : fuel === 'Electric' ? 'Electric' : fuel === 'Hybrid' ? 'Hybrid Petrol' : 'Unleaded Petrol',
    simple_transmission: isCaravan ? undefined : rng.pick(TRANSMISSIONS),
    transmission: isCaravan ? undefined : '8 speed automatic',
    simple_drive: isCaravan ? undefined : rng.pick(DRIVES),
    seats: isCaravan ? undefined : spec.seats ?? 5,
    doors: isCaravan ? 1 : spec.shape === 'ute' ? 4 : 5,
    engine_size: isCaravan ? undefined : fuel === 'Electric' ? 'Electric motor' : `${rng.pick(['1.8', '2.0', '2.5', '2.8', '3.3'])}L`,
    stocknum: `${plan.dealership.split('-').map((w) => w[0]).join('').toUpperCase()}${String(10000 + index)}`,
    vin: `JT${rng.int(100000000, 999999999)}${String(index).padStart(6, '0')}`,
    regplate: carType === 'new' ? undefined : `${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
    listed_at: new Date((now - createdDaysAgo * DAY) * 1000).toISOString(),
    custom_rank: rng.int(0, 100),
    dealercomments: `Well presented ${year} ${make} ${spec.model} ${badge} in ${colour}.|Comes with a full service history and our 7-day money back promise.|Finance and trade-ins welcome; ask our team for a quote today.`,
    standardEquipment: ['Reversing camera', 'Apple CarPlay', 'Android Auto', 'Cruise control', 'Bluetooth', 'LED headlights', 'Keyless entry', 'Lane keep assist', 'Blind spot monitor', 'Dual-zone climate'].slice(0, rng.int(4, 10)).map((item) => ({ item })),
    show_on_dealer_website: true,
  }
  if (isCaravan) {
    // A caravan has no odometer or fuel (issue 32: its cards show ATM, berths and length instead).
    for (const field of ['km', 'simple_fuel', 'fuel'] as const) delete v[field]
    v.caravan = caravanDetails(rng, spec.model)
  }
  // Special states, spread by index so every site has some of each.
  const k = index % 40
  applySpecialState(v, rng, { k, index, price, now, make, carType, isCaravan })
  if (typeof v.price === 'number' && v.price > 0) v.finance = financeRows(v.price, k)
  v.images = []
  return { v, shape: spec.shape, colour, photoCount: k === 16 ? 0 : rng.int(3, 6) }
}

export async function seedVehicles(ctx: SeedContext, sites: Record<string, Doc>): Promise<void> {
  const existing = await ctx.payload.count({ collection: 'vehicles', overrideAccess: true })
  if (existing.totalDocs >= plannedVehicleCount()) return
  const pool = await seedImagePool(ctx)
  const now = Math.floor(Date.now() / 1000)
  const bar = progress(ctx.log, 'Vehicles', plannedVehicleCount())
  for (const [siteSlug, plans] of Object.entries(PLANS)) {
    const site = sites[siteSlug]
    if (!site) continue
    for (const plan of plans) {
      const dealership = (await ctx.payload.find({ collection: 'dealerships', where: { and: [{ site: { equals: site.id } }, { slug: { equals: plan.dealership } }] }, depth: 1, limit: 1, overrideAccess: true })).docs[0]
      const location = (await ctx.payload.find({ collection: 'locations', where: { and: [{ dealership: { equals: dealership.id } }, { location_type: { equals: 'sales' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
      const rng = prng(plan.dealership.length * 7919 + plan.count)
      const firstMake = dealership.manufacturers?.[0]
      const make = typeof firstMake === 'object' ? firstMake?.name : undefined
      const stored = await ctx.payload.find({ collection: 'vehicles', where: { dealership: { equals: dealership.id } }, pagination: false, depth: 0, overrideAccess: true, select: { stocknum: true } })
      const storedStock = new Set(stored.docs.map((d) => String((d as { stocknum?: string }).stocknum)))
      const items: BulkItem[] = []
      for (let i = 0; i < plan.count; i++) {
        // Every car is planned (the PRNG advances the same way on a re-run); only missing ones are written.
        const { v, shape, colour, photoCount } = vehicleFor(rng, plan, make, i, now)
        const images = (pool.get(`${shape}:${colour}`) ?? []).slice(0, photoCount)
        const stock = v.stocknum as string
        if (storedStock.has(stock)) {
          bar.tick()
          continue
        }
        items.push({
          key: stock,
          siteId: site.id,
          data: {
            ...v,
            dealership: dealership.id,
            location: location?.id,
            location_name: (location?.name as string) ?? dealership.name,
            city: (location as { address?: { city?: string } })?.address?.city,
            state: (location as { address?: { state?: string } })?.address?.state,
            images: [...images, ...(photoCount > images.length ? images : [])].slice(0, photoCount).map((image) => ({ image })),
          },
        })
      }
      // Batched SQL (the inventory import's path, src/inventory/bulkWrite.ts) instead of one
      // Local API save per car: the seed's main cost. The search index is built from the
      // database after seeding, as before (the saves skipped per-car index sync).
      const results = await bulkWriteVehicles(ctx.payload, items, { onWritten: (count) => bar.tick(count) })
      const refused = results.filter((r) => !r.ok)
      if (refused.length) throw new Error(`Seeding vehicles: ${refused.length} refused, e.g. ${refused[0].key}: ${(refused[0] as { reason: string }).reason}`)
      const createdCount = results.length
      if (createdCount) ctx.created.vehicles = (ctx.created.vehicles ?? 0) + createdCount
    }
  }
}
