import Link from 'next/link'
import type { Dealership, Site } from '@/payload-types'
import type { NavLink } from './NavMenu'
import { formatLicenceLabels, licenceLabels } from '@/rules/licenceLabels'

const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']

/** A brand page link of the footer's "Our brands" row (sites with brand pages). */
export type FooterBrand = { make: string; href: string; logo: string | null }

/**
 * Footer: the site's footer menu as columns, company details, each dealership's licence
 * numbers (DL/CL, MRB) plus the site's fixed licence numbers, and — for group sites — the
 * link back to the group website.
 */
export function SiteFooter({ site, dealerships, links = [], brands = [] }: { site: Site; dealerships: Dealership[]; links?: NavLink[]; brands?: FooterBrand[] }) {
  const year = new Date().getFullYear()
  const columns = links.filter((l) => l.children?.length)
  const loose = links.filter((l) => !l.children?.length)
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      {brands.length > 0 ? <FooterBrands brands={brands} /> : null}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-4">
        <CompanyDetails site={site} />
        {columns.map((col) => (
          <nav key={col.label} aria-label={col.label}>
            <p className="font-semibold text-gray-900">{col.label}</p>
            <ul className="mt-1 space-y-1">
              {col.children!.map((c) => (
                <li key={c.href + c.label}><Link href={c.href} className="hover:underline">{c.label}</Link></li>
              ))}
            </ul>
          </nav>
        ))}
        <Licences site={site} dealerships={dealerships} />
        <div>
          {loose.length ? (
            <nav aria-label="Footer">
              <ul className="space-y-1">
                {loose.map((l) => (
                  <li key={l.href + l.label}><Link href={l.href} className="hover:underline">{l.label}</Link></li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="mt-4 font-semibold text-gray-900">We accept</p>
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Payment methods accepted">
            {PAYMENT_METHODS.map((m) => (
              <li key={m} className="rounded border border-gray-300 bg-white px-2 py-1 text-xs font-semibold">{m}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-600">
        © {year} {site.companyName || site.name}
      </p>
    </footer>
  )
}

/** The "Our brands" row: each brand page's link with its logo. */
function FooterBrands({ brands }: { brands: FooterBrand[] }) {
  return (
    <nav aria-label="Our brands" className="mx-auto max-w-7xl border-b border-gray-200 px-4 py-6">
      <p className="font-semibold text-gray-900">Our brands</p>
      <ul className="mt-3 flex flex-wrap items-center gap-4">
        {brands.map((b) => (
          <li key={b.href}>
            <Link href={b.href} className="flex items-center gap-2 rounded border border-gray-200 bg-white px-3 py-2 font-semibold text-gray-900 hover:border-gray-400">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small brand logo (often SVG) at a fixed 24 px height */}
              {b.logo ? <img src={b.logo} alt="" className="h-6 w-auto" width={96} height={24} loading="lazy" /> : null}
              <span>{b.make}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The company's name, address and phone, and for group sites the link to the group website. */
function CompanyDetails({ site }: { site: Site }) {
  return (
    <div>
      <p className="font-semibold text-gray-900">{site.companyName || site.name}</p>
      {site.address ? <p className="mt-1 whitespace-pre-line">{site.address}</p> : null}
      {site.phone ? (
        <p className="mt-1">
          Phone <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="underline">{site.phone}</a>
        </p>
      ) : null}
      {site.groupSiteUrl ? (
        <p className="mt-3">
          <a href={site.groupSiteUrl} rel="noopener" className="font-semibold underline" data-testid="group-link">
            Part of {site.companyName || site.name} · visit the group website
          </a>
        </p>
      ) : null}
    </div>
  )
}

/** Each dealership's licence numbers; the site's fixed numbers go with the first dealership. */
function Licences({ site, dealerships }: { site: Site; dealerships: Dealership[] }) {
  const fixed = (site.settings?.fixedLicenceNumbers ?? []).map((row) => row.value)
  return (
    <div>
      <p className="font-semibold text-gray-900">Licences</p>
      <ul className="mt-1 space-y-1" data-testid="licences">
        {dealerships.map((d, i) => {
          const labels = licenceLabels({
            dealer_license_number: d.dealerLicenceNumber,
            motor_vehicle_repairer: d.motorVehicleRepairer,
            dealerLicenceLabel: (d.licenceLabel as 'DL' | 'CL' | null) ?? 'DL',
            fixedLicenceNumbers: i === 0 ? fixed : [],
          })
          return labels.length ? (
            <li key={d.id}>
              {d.name}: {formatLicenceLabels(labels)}
            </li>
          ) : null
        })}
      </ul>
    </div>
  )
}
