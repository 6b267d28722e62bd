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
import { bulkWriteVehicles, type BulkItem } from '../src/inventory/bulkWrite'

type Doc = { id: number; [k: string]: unknown }
type ModelSpec = { model: string; badges: string[]; body: string; shape: CarShape; price: [number, number]; fuel?: string; seats?: number }

const TOYOTA: ModelSpec[] = [
  { model: 'Corolla', badges: ['Ascent Sport', 'SX', 'ZR'], body: 'Hatchback', shape: 'hatch', price: [30000, 42000], fuel: 'Hybrid' },
  { model: 'Camry', badges: ['Ascent', 'SL'], body: 'Sedan', shape: 'sedan', price: [38000, 52000], fuel: 'Hybrid' },
  { model: 'RAV4', badges: ['GX', 'GXL', 'Cruiser', 'Edge'], body: 'SUV', shape: 'suv', price: [40000, 62000], fuel: 'Hybrid' },
  { model: 'HiLux', badges: ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], body: 'Ute', shape: 'ute', price: [35000, 78000], fuel: 'Diesel' },
  { model: 'LandCruiser 300', badges: ['GX', 'VX', 'Sahara'], body: 'SUV', shape: 'suv', price: [95000, 150000], fuel: 'Diesel', seats: 7 },
  { model: 'Prado', badges: ['GX', 'GXL', 'Kakadu'], body: 'SUV', shape: 'suv', price: [70000, 100000], fuel: 'Diesel', seats: 7 },
  { model: 'Kluger', badges: ['GX', 'GXL', 'Grande'], body: 'SUV', shape: 'suv', price: [55000, 80000], fuel: 'Hybrid', seats: 7 },
  { model: 'Yaris Cross', badges: ['GX', 'GXL', 'Urban'], body: 'SUV', shape: 'suv', price: [30000, 40000], fuel: 'Hybrid' },
  { model: 'bZ4X', badges: ['FWD', 'AWD'], body: 'SUV', shape: 'suv', price: [66000, 75000], fuel: 'Electric' },
  { model: 'HiAce', badges: ['LWB', 'SLWB'], body: 'Van', shape: 'van', price: [48000, 62000], fuel: 'Diesel', seats: 3 },
  { model: 'GR86', badges: ['GT', 'GTS'], body: 'Coupe', shape: 'sedan', price: [45000, 52000], fuel: 'Petrol', seats: 4 },
  { model: 'C-HR', badges: ['GXL', 'Koba'], body: 'SUV', shape: 'suv', price: [38000, 48000], fuel: 'Hybrid' },
]
const OTHER: Record<string, ModelSpec[]> = {
  Mazda: [
    { model: 'CX-5', badges: ['Maxx', 'Touring', 'Akera'], body: 'SUV', shape: 'suv', price: [36000, 55000] },
    { model: 'Mazda3', badges: ['G20 Pure', 'G25 Astina'], body: 'Hatchback', shape: 'hatch', price: [30000, 42000] },
    { model: 'BT-50', badges: ['XT', 'GT', 'Thunder'], body: 'Ute', shape: 'ute', price: [40000, 68000], fuel: 'Diesel' },
    { model: 'CX-60', badges: ['G40e Evolve', 'P50e Azami'], body: 'SUV', shape: 'suv', price: [60000, 85000], fuel: 'Hybrid' },
  ],
  Hyundai: [
    { model: 'Tucson', badges: ['Elite', 'Highlander'], body: 'SUV', shape: 'suv', price: [36000, 52000] },
    { model: 'i30', badges: ['Active', 'N Line'], body: 'Hatchback', shape: 'hatch', price: [26000, 38000] },
    { model: 'Ioniq 5', badges: ['Dynamiq', 'Epiq'], body: 'SUV', shape: 'suv', price: [65000, 82000], fuel: 'Electric' },
    { model: 'Staria', badges: ['Elite', 'Highlander'], body: 'People Mover', shape: 'van', price: [50000, 70000], seats: 8 },
  ],
  Kia: [
    { model: 'Sportage', badges: ['S', 'SX', 'GT-Line'], body: 'SUV', shape: 'suv', price: [34000, 52000] },
    { model: 'Carnival', badges: ['S', 'Platinum'], body: 'People Mover', shape: 'van', price: [50000, 75000], seats: 8 },
    { model: 'EV6', badges: ['Air', 'GT-Line'], body: 'SUV', shape: 'suv', price: [68000, 90000], fuel: 'Electric' },
    { model: 'Cerato', badges: ['S', 'Sport+'], body: 'Sedan', shape: 'sedan', price: [26000, 36000] },
  ],
  Ford: [
    { model: 'Ranger', badges: ['XL', 'XLT', 'Wildtrak', 'Raptor'], body: 'Ute', shape: 'ute', price: [42000, 95000], fuel: 'Diesel' },
    { model: 'Everest', badges: ['Trend', 'Sport', 'Platinum'], body: 'SUV', shape: 'suv', price: [58000, 85000], fuel: 'Diesel', seats: 7 },
    { model: 'Transit Custom', badges: ['Trail', 'Sport'], body: 'Van', shape: 'van', price: [50000, 70000], fuel: 'Diesel', seats: 3 },
    { model: 'F-150', badges: ['XLT', 'Lariat'], body: 'Truck', shape: 'ute', price: [100000, 140000] },
  ],
  Mitsubishi: [
    { model: 'Triton', badges: ['GLX', 'GLS', 'GSR'], body: 'Ute', shape: 'ute', price: [38000, 65000], fuel: 'Diesel' },
    { model: 'Outlander', badges: ['ES', 'Aspire', 'PHEV Exceed'], body: 'SUV', shape: 'suv', price: [36000, 70000], fuel: 'Hybrid' },
    { model: 'ASX', badges: ['LS', 'Exceed'], body: 'SUV', shape: 'suv', price: [28000, 38000] },
    { model: 'Pajero Sport', badges: ['GLX', 'GSR'], body: 'SUV', shape: 'suv', price: [50000, 62000], fuel: 'Diesel', seats: 7 },
  ],
  Nissan: [
    { model: 'Navara', badges: ['SL', 'ST-X', 'PRO-4X'], body: 'Ute', shape: 'ute', price: [30000, 60000], fuel: 'Diesel' },
    { model: 'X-Trail', badges: ['ST', 'Ti'], body: 'SUV', shape: 'suv', price: [28000, 50000] },
    { model: 'Patrol', badges: ['Ti', 'Ti-L'], body: 'SUV', shape: 'suv', price: [60000, 95000], seats: 8 },
  ],
  Volkswagen: [
    { model: 'Amarok', badges: ['Core', 'Style', 'Aventura'], body: 'Ute', shape: 'ute', price: [45000, 80000], fuel: 'Diesel' },
    { model: 'Golf', badges: ['Life', 'GTI', 'R'], body: 'Hatchback', shape: 'hatch', price: [28000, 65000] },
  ],
  Subaru: [{ model: 'Outback', badges: ['AWD', 'Touring'], body: 'Wagon', shape: 'suv', price: [30000, 55000] }],
  Isuzu: [{ model: 'D-Max', badges: ['SX', 'LS-U', 'X-Terrain'], body: 'Cab Chassis', shape: 'ute', price: [30000, 70000], fuel: 'Diesel' }],
  Tesla: [{ model: 'Model Y', badges: ['RWD', 'Long Range'], body: 'SUV', shape: 'suv', price: [45000, 75000], fuel: 'Electric' }],
}
const CARAVANS: { make: string; model: string; length: [number, number]; sleeps: number[] }[] = [
  { make: 'Jayco', model: 'Journey', length: [5.5, 7.5], sleeps: [2, 4] },
  { make: 'Jayco', model: 'Crosstrak', length: [4.5, 5.5], sleeps: [2, 3] },
  { make: 'Coromal', model: 'Element', length: [6, 7.5], sleeps: [2, 4] },
  { make: 'Avan', model: 'Aspire', length: [5, 6.5], sleeps: [2, 4] },
  { make: 'Lotus Caravans', model: 'Trooper', length: [6.5, 7.8], sleeps: [2, 5] },
  { make: 'Jurgens', model: 'Lunar', length: [5.8, 7.2], sleeps: [2, 4] },
]
const USED_MAKES = ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu', 'Tesla']
const TRANSMISSIONS = ['Automatic', 'Automatic', 'Automatic', 'Manual']
const DRIVES = ['FWD', 'AWD', '4WD', 'RWD']
const COLOURS = Object.keys(CAR_COLOURS)
const DAY = 86_400

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
  let make: string
  let spec: ModelSpec
  if (isCaravan) {
    const c = rng.pick(CARAVANS)
    make = c.make
    spec = { model: c.model, badges: ['Family', 'Off-road', 'Touring'], body: 'Caravan', shape: 'caravan', price: [45000, 120000] }
  } else if (plan.makes === 'toyota') {
    make = 'Toyota'
    spec = rng.pick(TOYOTA)
  } else if (plan.makes === 'new-brand' && dealershipMake && carType !== 'used') {
    make = dealershipMake
    spec = rng.pick(OTHER[dealershipMake] ?? TOYOTA)
  } else {
    make = rng.pick(USED_MAKES)
    spec = make === 'Toyota' ? rng.pick(TOYOTA) : rng.pick(OTHER[make])
  }
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
    const c = CARAVANS.find((x) => x.model === spec.model)!
    const length = Number((c.length[0] + rng.next() * (c.length[1] - c.length[0])).toFixed(2))
    // Caravan dimensions arrive in feet, as caravan feeds give them; the page shows metres (× 0.3048).
    v.caravan = {
      body_length: Math.round(length / 0.3048),
      body_width: 8,
      tare_weight: Math.round(1600 + length * 200),
      aggregate_trailer_mass: Math.round(2200 + length * 250),
      axle_type: length > 6.5 ? 'Tandem' : 'Single',
      sleeps: rng.pick(c.sleeps),
    }
  }
  // Special states, spread by index so every site has some of each.
  const k = index % 40
  if (k === 1) v.status = 'coming_soon'
  if (k === 2) Object.assign(v, { status: 'sold', sold_date_timestamp: now - DAY })
  if (k === 3) Object.assign(v, { status: 'sold', sold_date_timestamp: now - 10 * DAY })
  if (k === 4) v.reserved = true
  if (k === 5) Object.assign(v, { price: 0 })
  if (k === 6) Object.assign(v, { price: 0, preorder: true })
  if (k === 7) Object.assign(v, { subscription_price: rng.int(150, 400) })
  if (k === 8) Object.assign(v, { before_price: price + 2000 + rng.int(0, 30) * 100 })
  if (k === 9) Object.assign(v, { autograb_data: { state_average_market_price: price + 2500, average_market_price: price + 2000 } })
  if (k === 10) Object.assign(v, { autograb_data: { state_average_market_price: price - 1500, average_market_price: price - 1000 } })
  if (k === 11) v.show_on_dealer_website = false
  if (k === 12) v.tag = 'Runout'
  if (k === 13) v.listed_at = new Date((now - 2 * DAY) * 1000).toISOString()
  if (k === 14) Object.assign(v, { offer_price: price - 1000 })
  if (make === 'Toyota' && carType === 'used' && index % 3 === 0) v.certified = true
  if (!isCaravan && k === 15) v.file = 'https://example.com/history-report.pdf'
  if (typeof v.price === 'number' && v.price > 0) {
    // One row per lender kind, so every site's provider (Taurus, Angle, AusLoans, …) has data; a few
    // cars miss the field their provider's eligibility needs (SPEC.md §5), so the panel is hidden there.
    const p = v.price as number
    const weekly = Math.round((p * 0.9 * 1.25) / 260)
    const monthly = Math.round((p * 0.9 * 1.25) / 60)
    const row = (provider: string, extra: Record<string, unknown> = {}) => ({ provider, interestRate: 8.99, comparisonRate: 9.49, paymentWeek: weekly, paymentMonth: monthly, termMonths: 60, termYears: 5, deposit: Math.round(p * 0.1), balloon: 0, ...extra })
    v.finance = [
      row('Taurus', { disclaimer: 'Taurus example based on a 10% deposit over 5 years. Offer valid for one month.', ...(k === 17 ? { comparisonRate: null } : {}) }),
      row('Angle', k === 18 ? { paymentWeek: null } : {}),
      row('AusLoans', { interestRate: 9.95, comparisonRate: 10.45 }),
      row('360 Finance'),
      row('Manual', { disclaimer: 'Estimate prepared by our finance team.' }),
      row('Powertorque'),
      row('Nissan Finance', k === 19 ? { paymentMonth: null } : {}),
    ]
  }
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
