/**
 * The demo stock's catalogue (seed/vehicles.ts): the models each make sells with their badges,
 * body, drawing shape and price range, the caravans, and the makes of used cars; and the seeded
 * pick of a car's make and model from it. Deterministic: the same PRNG draws give the same cars.
 */
import type { CarShape } from './images'
import type { Rng } from './random'

export type ModelSpec = { model: string; badges: string[]; body: string; shape: CarShape; price: [number, number]; fuel?: string; seats?: number }

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

type ModelChoice = { makes: 'toyota' | 'new-brand' | 'used' | 'caravan-mix'; dealershipMake: string | undefined; carType: 'new' | 'demo' | 'used'; isCaravan: boolean }

/** The make and model of a planned car: a caravan, a Toyota, the dealership's own make (new and demo), or any used make. */
export function pickModel(rng: Rng, { makes, dealershipMake, carType, isCaravan }: ModelChoice): { make: string; spec: ModelSpec } {
  if (isCaravan) {
    const c = rng.pick(CARAVANS)
    return { make: c.make, spec: { model: c.model, badges: ['Family', 'Off-road', 'Touring'], body: 'Caravan', shape: 'caravan', price: [45000, 120000] } }
  }
  if (makes === 'toyota') return { make: 'Toyota', spec: rng.pick(TOYOTA) }
  if (makes === 'new-brand' && dealershipMake && carType !== 'used') return { make: dealershipMake, spec: rng.pick(OTHER[dealershipMake] ?? TOYOTA) }
  const make = rng.pick(USED_MAKES)
  return { make, spec: make === 'Toyota' ? rng.pick(TOYOTA) : rng.pick(OTHER[make]) }
}

/** A caravan's body: its length drawn within the model's range, given in feet as caravan feeds give it. */
export function caravanDetails(rng: Rng, model: string) {
  const c = CARAVANS.find((x) => x.model === model)!
  const length = Number((c.length[0] + rng.next() * (c.length[1] - c.length[0])).toFixed(2))
  // Caravan dimensions arrive in feet, as caravan feeds give them; the page shows metres (× 0.3048).
  return {
    body_length: Math.round(length / 0.3048),
    body_width: 8,
    tare_weight: Math.round(1600 + length * 200),
    aggregate_trailer_mass: Math.round(2200 + length * 250),
    axle_type: length > 6.5 ? 'Tandem' : 'Single',
    sleeps: rng.pick(c.sleeps),
  }
}
