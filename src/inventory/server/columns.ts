/**
 * Every column the inventory import understands (docs/inventory-import.md documents the same
 * list; a unit test keeps the two in step). Column names are the `vehicles` field names, which
 * are SPEC.md's Car names. Nested fields are dotted in CSV (`caravan.sleeps`) and may nest
 * naturally in JSON (`"caravan": { "sleeps": 4 }`). Pure: no Payload, no I/O.
 */
import { AU_STATES, FINANCE_PROVIDERS } from '@/rules/valueLists'

type ColumnType = 'text' | 'integer' | 'number' | 'boolean' | 'enum' | 'date' | 'url' | 'list' | 'url-list'

export type ColumnSpec = {
  name: string
  type: ColumnType
  /** Enum values, for `enum` columns. */
  values?: readonly string[]
  required?: boolean
  note?: string
  example: string
}

export const CAR_TYPES = ['new', 'demo', 'used'] as const
export const STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export const ITEM_TYPES = ['car', 'caravan'] as const
export { AU_STATES, FINANCE_PROVIDERS }

/** Top-level (non-nested) columns. */
export const TOP_COLUMNS: ColumnSpec[] = [
  { name: 'dealership_slug', type: 'text', required: true, note: 'Required unless --dealership is given. Must name a dealership of the site (--site).', example: 'sunshine-toyota' },
  { name: 'stocknum', type: 'text', required: true, note: 'With the dealership, the key the import upserts by.', example: 'ST10001' },
  { name: 'make', type: 'text', required: true, example: 'Toyota' },
  { name: 'model', type: 'text', required: true, example: 'RAV4' },
  { name: 'badge', type: 'text', example: 'GXL' },
  { name: 'series', type: 'text', example: 'AXAH54R' },
  { name: 'year', type: 'integer', note: '1900 to next year.', example: '2025' },
  { name: 'car_type', type: 'enum', values: CAR_TYPES, required: true, example: 'new' },
  { name: 'item_type', type: 'enum', values: ITEM_TYPES, note: 'Default car when creating.', example: 'car' },
  { name: 'status', type: 'enum', values: STATUSES, note: 'Default in_stock when creating. Marking sold stamps sold_date_timestamp.', example: 'in_stock' },
  { name: 'price', type: 'number', note: 'At least 0. 0 or empty shows the no-price text.', example: '$34,990' },
  { name: 'before_price', type: 'number', note: 'At least 0; the "Was ..." price.', example: '36990' },
  { name: 'offer_price', type: 'number', note: 'At least 0.', example: '33990' },
  { name: 'subscription_price', type: 'number', note: 'At least 0; weekly subscription.', example: '249' },
  { name: 'preorder', type: 'boolean', example: 'no' },
  { name: 'reserved', type: 'boolean', example: 'N' },
  { name: 'certified', type: 'boolean', example: 'yes' },
  { name: 'tag', type: 'text', note: 'Banner text on the car card.', example: 'Runout' },
  { name: 'km', type: 'integer', note: 'At least 0.', example: '12,400' },
  { name: 'vin', type: 'text', example: 'JTMW1RFV30D123456' },
  { name: 'regplate', type: 'text', example: '123ABC' },
  { name: 'rego_expiry', type: 'date', example: '2026-03-31' },
  { name: 'build_date', type: 'date', example: '2024-11-01' },
  { name: 'compliance_date', type: 'date', example: '2024-12-01' },
  { name: 'colour', type: 'text', example: 'White' },
  { name: 'interior_colour', type: 'text', example: 'Black' },
  { name: 'simple_fuel', type: 'text', example: 'Hybrid' },
  { name: 'fuel', type: 'text', example: 'Hybrid Petrol' },
  { name: 'simple_body', type: 'text', example: 'SUV' },
  { name: 'simple_drive', type: 'text', example: 'AWD' },
  { name: 'drive', type: 'text', example: 'All Wheel Drive' },
  { name: 'simple_transmission', type: 'text', example: 'Automatic' },
  { name: 'transmission', type: 'text', example: 'CVT automatic' },
  { name: 'trans', type: 'text', example: 'Auto' },
  { name: 'seats', type: 'integer', note: '0 to 100.', example: '5' },
  { name: 'doors', type: 'integer', note: '0 to 10.', example: '5' },
  { name: 'engine_size', type: 'text', example: '2.5L' },
  { name: 'dealercomments', type: 'text', note: 'Paragraphs separated by a | character; newlines allowed inside quotes.', example: 'One owner.|Full service history.' },
  { name: 'carsales_title', type: 'text', example: '2025 Toyota RAV4 GXL Auto AWD Hybrid' },
  { name: 'file', type: 'url', note: 'History report link (http or https).', example: 'https://example.com/report.pdf' },
  { name: 'has_nvic', type: 'boolean', example: 'no' },
  { name: 'show_on_dealer_website', type: 'boolean', note: 'Default true when creating.', example: 'yes' },
  { name: 'custom_rank', type: 'number', note: 'Higher ranks first in search. Default 0 when creating.', example: '50' },
  { name: 'listed_at', type: 'date', note: 'When the car was listed (indexed as created_at). Default: the import time when creating.', example: '2025-05-01' },
  { name: 'location_slug', type: 'text', note: "Slug of one of the dealership's locations. Default when creating: the dealership's primary sales location.", example: 'sunshine-toyota-sales' },
  { name: 'location_name', type: 'text', note: "Default: the location's name.", example: 'Sunshine Toyota Sales' },
  { name: 'city', type: 'text', note: "Default: the location's city.", example: 'Maroochydore' },
  { name: 'state', type: 'enum', values: AU_STATES, note: "Australian state code, any case. Default: the location's state.", example: 'QLD' },
  { name: 'private_suburb', type: 'text', example: 'Buderim' },
  { name: 'private_postcode', type: 'text', note: 'Four digits.', example: '4556' },
  { name: 'images', type: 'url-list', note: 'Image URLs in display order, separated by |. JSON: an array of URLs or of { "url": ... }.', example: 'https://cdn.example.com/a.jpg|https://cdn.example.com/b.jpg' },
  { name: 'standardEquipment', type: 'list', note: 'Separated by |. JSON: an array of strings or of { "item": ... }.', example: 'Reversing camera|Apple CarPlay' },
]

