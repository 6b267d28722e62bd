/**
 * A demo of the car page's lead buttons (LeadFormButton) on one in-stock car, for the e2e tests
 * and for trying the modals before the car page wires them in. Answers 404 unless
 * LEAD_FORM_DEMO=true.
 */
import { notFound } from 'next/navigation'
import { getSite } from '@/site/getSite'
import { payloadClient } from '@/lib/payload'
import type { LeadCarContext } from '@/forms/carContext'
import { LeadFormButton } from '@/components/leads/LeadFormButton'
import type { Vehicle } from '@/payload-types'

export const dynamic = 'force-dynamic'

const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null ? undefined : String(value))

export default async function LeadFormDemoPage({ params }: { params: Promise<{ site: string }> }) {
  if (process.env.LEAD_FORM_DEMO !== 'true') notFound()
  const site = await getSite((await params).site)
  if (!site) notFound()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ site: { equals: site.id } }, { status: { equals: 'in_stock' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  const vehicle = docs[0] as Vehicle | undefined
  if (!vehicle) notFound()
  const car: LeadCarContext = {
    id: String(vehicle.id),
    slug: vehicle.slug ?? String(vehicle.id),
    name: vehicle.name ?? `${vehicle.year ?? ''} ${vehicle.make} ${vehicle.model}`.trim(),
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year ?? undefined,
    stocknum: vehicle.stocknum,
    price: vehicle.price ?? undefined,
    car_type: vehicle.car_type,
    status: vehicle.status,
    item_type: vehicle.item_type,
    dealership_id: idOf(vehicle.dealership) ?? '',
    location_id: idOf(vehicle.location),
  }
  const button = 'rounded bg-brand px-4 py-2 font-semibold text-on-brand'
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{car.name}</h1>
      <p className="mt-2 text-gray-800">Stock {car.stocknum}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LeadFormButton kind="enquiry" car={car} className={button}>Enquire</LeadFormButton>
        <LeadFormButton kind="test-drive" car={car} className={button}>Book a Test Drive</LeadFormButton>
        <LeadFormButton kind="request-photos" car={car} className={button}>Request Photos</LeadFormButton>
      </div>
    </div>
  )
}
