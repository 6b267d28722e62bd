import Link from 'next/link'
import type { Media, Site } from '@/payload-types'
import { SafeImage } from '../SafeImage'
import { NavMenu, type NavLink } from './NavMenu'
import { HeaderMenu } from './HeaderMenu'
import { DEFAULT_HEADER } from '@/site/navigation'
import { AccountMenu } from '../account/AccountMenu'

/**
 * The site header: logo and name, the navigation and the call button. On phones one row holds
 * the logo, the call button and the menu button that opens the navigation (HeaderMenu); from
 * `md` up the navigation sits inline between the logo and the call button.
 */
export function SiteHeader({ site, nav = DEFAULT_HEADER }: { site: Site; nav?: NavLink[] }) {
  const logo = site.branding?.logo as Media | null | undefined
  const logoUrl = logo && typeof logo === 'object' ? (logo.sizes?.thumbnail?.url ?? logo.url) : null
  return (
    <header className="bg-brand text-on-brand">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 md:justify-between">
        <Link href="/" className="flex min-w-0 flex-1 basis-0 items-center gap-3 md:flex-none md:basis-auto" aria-label={`${site.name} home`}>
          {logo ? (
            <SafeImage src={logoUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded bg-white object-contain p-1" />
          ) : null}
          <span className="truncate text-lg font-bold sm:text-xl" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        {site.phone ? (
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
            className="order-1 flex min-h-11 items-center rounded bg-white/10 px-3 py-2 text-sm font-semibold md:order-last"
            data-testid="call-button"
          >
            Call<span className="sr-only sm:not-sr-only sm:ml-1">{site.phone}</span>
          </a>
        ) : null}
        <HeaderMenu>
          <NavMenu items={nav} />
          <AccountMenu siteSlug={site.slug} />
        </HeaderMenu>
      </div>
    </header>
  )
}