/** Nested groups: CSV `group.field`, JSON `{ "group": { "field": ... } }`. */
export const GROUP_COLUMNS: Record<'autograb_data' | 'caravan' | 'variant', ColumnSpec[]> = {
  autograb_data: [
    { name: 'state_average_market_price', type: 'number', note: 'At least 0.', example: '37500' },
    { name: 'average_market_price', type: 'number', note: 'At least 0.', example: '36800' },
  ],
  caravan: [
    { name: 'body_width', type: 'number', note: 'Metres, at least 0.', example: '2.4' },
    { name: 'body_length', type: 'number', note: 'Metres, at least 0.', example: '6.7' },
    { name: 'tare_weight', type: 'number', note: 'kg, at least 0.', example: '2380' },
    { name: 'axle_type', type: 'text', example: 'Tandem' },
    { name: 'sleeps', type: 'integer', note: '0 to 20.', example: '4' },
    { name: 'aggregate_trailer_mass', type: 'number', note: 'kg, at least 0.', example: '3100' },
  ],
  variant: [
    { name: 'cylinders', type: 'integer', note: '0 to 16.', example: '4' },
    { name: 'enginesize', type: 'text', example: '2487cc' },
    { name: 'enginesize_litres', type: 'number', note: 'At least 0.', example: '2.5' },
    { name: 'induction', type: 'text', example: 'Aspirated' },
    { name: 'geartype', type: 'text', example: 'CVT' },
    { name: 'fuelconsumptioncombined', type: 'number', note: 'L/100 km, at least 0.', example: '4.8' },
    { name: 'fuelcapacity', type: 'number', note: 'Litres, at least 0.', example: '55' },
    { name: 'grossvehiclemass', type: 'number', note: 'kg, at least 0.', example: '2270' },
    { name: 'vehiclelength', type: 'number', note: 'mm, at least 0.', example: '4600' },
    { name: 'vehicleheight', type: 'number', note: 'mm, at least 0.', example: '1685' },
    { name: 'vehiclewidth', type: 'number', note: 'mm, at least 0.', example: '1855' },
    { name: 'bodyconfiguration', type: 'text', example: 'Wagon' },
    { name: 'torque', type: 'text', example: '221Nm' },
    { name: 'ancaprating', type: 'integer', note: '0 to 5.', example: '5' },
  ],
}

