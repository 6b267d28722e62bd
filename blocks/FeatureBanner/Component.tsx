/** Feature banner renderer: tiles linking to offers, service booking and trade-in (SPEC.md §2). */
import Link from 'next/link'
import { ctaHref, isExternalHref } from '@/lib/links'
import { Heading } from '@/components/ui/Heading'
import type { FeatureBannerBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_HEADING, text } from '../shared/layout'
import { DEFAULT_FEATURE_TILES } from './config'

const ICONS: Record<string, string> = {
  offers: 'M3 11.5V4a1 1 0 011-1h7.5l9 9-8.5 8.5-9-9zM7.5 7.5h.01',
  service: 'M14.7 6.3a4 4 0 00-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 005.2-5.4l-2.5 2.5-2.6-.6-.6-2.6 2.9-2.3z',
  'trade-in': 'M3 13l2-5a2 2 0 012-1.3h10a2 2 0 012 1.3l2 5v5h-3v-2H6v2H3v-5zM6.5 13.5h.01M17.5 13.5h.01',
}

/** A tile as the editor stored it, or one of the default tiles (whose icon is a plain string). */
type FeatureTile = Omit<NonNullable<FeatureBannerBlock['tiles']>[number], 'icon'> & { icon?: string | null }

export function FeatureBannerComponent({ block }: BlockComponentProps<FeatureBannerBlock>) {
  const source: readonly FeatureTile[] = block.tiles && block.tiles.length > 0 ? block.tiles : DEFAULT_FEATURE_TILES
  const tiles = source.flatMap((tile) => {
    const title = text(tile.title)
    const href = ctaHref(tile.href)
    return title && href ? [{ id: tile.id, title, href, body: text(tile.text), icon: tile.icon }] : []
  })
  if (tiles.length === 0) return null
  const heading = text(block.heading)
  const columns = tiles.length >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : tiles.length === 3 ? 'md:grid-cols-3' : tiles.length === 2 ? 'md:grid-cols-2' : ''
  return (
    <div className={BLOCK_CONTAINER}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-6`}>{heading}</h2> : null}
      <ul className={`grid grid-cols-1 gap-4 ${columns}`}>
        {tiles.map((tile, index) => {
          const external = isExternalHref(tile.href)
          const icon = tile.icon ? ICONS[tile.icon] : undefined
          return (
            <li
              key={tile.id ?? index}
              className="relative flex flex-col gap-2 rounded-lg bg-brand p-6 text-on-brand shadow-sm transition hover:shadow-md focus-within:ring-4 focus-within:ring-brand-accent/60"
            >
              {icon ? (
                <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                  <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
              <Heading level={heading ? 3 : 2} className="text-xl font-bold">
                {external ? (
                  <a href={tile.href} target="_blank" rel="noopener noreferrer" className="after:absolute after:inset-0 after:content-[''] hover:underline">
                    {tile.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link href={tile.href} className="after:absolute after:inset-0 after:content-[''] hover:underline">
                    {tile.title}
                  </Link>
                )}
              </Heading>
              {tile.body ? <p>{tile.body}</p> : null}
              <span aria-hidden="true" className="mt-auto text-lg font-bold">
                →
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
