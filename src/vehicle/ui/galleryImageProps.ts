/**
 * The gallery's responsive image attributes, worked out on the server with next/image's
 * `getImageProps` (same optimiser URLs, widths and qualities as <Image>: quality 80 for the main
 * photo, 75 for thumbnails, SPEC.md §7), so the client gallery renders plain <img> elements and
 * the browser does not download next/image's component code. The car page preloads the first
 * photo (the page's largest paint) with high priority (src/components/PreloadImage.tsx).
 */
import { responsiveImage, type ImgSource } from '@/lib/responsiveImage'
import type { GalleryImage } from '../vehicleView'

export interface GalleryPicture extends GalleryImage {
  main: ImgSource
  small: ImgSource
}

/** Main photo: the full column on phones, at most 760 px wide beside the sidebar. */
export const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw'
export const THUMB_SIZES = '96px'

export function galleryPictures(images: GalleryImage[]): GalleryPicture[] {
  return images.map((image) => ({
    ...image,
    main: responsiveImage(image.src, MAIN_SIZES, 80, image.optimise),
    small: responsiveImage(image.thumb, THUMB_SIZES, 75, image.optimise),
  }))
}
