'use client'
/**
 * Asks the browser for a page's largest image first, as <Image preload> would: a
 * <link rel="preload"> that React hoists into <head> while the page that shows the image is shown
 * (in the server-rendered HTML, and when a click brings the page up).
 *
 * A client component on purpose (issue 32): a preload — react-dom's `preload()`, a <link
 * rel="preload"> or an eager <img> — rendered by a SERVER component becomes a hint in the route's
 * flight data, and a browser that merely PREFETCHES the route (the header logo's link to the home
 * page, a car card's link) applies the hint to the page it is on: the home hero and other cars'
 * first photos were preloaded on /cars and car pages that never show them, and Chrome warned
 * "preloaded using link preload but not used within a few seconds". A client component's output
 * is not in the flight data, so only the page that shows the image asks for it.
 */
import type { ImgSource } from '@/lib/responsiveImage'

export function PreloadImage({ image }: { image: ImgSource }) {
  return <link rel="preload" as="image" href={image.src} imageSrcSet={image.srcSet} imageSizes={image.sizes} fetchPriority="high" />
}
