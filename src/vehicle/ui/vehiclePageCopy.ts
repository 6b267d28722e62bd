/**
 * The copy of the vehicle page's middle sections (SPEC.md §2: What's Included, Why Buy From Us?,
 * Reserve Online, Protect Your Car), per site from `settings.vehiclePageCopy`, one line per item;
 * an empty field uses the built-in text below; {vehicle} in it reads "van" on a caravan and "car" on a
 * car (issue 32: a caravan dealer's cars are never called vans). Reserve Online always states the deposit, the hold
 * and refundability from the site's reservation settings (SPEC.md §9: $200, 48 hours, 100% refundable).
 */
import { formatDollars } from '@/rules/priceDisplay'
import { withItemWord } from '@/rules/stockKind'

const DEFAULT_COPY = {
  whatsIncluded: 'A multi-point safety and quality inspection\nA full detail inside and out\nA roadworthy or safety certificate where your state requires one\nThe balance of any factory warranty',
  whyBuyFromUs: 'Local, family-run dealership that has served the community for years\nTransparent pricing with no hidden fees\nFinance, insurance and trade-ins handled in one place\nFriendly after-sales service from our own workshop',
  reserveOnline: 'Secure this vehicle online in a few minutes, then finalise the details with our team.',
  protectYourCar: 'Extended warranty options to keep you covered for longer\nPaint, fabric and leather protection\nComprehensive insurance and gap cover through our partners',
} as const

export type CopyKey = keyof typeof DEFAULT_COPY

/** The lines of a section's copy; the site's {vehicle} is said for this item ("van" or "car", rules/stockKind). */
export function copyLines(value: string | null | undefined, key: CopyKey, itemType?: string | null): string[] {
  const text = withItemWord((value ?? '').trim() || DEFAULT_COPY[key], itemType)
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

export function reservationSentence(settings: { reservationDeposit?: number | null; reservationHoldHours?: number | null; reservationRefundable?: boolean | null }, itemWord: string): string {
  const deposit = typeof settings.reservationDeposit === 'number' && settings.reservationDeposit >= 0 ? settings.reservationDeposit : 200
  const hours = typeof settings.reservationHoldHours === 'number' && settings.reservationHoldHours > 0 ? settings.reservationHoldHours : 48
  const refundable = settings.reservationRefundable !== false
  return `Reserve this ${itemWord} online with a ${formatDollars(deposit)}${refundable ? ' 100% refundable' : ''} deposit and we will hold it for you for ${hours} hours.`
}
