'use client'
/**
 * Embla, downloaded only when a carousel is about to be used: when its viewport comes within
 * LOAD_MARGIN of the screen, or at the first pointer, focus or key inside it (whichever comes
 * first). Until then the carousel is its server-rendered HTML (first slides shown, controls in
 * place), so Embla's ~9 KB (gzip) is not part of any page's first-load JavaScript.
 *
 * `whenReady(action)` runs an action on the carousel now, or right after Embla has loaded: a
 * click on "Next" or an arrow key before the download finished is not lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'

/** How far from the screen a carousel starts loading Embla. */
const LOAD_MARGIN = '400px'

type CarouselAction = (embla: EmblaCarouselType) => void

export interface LazyEmbla {
  /** Ref callback for the carousel's viewport (Embla's root element). */
  viewportRef: (node: HTMLElement | null) => void
  /** The carousel, once loaded and started. */
  embla: EmblaCarouselType | undefined
  /** Start loading now (the shopper is about to use the carousel). */
  load: () => void
  /** Runs `action` on the carousel now or as soon as it is ready. */
  whenReady: (action: CarouselAction) => void
  /** Actions queued before the carousel was ready; the caller runs them once it listens. */
  takePending: () => CarouselAction[]
}

/** Options are read once, when Embla starts (every carousel of the site passes constants). */
export function useLazyEmbla(options: EmblaOptionsType): LazyEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [wanted, setWanted] = useState(false)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const optionsRef = useRef(options)
  const pending = useRef<CarouselAction[]>([])

  // Near the screen: load.
  useEffect(() => {
    if (!viewport || wanted) return
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [viewport, wanted])

  useEffect(() => {
    if (!wanted || !viewport) return
    let cancelled = false
    let api: EmblaCarouselType | undefined
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return
      api = EmblaCarousel(viewport, optionsRef.current)
      setEmbla(api)
    })
    return () => {
      cancelled = true
      api?.destroy()
      setEmbla(undefined)
    }
  }, [wanted, viewport])

  const load = useCallback(() => setWanted(true), [])
  const whenReady = useCallback(
    (action: CarouselAction) => {
      if (embla) return action(embla)
      pending.current.push(action)
      setWanted(true)
    },
    [embla],
  )
  const takePending = useCallback(() => pending.current.splice(0), [])

  return { viewportRef: setViewport, embla, load, whenReady, takePending }
}
