'use client'
/**
 * Vehicle page gallery: the shared carousel (@/components/carousel: Embla, swipe
 * on touch screens, drag with a mouse, arrow keys when focused, previous/next buttons), an image
 * count, a thumbnail strip,
 * and a full-screen view with zoom (yet-another-react-lightbox, loaded only when opened).
 * Images go through next/image's optimiser: the page works out each photo's srcset on the server
 * (galleryImageProps.ts: quality 80 for the main image and 75 for thumbnails, SPEC.md §7,
 * responsive sizes, the first photo preloaded with high priority as the page's largest paint),
 * so this component renders plain <img> elements without next/image's client code. Missing or
 * broken images fall back to the not-found placeholder (SPEC.md §2, §8).
 */
import { useState } from 'react'
import dynamic from 'next/dynamic'
import type { EmblaOptionsType } from 'embla-carousel'
import { CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, CarouselProvider, CarouselRegion, useCarousel } from '@/components/carousel/Carousel'
import { NOT_FOUND_IMAGE } from '../../components/SafeImage'
import type { GalleryPicture } from './galleryImageProps'

const FullScreenGallery = dynamic(() => import('./FullScreenGallery'), { ssr: false })

type Props = { images: GalleryPicture[]; title: string }

function Placeholder({ title }: { title: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the placeholder SVG: nothing to optimise
    <img src={NOT_FOUND_IMAGE} alt={`No photo of ${title} yet`} data-fallback="true" className="h-full w-full object-contain" width={800} height={600} />
  )
}

function Slide({ image, index, title, onOpen }: { image: GalleryPicture; index: number; title: string; onOpen: (i: number) => void }) {
  const [failed, setFailed] = useState(false)
  return (
    <div className="relative h-full w-full">
      <button type="button" className="block h-full w-full cursor-zoom-in" onClick={() => onOpen(index)} aria-label={`Open image ${index + 1} of ${title} full screen`}>
        {failed ? (
          <Placeholder title={title} />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- srcset made on the server with next/image's loader, without its client code (docs/performance.md)
          <img
            {...image.main}
            alt={`${title}, image ${index + 1}`}
            width={image.width}
            height={image.height}
            fetchPriority={index === 0 ? 'high' : undefined}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setFailed(true)}
            // A photo that failed before the page hydrated fired its error event too early.
            ref={(img) => {
              if (img?.complete && img.naturalWidth === 0) setFailed(true)
            }}
            draggable={false}
          />
        )}
      </button>
    </div>
  )
}

const GALLERY_OPTIONS: EmblaOptionsType = { loop: false }
const ARROW = 'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow disabled:opacity-40'

/** "3 / 12": the photo shown and how many there are. */
function GalleryCount({ count }: { count: number }) {
  const { index } = useCarousel()
  return (
    <p className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-1 text-sm font-semibold text-white" data-testid="gallery-count" aria-live="polite">
      {index + 1} / {count}
    </p>
  )
}

function Thumbnails({ images }: { images: GalleryPicture[] }) {
  const { index, goTo } = useCarousel()
  return (
    <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
      {images.map((image, i) => (
        <li key={`t-${image.thumb}-${i}`} className="shrink-0">
          <button
            type="button"
            onClick={() => goTo(i)}
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            className={`relative block h-16 w-24 overflow-hidden rounded border-2 ${i === index ? 'border-brand' : 'border-transparent'}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- srcset made on the server with next/image's loader, as the slides */}
            <img {...image.small} alt="" width={96} height={64} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  )
}

export function VehicleGallery({ images, title }: Props) {
  const [open, setOpen] = useState<number | null>(null)

  if (images.length === 0) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100" data-testid="gallery" data-count="0">
        <Placeholder title={title} />
      </div>
    )
  }

  const count = images.length
  return (
    <div data-testid="gallery" data-count={count}>
      <CarouselProvider options={GALLERY_OPTIONS} inertHidden={false} slideCount={count}>
        <CarouselRegion
          className="overflow-hidden rounded-lg bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          label={`Photos of ${title}. Use the left and right arrow keys to move between photos.`}
          data-testid="gallery-viewport"
        >
          <CarouselContent className="aspect-[4/3]" live={false}>
            {images.map((image, i) => (
              <CarouselItem key={`${image.src}-${i}`} className="relative basis-full">
                <Slide image={image} index={i} title={title} onOpen={setOpen} />
              </CarouselItem>
            ))}
          </CarouselContent>
          <GalleryCount count={count} />
          {count > 1 ? (
            <>
              <CarouselPrevious label="Previous photo" className={`${ARROW} left-2`}>
                <span aria-hidden="true">‹</span>
              </CarouselPrevious>
              <CarouselNext label="Next photo" className={`${ARROW} right-2`}>
                <span aria-hidden="true">›</span>
              </CarouselNext>
            </>
          ) : null}
        </CarouselRegion>
        {count > 1 ? <Thumbnails images={images} /> : null}
      </CarouselProvider>
      {open !== null ? <FullScreenGallery images={images} index={open} title={title} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
