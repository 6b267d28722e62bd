/**
 * Whether a price is drive-away or excludes government charges (an Australian
 * price must show one total, so every price carries one of these labels).
 *
 * Decision on the default per car type (the field on the vehicle overrides it):
 * - used and demo cars: drive away. They are already registered; the dealer's price is what the
 *   shopper pays, which is what an Australian shopper expects from a dealer's used-car ad.
 * - new cars: excluding government charges. New-car prices arrive from manufacturer price
 *   files before stamp duty, registration and CTP, which depend on the buyer's state and
 *   circumstances; saying so is the honest default until the dealer sets a drive-away price.
 */
export type PriceType = 'drive_away' | 'excl_gov_charges'

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  drive_away: 'Drive away',
  excl_gov_charges: 'Excl. government charges',
}

export function defaultPriceType(carType: string | null | undefined): PriceType {
  return (carType ?? '').trim().toLowerCase() === 'new' ? 'excl_gov_charges' : 'drive_away'
}

function priceTypeOf(car: { price_type?: string | null; car_type?: string | null }): PriceType {
  const t = car.price_type
  return t === 'drive_away' || t === 'excl_gov_charges' ? t : defaultPriceType(car.car_type)
}

export function priceTypeLabel(car: { price_type?: string | null; car_type?: string | null }): string {
  return PRICE_TYPE_LABELS[priceTypeOf(car)]
}
