/**
 * A generated inventory feed (CSV) for load tests and benchmarks: `rows` cars spread over the
 * given dealerships, every `invalidEvery`-th row deliberately bad (a year of 1850), so an import
 * reports rejected rows and keeps the rest, as a real dealer feed does. Pure.
 */
const MAKES: Array<[string, string[]]> = [
  ['Toyota', ['Corolla', 'RAV4', 'HiLux', 'Camry', 'Prado']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50', 'CX-30']],
  ['Hyundai', ['i30', 'Tucson', 'Kona', 'Santa Fe']],
  ['Kia', ['Sportage', 'Cerato', 'Seltos']],
]
const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute']
const COLUMNS = ['dealership_slug', 'stocknum', 'make', 'model', 'badge', 'year', 'car_type', 'status', 'price', 'km', 'colour', 'simple_body', 'show_on_dealer_website']

export interface SampleFeedOptions {
  rows: number
  dealerships: string[]
  /** Prefix of every stock number (unique per run, so a feed can be found again). */
  stockPrefix: string
  /** Badge written on every car (search for it to find the feed's cars). */
  badge?: string
  /** Every n-th row is invalid (0: none). Default 6. */
  invalidEvery?: number
}

/** The CSV text, and how many rows are valid. */
export function sampleFeedCsv(options: SampleFeedOptions): { csv: string; validRows: number } {
  const every = options.invalidEvery ?? 6
  const lines = [COLUMNS.join(',')]
  let valid = 0
  for (let i = 1; i <= options.rows; i++) {
    const [make, models] = MAKES[i % MAKES.length] as [string, string[]]
    const bad = every > 0 && i % every === 0
    if (!bad) valid++
    lines.push(
      [
        options.dealerships[i % options.dealerships.length],
        `${options.stockPrefix}${i}`,
        make,
        models[i % models.length],
        options.badge ?? 'Feed',
        bad ? 1850 : 2015 + (i % 10),
        ['new', 'used', 'demo'][i % 3],
        'in_stock',
        15_000 + ((i * 7919) % 60_000),
        (i * 37) % 150_000,
        ['White', 'Black', 'Silver', 'Blue'][i % 4],
        BODIES[i % BODIES.length],
        'yes',
      ].join(','),
    )
  }
  return { csv: `${lines.join('\n')}\n`, validRows: valid }
}
