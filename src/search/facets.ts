/**
 * The facets of the search page (issue 4: make, model, badge, year, price, km, body, fuel,
 * transmission, drive, colour, seats, location, state, car type, tag, item type; plus the
 * dealership_slug refinement of "See more from this dealer"), their labels and how their values
 * read. Attribute names follow the index records (src/search/record.ts, src/search/index.ts).
 */
import { bodyTypeLabel, normaliseBodyType, type TruckMapping } from '@/rules/bodyType'
import { formatCurrency } from '@/rules/currency'
import { formatVehicleCount } from '@/rules/searchCount'

/** A refinement list's value order, e.g. ['isRefined', 'count:desc', 'name:asc']. */
export type FacetSort = Array<`${'count' | 'name' | 'isRefined'}${'' | ':asc' | ':desc'}`>

export const ATTR = {
  make: 'make',
  model: 'model',
  badge: 'badge',
  year: 'year',
  price: 'price',
  km: 'km',
  body: 'body',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  drive: 'simple_drive',
  colour: 'colour',
  seats: 'seats',
  location: 'location_name',
  state: 'state',
  carType: 'car_type',
  tag: 'tag',
  itemType: 'item_type',
  dealership: 'dealership_slug',
  specialFeature: 'special_feature',
} as const

export const ATTRIBUTE_LABELS: Record<string, string> = {
  [ATTR.make]: 'Make',
  [ATTR.model]: 'Model',
  [ATTR.badge]: 'Badge',
  [ATTR.year]: 'Year',
  [ATTR.price]: 'Price',
  [ATTR.km]: 'Kilometres',
  [ATTR.body]: 'Body type',
  [ATTR.fuel]: 'Fuel',
  [ATTR.transmission]: 'Transmission',
  [ATTR.drive]: 'Drive',
  [ATTR.colour]: 'Colour',
  [ATTR.seats]: 'Seats',
  [ATTR.location]: 'Location',
  [ATTR.state]: 'State',
  [ATTR.carType]: 'Condition',
  [ATTR.tag]: 'Tag',
  [ATTR.itemType]: 'Vehicle type',
  [ATTR.dealership]: 'Dealer',
  [ATTR.specialFeature]: 'Special feature',
  query: 'Keyword',
}

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s)

/** How a facet value reads in lists and chips. */
export function facetValueLabel(attribute: string, value: string, truckMapsTo: TruckMapping = 'lightTruck'): string {
  switch (attribute) {
    case ATTR.carType:
      return capitalise(value.toLowerCase())
    case ATTR.itemType:
      return value.toLowerCase() === 'caravan' ? 'Caravans' : value.toLowerCase() === 'car' ? 'Cars' : capitalise(value)
    case ATTR.body: {
      const type = normaliseBodyType(value, truckMapsTo)
      return type ? bodyTypeLabel(type) : value
    }
    case ATTR.state:
      return value.toUpperCase()
    case ATTR.seats:
      return `${value} seats`
    case ATTR.specialFeature:
      return value === 'true' ? 'Yes' : value
    case ATTR.dealership:
      return value
        .split('-')
        .map((w) => capitalise(w))
        .join(' ')
    default:
      return value
  }
}

/** Chip text for a numeric refinement, e.g. price "≤ 54000" → "Up to $54,000". */
export function rangeChipLabel(attribute: string, operator: string, value: number): string {
  const amount =
    attribute === ATTR.price ? (formatCurrency(value) ?? String(value)) : attribute === ATTR.km ? `${formatVehicleCount(value)} km` : String(value)
  if (operator === '>=') return `From ${amount}`
  if (operator === '<=') return `Up to ${amount}`
  return `${operator} ${amount}`
}
