/**
 * Tiles placed among the car cards (SPEC.md §2 Car card: "Carousel positions 8 and 17 hold
 * call-to-action tiles", "A promotional tile is active between ..."). Which tile goes where is
 * decided by `tilesForSite` (see the decision there); `interleaveTiles` places them.
 */
import Link from 'next/link'
import { isPromoActive } from '@/rules/promoTile'
import type { SiteUi } from '@/search/cardTypes'

export type ResultTile = {
  key: string
  kind: 'cta' | 'promo'
  title: string
  text: string
  href: string
  action: string
}

/**
 * Decision (SPEC.md names the slots, not their content): slot 8 is the site's promotional tile
 * while it is active, otherwise "Get pre-approved for finance" (when finance is on); the next slot
 * takes the next tile of: finance, "Value your trade-in" (when valuation is on), "Contact us".
 */
export function tilesForSite(site: SiteUi, nowMs: number): ResultTile[] {
  const tiles: ResultTile[] = []
  const promo = site.promoTile
  if (promo && isPromoActive({ start: promo.startsAt, end: promo.endsAt }, nowMs)) {
    tiles.push({ key: 'promo', kind: 'promo', title: promo.title, text: promo.text, href: promo.href, action: 'Find out more' })
  }
  if (site.financeEnabled) {
    tiles.push({
      key: 'finance',
      kind: 'cta',
      title: 'Get pre-approved for finance',
      text: 'Know your budget before you choose. It only takes a few minutes and will not affect your credit score.',
      href: site.financePath,
      action: 'Get pre-approved',
    })
  }
  if (site.valuationEnabled) {
    tiles.push({
      key: 'trade-in',
      kind: 'cta',
      title: 'Value your trade-in',
      text: 'Get an instant offer on your current car in 2 minutes.',
      href: '/trade-in',
      action: 'Value my car',
    })
  }
  tiles.push({ key: 'contact', kind: 'cta', title: "Can't find what you're after?", text: 'Tell us what you need and our team will find it for you.', href: '/contact', action: 'Contact us' })
  return tiles
}

export function ResultTileCard({ tile }: { tile: ResultTile }) {
  const external = /^https?:\/\//i.test(tile.href)
  const className =
    'mt-auto inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold ' +
    (tile.kind === 'promo' ? 'bg-white text-gray-900 hover:bg-gray-100' : 'bg-brand text-on-brand hover:opacity-90')
  return (
    <aside
      aria-label={tile.title || 'Promotion'}
      data-testid={tile.kind === 'promo' ? 'promo-tile' : 'cta-tile'}
      className={`flex h-full min-h-64 flex-col gap-3 rounded-lg p-6 ${
        tile.kind === 'promo' ? 'bg-gray-900 text-white' : 'border border-gray-200 bg-brand-secondary text-gray-900'
      }`}
    >
      {tile.kind === 'promo' ? <p className="text-xs font-bold uppercase tracking-wider">Limited time</p> : null}
      {tile.title ? <h3 className="text-xl font-bold leading-snug">{tile.title}</h3> : null}
      {tile.text ? <p className="text-sm">{tile.text}</p> : null}
      {external ? (
        <a href={tile.href} className={className} rel="noopener">
          {tile.action}
        </a>
      ) : (
        <Link href={tile.href} className={className}>
          {tile.action}
        </Link>
      )}
    </aside>
  )
}
