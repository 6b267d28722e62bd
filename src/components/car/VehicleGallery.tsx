'use client'
/**
 * Vehicle page gallery (issue 9 item 2): an embla carousel (swipe on touch screens, drag with
 * a mouse, arrow keys when focused, previous/next buttons), an image count, a thumbnail strip,
 * and a full-screen view with zoom (yet-another-react-lightbox, loaded only when opened).
 * Images go through next/image: quality 80 for the main image and 75 for thumbnails (SPEC.md
 * §7), responsive sizes, the first image with priority (the page's largest paint). Missing or
 * broken images fall back to the not-found placeholder (SPEC.md §2, §8).
 */
import { useCallback, useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import useEmblaCarousel from 'embla-carousel-react'
import { NOT_FOUND_IMAGE } from '../SafeImage'
import type { GalleryImage } from './vehicleView'

const FullScreenGallery = dynamic(() => import('./FullScreenGallery'), { ssr: false })

type Props = { images: GalleryImage[]; title: string }

function Placeholder({ title }: { title: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={NOT_FOUND_IMAGE} alt={`No photo of ${title} yet`} data-fallback="true" className="h-full w-full object-contain" width={800} height={600} />
  )
}

function Slide({ image, index, title, onOpen }: { image: GalleryImage; index: number; title: string; onOpen: (i: number) => void }) {
  const [failed, setFailed] = useState(false)
  return (
    <div className="relative min-w-0 flex-[0_0_100%]" role="group" aria-roledescription="slide" aria-label={`Image ${index + 1}`}>
      <button type="button" className="block h-full w-full cursor-zoom-in" onClick={() => onOpen(index)} aria-label={`Open image ${index + 1} of ${title} full screen`}>
        {failed ? (
          <Placeholder title={title} />
        ) : (
          <Image
            src={image.src}
            alt={`${title}, image ${index + 1}`}
            fill
            sizes="(min-width: 1024px) 760px, 100vw"
            quality={80}
            priority={index === 0}
            loading={index === 0 ? undefined : 'lazy'}
            unoptimized={!image.optimise}
            className="object-cover"
            onError={() => setFailed(true)}
            draggable={false}
          />
        )}
      </button>
    </div>
  )
}

export function VehicleGallery({ images, title }: Props) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false })
  const [selected, setSelected] = useState(0)
  const [open, setOpen] = useState<number | null>(null)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    embla.on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect)
      embla.off('reInit', onSelect)
    }
  }, [embla])

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla])
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      embla?.scrollNext()
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      embla?.scrollPrev()
    }
  }

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
      <div
        className="relative overflow-hidden rounded-lg bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}. Use the left and right arrow keys to move between photos.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="gallery-viewport"
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex aspect-[4/3] touch-pan-y">
            {images.map((image, i) => (
              <Slide key={`${image.src}-${i}`} image={image} index={i} title={title} onOpen={setOpen} />
            ))}
          </div>
        </div>
        <p className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-1 text-sm font-semibold text-white" data-testid="gallery-count" aria-live="polite">
          {selected + 1} / {count}
        </p>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              disabled={selected === 0}
              aria-label="Previous photo"
              className="absolute left-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow disabled:opacity-40"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              disabled={selected === count - 1}
              aria-label="Next photo"
              className="absolute right-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow disabled:opacity-40"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={`t-${image.thumb}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                className={`relative block h-16 w-24 overflow-hidden rounded border-2 ${i === selected ? 'border-brand' : 'border-transparent'}`}
              >
                <Image src={image.thumb} alt="" fill sizes="96px" quality={75} loading="lazy" unoptimized={!image.optimise} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? <FullScreenGallery images={images} index={open} title={title} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
