import Link from 'next/link'
import type { Media, Site } from '../../payload-types'
import { SafeImage } from '../SafeImage'

export type NavItem = { label: string; href: string }

/** Until a site's menus are edited in the admin, every site gets these entries. */
export const DEFAULT_NAV: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Stock', href: '/cars/' },
  { label: 'Offers', href: '/special-offers' },
  { label: 'Service', href: '/service' },
  { label: 'Contact', href: '/contact' },
]

export function SiteHeader({ site, nav = DEFAULT_NAV }: { site: Site; nav?: NavItem[] }) {
  const logo = site.branding?.logo as Media | null | undefined
  const logoUrl = logo && typeof logo === 'object' ? (logo.sizes?.thumbnail?.url ?? logo.url) : null
  return (
    <header className="bg-brand text-on-brand">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-3" aria-label={`${site.name} home`}>
          {logo ? (
            <SafeImage src={logoUrl} alt="" width={48} height={48} className="h-12 w-12 rounded bg-white object-contain p-1" />
          ) : null}
          <span className="text-lg font-bold sm:text-xl" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        <nav aria-label="Main" className="order-3 w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {site.phone ? (
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="rounded bg-white/10 px-3 py-2 text-sm font-semibold">
            Call {site.phone}
          </a>
        ) : null}
      </div>
    </header>
  )
}
