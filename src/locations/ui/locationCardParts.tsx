/**
 * The small pieces both location cards (LocationCard.tsx) are made of: the badge, the address,
 * the Get Directions and phone links, a labelled detail row, and the two link styles.
 */
import type { ReactNode } from 'react'
import type { Location } from '@/payload-types'
import { addressLines, directionsUrl, telHref } from '@/rules/locationHours'

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

/** One labelled row of a card's details list (`<dl>`): Phone, Landline, Email, Today. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A link's underline style inside a details row. */
export const DETAIL_LINK = 'underline underline-offset-2 hover:no-underline'

export const PRIMARY_LINK =
  'inline-flex items-center justify-center rounded bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:opacity-90'
export const SECONDARY_LINK =
  'inline-flex items-center justify-center rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100'
