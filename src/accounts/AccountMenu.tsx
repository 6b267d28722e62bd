'use client'
/**
 * Header links for the shopper's lists: Favourites (every site), and on sites with shopper
 * accounts Sign in, or My watchlist and My account once signed in. Nothing links to sign-in on
 * sites without accounts.
 */
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { favouritesStorageKey } from '@/rules/storedLists'
import { useStoredList } from '../components/shopper/storedList'
import { useShopperSession } from '../components/shopper/ShopperSession'

export function AccountMenu({ siteSlug }: { siteSlug: string }) {
  const session = useShopperSession()
  const [favourites] = useStoredList(favouritesStorageKey(siteSlug))
  const pathname = usePathname() || '/'
  const link = 'rounded px-2 py-2 text-sm font-semibold hover:underline'
  return (
    <nav aria-label="Your lists" className="flex items-center gap-1" data-testid="account-menu">
      <Link href="/favourites" className={link}>
        Favourites{favourites.length ? ` (${favourites.length})` : ''}
      </Link>
      {session.enabled && !session.loading ? (
        session.customer ? (
          <>
            <Link href="/watchlist" className={link} data-testid="watchlist-link">
              Watchlist{session.watchlist.length ? ` (${session.watchlist.length})` : ''}
            </Link>
            <Link href="/account" className={link}>
              My account
            </Link>
          </>
        ) : (
          <Link href={`/sign-in?${new URLSearchParams({ redirect: pathname, back: pathname })}`} className={link} data-testid="sign-in-link">
            Sign in
          </Link>
        )
      ) : null}
    </nav>
  )
}
