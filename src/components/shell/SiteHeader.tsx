import Link from 'next/link'
import type { Media, Site } from '../../payload-types'
import { SafeImage } from '../SafeImage'
import { NavMenu, type NavLink } from './NavMenu'
import { DEFAULT_HEADER } from '../../site/navigation'
import { AccountMenu } from '../account/AccountMenu'

export function SiteHeader({ site, nav = DEFAULT_HEADER }: { site: Site; nav?: NavLink[] }) {
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
        <div className="order-3 w-full md:order-none md:w-auto">
          <NavMenu items={nav} />
        </div>
        <AccountMenu siteSlug={site.slug} />
        {site.phone ? (
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="rounded bg-white/10 px-3 py-2 text-sm font-semibold">
            Call {site.phone}
          </a>
        ) : null}
      </div>
    </header>
  )
}
