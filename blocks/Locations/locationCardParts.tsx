/**
 * The small pieces both location cards (LocationCard.tsx) are made of: the badge, the address,
 * the Get Directions and phone links, and the two link styles.
 */
import type { Location } from '@/payload-types'
import { addressLines, directionsUrl, telHref } from '@/components/locations/locationHours'

export function Badge({ text }: { text: string }) {
  return (
    <span className="inline-block rounded bg-brand px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-on-brand" data-location-badge="">
      {text}
    </span>
  )
}

export function Address({ location, className }: { location: Pick<Location, 'address'>; className?: string }) {
  const lines = addressLines(location.address)
  if (lines.length === 0) return null
  return (
    <address className={`not-italic ${className ?? ''}`}>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}

export function DirectionsLink({ location, className }: { location: Pick<Location, 'address' | 'name'>; className?: string }) {
  const href = directionsUrl(location)
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
    </a>
  )
}

export function PhoneLink({ phone, className }: { phone: string | null | undefined; className?: string }) {
  const href = telHref(phone)
  if (!href || !phone) return null
  return (
    <a href={href} className={className}>
      <span className="sr-only">Call </span>
      {phone.trim()}
    </a>
  )
}

export const PRIMARY_LINK =
  'inline-flex items-center justify-center rounded bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:opacity-90'
export const SECONDARY_LINK =
  'inline-flex items-center justify-center rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100'
