/**
 * Issue 32: a caravan site speaks of vans. What a site sells (its stock kind) is decided from its
 * stock scope setting `stockItemTypes` (the item types its search lists, DESIGN.md Site settings):
 * only caravans → a caravan site; cars and caravans → a mixed site; otherwise (cars, or no item
 * type narrowing) → a car site. Texts about one item follow that item's own type.
 *
 * Decisions (the issue is silent):
 * - A list's noun: "Caravans" on a caravan site or a list refined to caravans, "Cars" on a car site
 *   or a list refined to cars, "Vehicles" for a list that holds both (a mixed site's all stock or
 *   used stock), so a heading never calls a caravan a car nor a car a caravan.
 * - The held item in reserve texts is "van" for a caravan and "car" for anything else; a site's own
 *   copy says it with the placeholder {vehicle} (e.g. "we will hold the {vehicle}").
 * - A caravan shows its ATM (aggregate trailer mass), berths and body length instead of the
 *   odometer, transmission and fuel type (which a caravan does not have), where the stock has them.
 */
import { metresText } from './feetToMetres'
import { formatVehicleCount } from './searchCount'

export type StockKind = 'cars' | 'caravans' | 'mixed'
/** The singular noun of a list: pluralise with rules/carType#pluraliseVehicle. */
export type StockNoun = 'Car' | 'Caravan' | 'Vehicle'

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '')

/** What a site sells, from its stock scope's item types. */
export function siteStockKind(itemTypes: readonly (string | null | undefined)[] | null | undefined): StockKind {
  const types = new Set((itemTypes ?? []).map(lower).filter(Boolean))
  if (!types.has('caravan')) return 'cars'
  return types.size === 1 ? 'caravans' : 'mixed'
}

/** The kind of a list: the site's kind, narrowed by the item types the shopper refined on. */
export function listStockKind(site: StockKind, refinedItemTypes: readonly string[] = []): StockKind {
  const refined = new Set(refinedItemTypes.map(lower).filter(Boolean))
  if (refined.size === 0) return site
  if (refined.size === 1) return refined.has('caravan') ? 'caravans' : 'cars'
  return refined.has('caravan') ? 'mixed' : 'cars'
}

/** "Car", "Caravan" or "Vehicle" for a list of this kind. */
export function stockNoun(kind: StockKind): StockNoun {
  return kind === 'caravans' ? 'Caravan' : kind === 'mixed' ? 'Vehicle' : 'Car'
}

/** The word for one item in running text: "van" for a caravan, "car" for anything else. */
export function itemWord(itemType: string | null | undefined): 'car' | 'van' {
  return lower(itemType) === 'caravan' ? 'van' : 'car'
}

/** A site's copy with {vehicle} said for this item ("we will hold the {vehicle}" → "… the van"). */
export function withItemWord(text: string, itemType: string | null | undefined): string {
  return text.replace(/\{vehicle\}/g, itemWord(itemType))
}

export interface KeyFact {
  label: string
  text: string
}

/** The facts a card shows, as a search record or a car document carries them (src/search/carRecord.ts CarRecord has these). */
type FactCar = {
  item_type?: string | null
  km?: number | string | null
  transmission?: string | null
  simple_transmission?: string | null
  fuel?: string | null
  simple_fuel?: string | null
  aggregate_trailer_mass?: number | string | null
  sleeps?: number | string | null
  body_length?: number | string | null
}

const number = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
  return Number.isFinite(n) && n >= 0 ? n : null
}
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

/** A caravan's facts: ATM, berths, length (each where the stock has it). */
export function caravanFacts(car: Pick<FactCar, 'aggregate_trailer_mass' | 'sleeps' | 'body_length'>): KeyFact[] {
  const atm = number(car.aggregate_trailer_mass)
  const berths = number(car.sleeps)
  const length = metresText(car.body_length)
  return [
    ...(atm !== null && atm > 0 ? [{ label: 'ATM', text: `${formatVehicleCount(atm)} kg ATM` }] : []),
    ...(berths !== null && berths > 0 ? [{ label: 'Berths', text: `${berths} ${berths === 1 ? 'berth' : 'berths'}` }] : []),
    ...(length !== null && number(car.body_length) ? [{ label: 'Length', text: length }] : []),
  ]
}

/** The facts a card shows: a caravan's ATM, berths and length; a car's odometer, transmission and fuel. */
export function keyFacts(car: FactCar): KeyFact[] {
  if (lower(car.item_type) === 'caravan') return caravanFacts(car)
  const km = number(car.km)
  const transmission = text(car.simple_transmission) ?? text(car.transmission)
  const fuel = text(car.simple_fuel) ?? text(car.fuel)
  return [
    ...(km !== null ? [{ label: 'Odometer', text: `${formatVehicleCount(km)} km` }] : []),
    ...(transmission ? [{ label: 'Transmission', text: transmission }] : []),
    ...(fuel ? [{ label: 'Fuel', text: fuel }] : []),
  ]
}

/** The noun of a list on a site with this noun, after the shopper refined on these item types. */
export function listNoun(siteNoun: StockNoun, refinedItemTypes: readonly string[] = []): StockNoun {
  return refinedItemTypes.length === 0 ? siteNoun : stockNoun(listStockKind('mixed', refinedItemTypes))
}
