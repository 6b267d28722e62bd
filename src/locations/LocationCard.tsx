/**
 * A dealer location card (SPEC.md §2 Locations).
 * - small: for the directory and the Locations block grid: image, "Coming Late 2025"-style
 *   badge, name, address, phone, today's hours, rating badge, View location and Get Directions.
 * - large: for the single location page: the header (name, address, Get Directions, rating
 *   summary badge), phone, Opening Hours with a department selector, the Holiday Opening Hours
 *   dialog, licence numbers and the lazily loaded grayscale map.
 * No hooks: renders on the server; the interactive parts are client components.
 */
import Link from 'next/link'
import type { Location, Site } from '@/payload-types'
import { shouldShowReviews } from '@/rules/reviewVisibility'
import { formatLicenceLabels, licenceLabels } from '@/rules/licenceLabels'
import { SafeImage } from '@/components/SafeImage'
import { Heading, below, type HeadingLevel } from '@/components/ui/Heading'
import { Address, Badge, DETAIL_LINK, DetailRow, DirectionsLink, PhoneLink, PRIMARY_LINK, SECONDARY_LINK } from './ui/locationCardParts'
import { LazyHolidayHoursDialog as HolidayHoursDialog, LazyLocationMap as LocationMap, LazyOpeningHours as OpeningHours } from '@/locations/lazyLocationParts'
import type { HolidayHoursSection } from '@/rules/holidayHours'
import {
  addressLines,
  departmentHours,
  directionsUrl,
  locationPagePath,
  mapView,
  todaysHours,
  type DepartmentHours,
} from '@/rules/locationHours'
import { StarRating } from '@/components/ui/StarRating'
import { docOf } from '@/lib/relations'
import { mediaUrl } from '@/lib/media'

export interface LocationCardProps {
  location: Location
  site: Pick<Site, 'settings'> & Partial<Pick<Site, 'defaultState'>>
  variant?: 'small' | 'large'
  /** Level of the location's name; default 3 (small) or 1 (large). */
  headingLevel?: HeadingLevel
  /** The current instant, for today's hours; default now. */
  now?: Date
  /** Large: the departments' weekly hours (default: from the location alone). */
  departments?: readonly DepartmentHours[]
  /** Large: the Holiday Opening Hours dialog's sections; no dialog when omitted. */
  holidaySections?: readonly HolidayHoursSection[]
  className?: string
}

/** True when the site shows this location's rating (SPEC.md §5 Reviews). */
function showsRating(location: Pick<Location, 'reviews'>, site: Pick<Site, 'settings'>): boolean {
  return shouldShowReviews({
    averageRating: location.reviews?.average_rating ?? null,
    hidden: site.settings?.reviewsHidden,
    minimumRating: site.settings?.reviewsMinimumRating,
  })
}

export function LocationCard(props: LocationCardProps) {
  return props.variant === 'large' ? <LargeLocationCard {...props} /> : <SmallLocationCard {...props} />
}

