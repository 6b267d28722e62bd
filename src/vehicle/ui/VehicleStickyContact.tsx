/** The car page's contact bar fixed to the foot of a phone's screen: call and enquire, when the car has them. */
import { LeadButton } from './LeadButtons'
import { CallLink } from './PhoneReveal'
import type { VehicleView } from '../vehicleView'

export function VehicleStickyContact({ car }: { car: VehicleView }) {
  const sellable = car.buttons.enquire
  if (!sellable && !car.phone) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-gray-200 bg-white p-3 shadow-lg lg:hidden" data-testid="sticky-contact">
      {car.phone ? <CallLink phone={car.phone} slug={car.slug} className="inline-flex min-h-11 flex-1 items-center justify-center rounded border border-gray-300 font-semibold" /> : null}
      {sellable ? (
        <LeadButton kind="enquiry" car={car.leadCar} className="inline-flex min-h-11 flex-1 items-center justify-center rounded bg-brand font-semibold text-on-brand">
          Enquire
        </LeadButton>
      ) : null}
    </div>
  )
}