/** Finance per lender: CSV `finance.<provider>.<field>`; JSON an array of `{ provider, ... }` or an object keyed by provider. */
export const FINANCE_COLUMNS: ColumnSpec[] = [
  { name: 'interestRate', type: 'number', note: 'Percent, at least 0.', example: '8.99' },
  { name: 'comparisonRate', type: 'number', note: 'Percent, at least 0.', example: '9.49' },
  { name: 'paymentWeek', type: 'number', note: 'At least 0.', example: '129' },
  { name: 'paymentMonth', type: 'number', note: 'At least 0.', example: '559' },
  { name: 'termMonths', type: 'integer', note: 'At least 0.', example: '60' },
  { name: 'termYears', type: 'integer', note: 'At least 0.', example: '5' },
  { name: 'deposit', type: 'number', note: 'At least 0.', example: '3500' },
  { name: 'balloon', type: 'number', note: 'At least 0.', example: '0' },
  { name: 'disclaimer', type: 'text', example: 'Indicative only.' },
]

export type GroupName = keyof typeof GROUP_COLUMNS
export const GROUP_NAMES = Object.keys(GROUP_COLUMNS) as GroupName[]

/** Columns a CSV header must have (dealership_slug may come from --dealership instead). */
export const REQUIRED_COLUMNS = TOP_COLUMNS.filter((c) => c.required).map((c) => c.name)

/** Every documented column name, nested ones dotted (finance shown with `<provider>`). */
export function allColumnNames(): string[] {
  return [
    ...TOP_COLUMNS.map((c) => c.name),
    ...GROUP_NAMES.flatMap((g) => GROUP_COLUMNS[g].map((c) => `${g}.${c.name}`)),
    ...FINANCE_COLUMNS.map((c) => `finance.<provider>.${c.name}`),
  ]
}

const lower = (s: string) => s.trim().toLowerCase()
const TOP_BY_LOWER = new Map<string, string>([...TOP_COLUMNS.map((c) => [lower(c.name), c.name] as const), ['finance', 'finance'], ...GROUP_NAMES.map((g) => [g, g] as const)])
const GROUP_FIELD_BY_LOWER = Object.fromEntries(
  GROUP_NAMES.map((g) => [g, new Map(GROUP_COLUMNS[g].map((c) => [lower(c.name), c.name]))]),
) as Record<GroupName, Map<string, string>>
const FINANCE_FIELD_BY_LOWER = new Map(FINANCE_COLUMNS.map((c) => [lower(c.name), c.name]))
const PROVIDER_BY_LOWER = new Map(FINANCE_PROVIDERS.map((p) => [lower(p), p as string]))

export const canonicalTop = (key: string) => TOP_BY_LOWER.get(lower(key))
export const canonicalGroupField = (group: GroupName, key: string) => GROUP_FIELD_BY_LOWER[group].get(lower(key))
export const canonicalFinanceField = (key: string) => FINANCE_FIELD_BY_LOWER.get(lower(key))
export const canonicalProvider = (key: string) => PROVIDER_BY_LOWER.get(lower(key))
export const isGroup = (name: string): name is GroupName => (GROUP_NAMES as string[]).includes(name)

/**
 * The canonical spelling of a CSV header (case-insensitive, trimmed), or undefined when the
 * column is unknown. `finance.car clarity.PAYMENTWEEK` → `finance.Car Clarity.paymentWeek`.
 */
export function canonicalColumn(header: string): string | undefined {
  const parts = header.split('.')
  const top = canonicalTop(parts[0])
  if (!top) return undefined
  if (isGroup(top)) {
    if (parts.length !== 2) return undefined
    const field = canonicalGroupField(top, parts[1])
    return field ? `${top}.${field}` : undefined
  }
  if (top === 'finance') {
    if (parts.length !== 3) return undefined
    const provider = canonicalProvider(parts[1])
    const field = canonicalFinanceField(parts[2])
    return provider && field ? `finance.${provider}.${field}` : undefined
  }
  return parts.length === 1 ? top : undefined
}
