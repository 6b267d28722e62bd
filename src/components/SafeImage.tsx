'use client'
/** An image that falls back to the not-found placeholder when missing or broken (SPEC.md §2). */
import { useEffect, useRef, useState } from 'react'

export const NOT_FOUND_IMAGE = '/images/not-found.svg'

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null }

/** True when the browser has given up on the image (it failed before React could listen). */
function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.getAttribute('src') !== NOT_FOUND_IMAGE
}

export function SafeImage({ src, alt = '', loading = 'lazy', ...rest }: Props) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const url = !src || failed ? NOT_FOUND_IMAGE : src
  // Cached pages arrive before their script: an image that failed while the page hydrated fired
  // its error event with no one listening, so look once on mount.
  useEffect(() => {
    if (ref.current && hasFailed(ref.current)) setFailed(true)
  }, [])
  return (
    // eslint-disable-next-line @next/next/no-img-element -- callers pass ready srcs; this adds the placeholder on error
    <img
      {...rest}
      ref={ref}
      src={url}
      alt={alt}
      loading={loading}
      decoding="async"
      data-fallback={url === NOT_FOUND_IMAGE ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  )
}
