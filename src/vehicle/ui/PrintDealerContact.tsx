/**
 * The dealer's details on a printed car page (issue 32: print styles for a car page): where to see
 * the car and the number to call, shown only on paper (Tailwind `print:`), since on screen the
 * location section, the phone reveal and the Call button carry them. The number is the one the
 * page shows (vehicleView's `phone`, phoneNumbersShown). The rest of the print layout is
 * src/app/(site)/print.css.
 */
import type { Location } from '@/payload-types'
import { addressLines } from '@/rules/locationHours'

export function PrintDealerContact({ dealerName, location, phone }: { dealerName: string; location: Pick<Location, 'name' | 'address'> | null; phone: string | null }) {
  const lines = location ? addressLines(location.address) : []
  return (
    <section aria-label="Dealer details" className="hidden rounded border border-gray-300 p-3 print:block" data-testid="print-dealer">
      <p className="font-bold">{location?.name || dealerName}</p>
      {lines.length > 0 ? (
        <address className="not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {phone ? <p className="font-semibold">Phone: {phone}</p> : null}
    </section>
  )
}