function SmallLocationCard({ location, site, headingLevel = 3, now = new Date(), className }: LocationCardProps) {
  const image = docOf(location.image)
  const imageSrc = mediaUrl(location.image, 'card')
  const today = todaysHours(location, now, site.defaultState)
  const page = locationPagePath(location)
  const phone = location.contact_detail?.phone || location.contact_detail?.landline_phone
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-sm ${className ?? ''}`}
      data-location-card="small"
      data-location-id={String(location.id)}
    >
      <div className="relative aspect-[16/9] bg-gray-100">
        <SafeImage src={imageSrc} alt={image?.alt?.trim() || ''} className="h-full w-full object-cover" width={800} height={450} />
        {location.badgeText?.trim() ? (
          <span className="absolute left-3 top-3">
            <Badge text={location.badgeText.trim()} />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading level={headingLevel} className="text-xl font-bold">
          {location.name}
        </Heading>
        {showsRating(location, site) ? (
          <StarRating rating={location.reviews?.average_rating} count={location.reviews?.review_count ?? undefined} size="sm" className="text-sm" />
        ) : null}
        <Address location={location} className="text-sm text-gray-700" />
        <dl className="space-y-1 text-sm">
          {phone ? (
            <DetailRow label="Phone">
              <PhoneLink phone={phone} className={DETAIL_LINK} />
            </DetailRow>
          ) : null}
          {today ? (
            <DetailRow label="Today">{today.hours}</DetailRow>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {page ? (
            <Link href={page} className={PRIMARY_LINK}>
              View location<span className="sr-only">: {location.name}</span>
            </Link>
          ) : null}
          <DirectionsLink location={location} className={SECONDARY_LINK} />
        </div>
      </div>
    </article>
  )
}

function LargeLocationCard({
  location,
  site,
  headingLevel = 1,
  departments,
  holidaySections,
  className,
}: LocationCardProps) {
  const hours = departments ?? departmentHours(location)
  const view = mapView(location)
  const lines = addressLines(location.address)
  const phone = location.contact_detail?.phone
  const landline = location.contact_detail?.landline_phone
  const email = location.contact_detail?.email
  const licences = formatLicenceLabels(
    licenceLabels({ dealer_license_number: location.dealer_license_number, motor_vehicle_repairer: location.motor_vehicle_repairer }),
  )
  const sub = below(headingLevel)
  return (
    <article
      className={`overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-sm ${className ?? ''}`}
      data-location-card="large"
      data-location-id={String(location.id)}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 p-6">
        <div className="space-y-2">
          {location.badgeText?.trim() ? <Badge text={location.badgeText.trim()} /> : null}
          <Heading level={headingLevel} className="text-2xl font-bold md:text-3xl">
            {location.name}
          </Heading>
          <Address location={location} className="text-gray-700" />
        </div>
        <div className="flex flex-col items-start gap-3 md:items-end">
          {showsRating(location, site) ? (
            <span className="inline-flex rounded-full border border-gray-200 bg-gray-50 px-3 py-1.5 text-sm" data-rating-badge="">
              <StarRating rating={location.reviews?.average_rating} count={location.reviews?.review_count ?? undefined} size="sm" />
            </span>
          ) : null}
          <DirectionsLink location={location} className={PRIMARY_LINK} />
        </div>
      </header>
      <div className="grid gap-6 p-6 lg:grid-cols-2">
        <div className="space-y-6">
          <ContactDetails phone={phone} landline={landline} email={email} headingLevel={sub} />
          <OpeningHours departments={[...hours]} headingLevel={sub} initialDepartment={location.location_type || 'sales'} />
          {holidaySections ? <HolidayHoursDialog sections={[...holidaySections]} locationName={location.name} /> : null}
          {licences ? <p className="text-xs text-gray-700">{licences}</p> : null}
        </div>
        <div>
          {view ? (
            <LocationMap
              lat={view.lat}
              lng={view.lng}
              zoom={view.zoom}
              name={location.name}
              addressLines={lines}
              directionsHref={directionsUrl(location)}
              height={360}
            />
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** The large card's Contact section: phone, a landline that differs from it, and email. */
function ContactDetails({ phone, landline, email, headingLevel }: { phone?: string | null; landline?: string | null; email?: string | null; headingLevel: HeadingLevel }) {
  if (!phone && !landline && !email) return null
  return (
    <div>
      <Heading level={headingLevel} className="text-lg font-bold">
        Contact
      </Heading>
      <dl className="mt-2 space-y-1 text-sm">
        {phone ? (
          <DetailRow label="Phone">
            <PhoneLink phone={phone} className={DETAIL_LINK} />
          </DetailRow>
        ) : null}
        {landline && landline !== phone ? (
          <DetailRow label="Landline">
            <PhoneLink phone={landline} className={DETAIL_LINK} />
          </DetailRow>
        ) : null}
        {email ? (
          <DetailRow label="Email">
            <a href={`mailto:${email}`} className={DETAIL_LINK}>
              {email}
            </a>
          </DetailRow>
        ) : null}
      </dl>
    </div>
  )
}
