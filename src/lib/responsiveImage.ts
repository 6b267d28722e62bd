/**
 * Responsive <img> attributes worked out on the server with next/image's `getImageProps` (the
 * optimiser's srcset, widths and qualities, as <Image> would render them), so a page can render a
 * plain <img> and the browser never downloads next/image's component code. The largest image of a
 * page is preloaded by rendering src/components/PreloadImage.tsx beside it.
 */
import { getImageProps } from 'next/image'

/** The attributes of one <img> that pick its file. */
export interface ImgSource {
  src: string
  srcSet?: string
  sizes?: string
}

/** Local uploads and public files go through the optimiser; an external URL is used as it is. */
function isOptimisable(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//')
}

export function responsiveImage(src: string, sizes: string, quality: number, optimise = isOptimisable(src)): ImgSource {
  const { props } = getImageProps({ src, alt: '', fill: true, sizes, quality, unoptimized: !optimise })
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes }
}
