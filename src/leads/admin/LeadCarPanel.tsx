/**
 * The lead summary's car panel: the car with its photo, price and links, or for a deleted car the
 * snapshot kept on the lead.
 */
import type { Media, Vehicle } from '@/payload-types'
import type { LeadView } from '@/leads/delivery/leadView'
import { siteOrigin } from '@/preview/livePreviewUrl'
import { docOf } from '@/lib/relations'
import { formatDollars } from '@/rules/priceDisplay'
import { box, linkRow } from './leadSummaryStyles'

type LeadSite = { slug?: string | null; domains?: { domain: string }[] | null }

/** The car's first photo (upload or feed URL). */
function carPhoto(vehicle: Vehicle): string | null {
  for (const row of vehicle.images ?? []) {
    const media = docOf(row?.image) as Media | null
    const url = media?.sizes?.thumbnail?.url || media?.url || (row as { url?: string | null })?.url
    if (url) return url
  }
  return null
}

const priceText = (price: unknown) => (typeof price === 'number' && price > 10 ? formatDollars(price) : 'No price')

function StockCar({ vehicle, site }: { vehicle: Vehicle; site: LeadSite | null }) {
  const photo = carPhoto(vehicle)
  const carUrl = vehicle.slug && site?.slug ? `${siteOrigin(site)}/cars/${vehicle.slug}` : null
  return (
    <div style={{ ...box, display: 'flex', gap: 'var(--base)', alignItems: 'flex-start' }} data-testid="lead-car">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin thumbnail of a stored image
        <img src={photo} alt="" width={160} style={{ borderRadius: 4, height: 'auto' }} />
      ) : null}
      <div>
        <p style={{ margin: 0, fontWeight: 600 }}>{vehicle.name}</p>
        <p style={{ margin: '0.25rem 0' }}>
          {priceText(vehicle.price)}
          {vehicle.stocknum ? ` · stock ${vehicle.stocknum}` : ''}
          {vehicle.status ? ` · ${vehicle.status.replace(/_/g, ' ')}` : ''}
        </p>
        <p style={linkRow}>
          {carUrl ? (
            <a href={carUrl} target="_blank" rel="noreferrer">
              View on the site
            </a>
          ) : null}
          <a href={`/admin/collections/vehicles/${vehicle.id}`}>Open the car</a>
        </p>
      </div>
    </div>
  )
}

function DeletedCar({ snapshot }: { snapshot: NonNullable<LeadView['vehicle']> }) {
  return (
    <div style={box} data-testid="lead-car">
      <p style={{ margin: 0, fontWeight: 600 }}>{snapshot.name ?? [snapshot.year, snapshot.make, snapshot.model].filter(Boolean).join(' ')}</p>
      <p style={{ margin: '0.25rem 0' }}>
        {priceText(snapshot.price)}
        {snapshot.stocknum ? ` · stock ${snapshot.stocknum}` : ''}
        {snapshot.vin ? ` · VIN ${snapshot.vin}` : ''}
      </p>
      <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>This car has since been deleted from the stock.</p>
    </div>
  )
}

export function LeadCarPanel({ vehicle, site, view }: { vehicle: Vehicle | null; site: LeadSite | null; view: LeadView }) {
  if (vehicle) return <StockCar vehicle={vehicle} site={site} />
  if (view.vehicle?.deleted) return <DeletedCar snapshot={view.vehicle} />
  return null
}
