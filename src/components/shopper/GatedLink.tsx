'use client'
/**
 * A link that follows SPEC.md §4 Gated routes: when its target is a gated route on this site and
 * the shopper is signed out (the session check finished with no id), it goes to
 * /sign-in?type=…&redirect={target}&back={this page}; otherwise straight to the target.
 */
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { gatedLinkHref, gatedRouteForPath } from '@/rules/gatedRoutes'
import { useShopperSession } from './ShopperSession'

function useGatedHref(href: string): string {
  const session = useShopperSession()
  const pathname = usePathname()
  const route = gatedRouteForPath(href)
  if (!route || !session.enabled) return href
  // usePathname is the visitor's path (the proxy rewrites under the site key internally).
  return gatedLinkHref(route, href, { shopperAccounts: session.enabled, gatedRoutes: session.gatedRoutes }, { loading: session.loading, id: session.customer?.id }, pathname || '/')
}

export function GatedLink({ href, ...rest }: React.ComponentProps<typeof Link> & { href: string }) {
  return <Link href={useGatedHref(href)} {...rest} />
}
