'use client'
/** An image that falls back to the not-found placeholder when missing or broken (SPEC.md §2). */
import { useState } from 'react'

export const NOT_FOUND_IMAGE = '/images/not-found.svg'

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null }

export function SafeImage({ src, alt = '', loading = 'lazy', ...rest }: Props) {
  const [failed, setFailed] = useState(false)
  const url = !src || failed ? NOT_FOUND_IMAGE : src
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...rest}
      src={url}
      alt={alt}
      loading={loading}
      decoding="async"
      data-fallback={url === NOT_FOUND_IMAGE ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  )
}
