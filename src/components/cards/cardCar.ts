/**
 * The part of a search record a car card reads (CarCard: title, photo, tag, price, favourite and
 * compare buttons, dealer link). Pages that hand cards to the browser outside the search UI (the
 * car page's Similar cars carousel) send this instead of the whole record: a record carries the
 * description, features and every photo, and each byte of a client component's props is sent
 * twice (HTML and flight data) and parsed before the page is interactive.
 */
import type { FavouriteCar } from '@/rules/favourites'
import type { PriceCar } from '@/rules/priceDisplay'
import type { TagCar } from '@/rules/tagPrecedence'
import type { CarRecord } from '@/search/carRecord'

type RuleField = keyof PriceCar | keyof TagCar | Exclude<keyof FavouriteCar, 'id'>

/** Every field the card and the rules it applies read; a field a rule adds must be listed here (the type check says so). */
const CARD_FIELDS = [
  // identity and links
  'objectID', 'slug', 'name', 'year', 'make', 'model', 'badge', 'series',
  // photo
  'primary_image_url', 'images', 'photos_count',
  // place and dealer
  'location_name', 'city', 'state', 'dealership_name', 'dealership_slug',
  // price (SPEC.md §4 Price display precedence)
  'price', 'before_price', 'offer_price', 'subscription_price', 'preorder',
  // tag banner (SPEC.md §4 Tag precedence) and availability
  'status', 'sold', 'reserved', 'certified', 'car_type', 'tag', 'created_at',
  // key facts
  'km', 'transmission', 'simple_transmission', 'fuel', 'simple_fuel',
  // a caravan's key facts instead (rules/stockKind)
  'item_type', 'aggregate_trailer_mass', 'sleeps', 'body_length',
] as const satisfies readonly (keyof CarRecord)[]

export type CardCar = Pick<CarRecord, (typeof CARD_FIELDS)[number]>

// Fails to compile when a rule the card applies starts reading a field that is not listed above.
type MissingRuleField = Exclude<RuleField & keyof CarRecord, (typeof CARD_FIELDS)[number]>
const everyRuleFieldListed: [MissingRuleField] extends [never] ? true : MissingRuleField = true
void everyRuleFieldListed

/** A record cut down to what its card shows; of the photos only the first, which the card shows. */
export function toCardCar(car: CarRecord): CardCar {
  const out: Record<string, unknown> = {}
  for (const field of CARD_FIELDS) if (car[field] !== undefined) out[field] = car[field]
  if (Array.isArray(car.images)) out.images = car.images.filter((image) => Boolean(image?.url)).slice(0, 1)
  return out as CardCar
}
