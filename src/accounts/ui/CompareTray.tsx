'use client'
/**
 * Compare tray: while cars are ticked for comparison, a bar shows how many and links
 * to /compare. Hidden on the compare page itself. While shown it tells the page how much of the
 * window's foot it takes (`--compare-tray-space` on the root element), so sticky controls at the
 * bottom (the stock page's "Show Me N Cars") rest above it instead of under it (issue 32).
 */
import { useLayoutEffect, useRef } from 'react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { COMPARE_MAX, compareStorageKey } from '@/rules/storedLists'
import { useStoredList } from '../../components/shopper/storedList'

export function CompareTray({ siteSlug }: { siteSlug: string }) {
  const [compare, setCompare] = useStoredList(compareStorageKey(siteSlug))
  const pathname = usePathname() || '/'
  const shown = compare.length > 0 && !pathname.endsWith('/compare')
  const tray = useTraySpace(shown)
  if (!shown) return null
  return (
    <div ref={tray} role="region" aria-label="Compare" data-testid="compare-tray" className="fixed bottom-4 left-4 z-40 flex items-center gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 text-gray-900 shadow-lg">
      <span className="text-sm font-semibold" data-testid="compare-count">
        {compare.length} of {COMPARE_MAX} cars selected
      </span>
      <Link href="/compare" className="rounded-md bg-brand px-3 py-2 text-sm font-semibold text-on-brand">
        Compare
      </Link>
      <button type="button" onClick={() => setCompare([])} className="text-sm underline">
        Clear
      </button>
    </div>
  )
}

const SPACE = '--compare-tray-space'
/** The gap kept between the tray and a control resting above it, in px. */
const GAP_PX = 8

/** Keeps `--compare-tray-space` (the tray's height, its offset from the bottom and a gap) on the root element while shown. */
function useTraySpace(shown: boolean) {
  const tray = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = tray.current
    if (!shown || !element) return
    const root = document.documentElement
    const measure = () => {
      const box = element.getBoundingClientRect()
      root.style.setProperty(SPACE, `${Math.ceil(window.innerHeight - box.top + GAP_PX)}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(SPACE)
    }
  }, [shown])
  return tray
}
