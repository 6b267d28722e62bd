import Link from 'next/link'
import type { Media, Site } from '@/payload-types'
import { SafeImage } from '../components/SafeImage'
import { NavMenu, type NavLink } from './NavMenu'
import { HeaderMenu } from './HeaderMenu'
import { DEFAULT_HEADER } from '@/shell/navigation'
import { AccountMenu } from '../accounts/AccountMenu'

/**
 * The site header, one row at every width. On phones: the logo and the dealer's whole name (it
 * wraps to a second line rather than being cut short), the call button and the menu button that
 * opens the navigation (HeaderMenu). From `md` up: the logo and name, the navigation (NavMenu:
 * the items that fit, the rest under "More"), the shopper's lists and the call button, whose
 * number shows where there is room for it.
 */
export function SiteHeader({ site, nav = DEFAULT_HEADER }: { site: Site; nav?: NavLink[] }) {
  const logo = site.branding?.logo as Media | null | undefined
  const logoUrl = logo && typeof logo === 'object' ? (logo.sizes?.thumbnail?.url ?? logo.url) : null
  return (
    <header className="bg-brand text-on-brand">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 md:flex-nowrap md:gap-4">
        <Link href="/" className="flex min-w-0 flex-1 items-center gap-3 md:max-w-64 md:flex-none lg:max-w-72 xl:max-w-md" aria-label={`${site.name} home`}>
          {logo ? (
            <SafeImage src={logoUrl} alt="" width={48} height={48} className="h-10 w-10 shrink-0 rounded bg-white object-contain p-1 sm:h-12 sm:w-12" />
          ) : null}
          <span className="min-w-0 break-words text-base font-bold leading-tight lg:text-lg xl:text-xl" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        {site.phone ? (
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
            className="order-1 flex min-h-11 shrink-0 items-center whitespace-nowrap rounded bg-white/10 px-3 py-2 text-sm font-semibold md:order-last"
            data-testid="call-button"
          >
            Call<span className="sr-only sm:not-sr-only sm:ml-1 md:sr-only lg:not-sr-only lg:ml-1">{site.phone}</span>
          </a>
        ) : null}
        <HeaderMenu>
          <NavMenu items={nav} />
          <div className="md:shrink-0 md:whitespace-nowrap">
            <AccountMenu siteSlug={site.slug} />
          </div>
        </HeaderMenu>
      </div>
    </header>
  )
}
