import Link from 'next/link'
import type { Dealership, Site } from '../../payload-types'

/** Footer: company details, licence numbers (DL/CL, MRB) and the group link. */
export function SiteFooter({ site, dealerships }: { site: Site; dealerships: Dealership[] }) {
  const fixed = site.settings?.fixedLicenceNumbers ?? []
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-semibold text-gray-900">{site.companyName || site.name}</p>
          {site.address ? <p className="mt-1 whitespace-pre-line">{site.address}</p> : null}
          {site.phone ? <p className="mt-1">Phone {site.phone}</p> : null}
        </div>
        <div>
          <p className="font-semibold text-gray-900">Licences</p>
          <ul className="mt-1 space-y-1" data-testid="licences">
            {dealerships.map((d) => (
              <li key={d.id}>
                {d.name}
                {d.dealerLicenceNumber ? ` · ${d.licenceLabel ?? 'DL'} ${d.dealerLicenceNumber}` : ''}
                {d.motorVehicleRepairer ? ` · MRB ${d.motorVehicleRepairer}` : ''}
              </li>
            ))}
            {fixed.map((row) => (
              <li key={row.id ?? row.value}>{row.value}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-gray-900">Explore</p>
          <ul className="mt-1 space-y-1">
            <li><Link href="/cars/">Our stock</Link></li>
            <li><Link href="/contact">Contact and locations</Link></li>
            <li><Link href="/privacy-policy">Privacy policy</Link></li>
            <li><Link href="/terms-and-conditions/">Terms and conditions</Link></li>
            {site.groupSiteUrl ? (
              <li>
                <a href={site.groupSiteUrl} rel="noopener">Visit the group website</a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-500">
        © {year} {site.companyName || site.name}
      </p>
    </footer>
  )
}
