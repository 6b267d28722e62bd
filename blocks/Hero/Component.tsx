/** Hero / call to action renderer: heading, subheading, optional background image, buttons and stock search box. */
import Link from 'next/link'
import { ctaHref, isExternalHref } from '@/lib/links'
import type { HeroBlock } from '@/payload-types'
import { mediaUrl } from '@/lib/media'
import { responsiveImage } from '@/lib/responsiveImage'
import { PreloadImage } from '@/components/PreloadImage'
import type { BlockComponentProps } from '../shared/types'
import { text } from '../shared/layout'
import { StockSearchForm } from './StockSearchForm'

const BUTTON = 'inline-flex items-center justify-center rounded px-6 py-3 font-semibold transition'
const STYLES = {
  primary: `${BUTTON} bg-white text-gray-900 hover:bg-gray-100`,
  secondary: `${BUTTON} border-2 border-current hover:bg-white/10`,
}

/** The background fills the viewport's width on every screen. */
const HERO_SIZES = '100vw'

export function HeroComponent({ block, index }: BlockComponentProps<HeroBlock>) {
  const heading = text(block.heading)
  if (!heading) return null
  const imageUrl = mediaUrl(block.backgroundImage, 'hero')
  // Through the optimiser: a phone downloads a ~4 KB WebP instead of the 1600 px JPEG.
  const image = imageUrl ? responsiveImage(imageUrl, HERO_SIZES, 75) : null
  const HeadingTag = block.headingLevel === 'h2' ? 'h2' : 'h1'
  const ctas = (block.ctas ?? []).slice(0, 2).flatMap((cta) => {
    const label = text(cta.label)
    const href = ctaHref(cta.href)
    return label && href ? [{ id: cta.id, label, href, style: cta.style === 'secondary' ? 'secondary' : 'primary' } as const] : []
  })
  return (
    <div className={`relative isolate overflow-hidden ${image ? 'bg-gray-900 text-white' : 'bg-brand text-on-brand'}`} data-hero="">
      {image ? (
        <>
          {/* At the top of the page the background is the largest paint: ask for it first, on this page only. */}
          {index === 0 ? <PreloadImage image={image} /> : null}
          {/* A <picture> around the image: an eager <img> of a server component is otherwise a preload hint in the
              page's flight data, which a mere prefetch of this page (the logo's link home) applies to other pages. */}
          <picture>
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              alt=""
              className="absolute inset-0 -z-20 h-full w-full object-cover"
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? undefined : 'lazy'}
              decoding="async"
            />
          </picture>
          <div className="absolute inset-0 -z-10 bg-linear-to-r from-black/80 via-black/65 to-black/40" aria-hidden="true" />
        </>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <HeadingTag className="max-w-3xl text-3xl font-bold md:text-5xl">{heading}</HeadingTag>
        {text(block.subheading) ? <p className="mt-4 max-w-2xl whitespace-pre-line text-lg md:text-xl">{text(block.subheading)}</p> : null}
        {block.searchBox ? <StockSearchForm id={`hero-${block.id ?? index ?? 0}`} /> : null}
        {ctas.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {ctas.map((cta, index) =>
              isExternalHref(cta.href) ? (
                <a key={cta.id ?? index} href={cta.href} target="_blank" rel="noopener noreferrer" className={STYLES[cta.style]}>
                  {cta.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link key={cta.id ?? index} href={cta.href} className={STYLES[cta.style]}>
                  {cta.label}
                </Link>
              ),
            )}
          </div>
        ) : null}
      </div>
    </div>
  )
}
