/**
 * Asks the browser for a page's largest image first, as <Image preload> would, as an element of
 * the page that shows the image (React hoists it into <head> while the page is shown).
 *
 * Not react-dom's `preload()`: from a server component that becomes a hint in the route's flight
 * data, and a browser that merely PREFETCHES the route (the header logo's link to the home page,
 * a car card's link) applies the hint to the page it is on: the home hero (or a car's first photo)
 * was preloaded on /cars and car pages that never show it, and Chrome warned "preloaded using link
 * preload but not used within a few seconds" (issue 32).
 */
import type { ImgSource } from '@/lib/responsiveImage'

export function PreloadImage({ image }: { image: ImgSource }) {
  return <link rel="preload" as="image" href={image.src} imageSrcSet={image.srcSet} imageSizes={image.sizes} fetchPriority="high" />
}
