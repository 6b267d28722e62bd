'use client'
/**
 * Compare tray: while cars are ticked for comparison, a bar shows how many and links
 * to /compare. Hidden on the compare page itself.
 */
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { COMPARE_MAX, compareStorageKey } from '@/rules/storedLists'
import { useStoredList } from '../car/storedList'

export function CompareTray({ siteSlug }: { siteSlug: string }) {
  const [compare, setCompare] = useStoredList(compareStorageKey(siteSlug))
  const pathname = usePathname() || '/'
  if (compare.length === 0 || pathname.endsWith('/compare')) return null
  return (
    <div role="region" aria-label="Compare" data-testid="compare-tray" className="fixed bottom-4 left-4 z-40 flex items-center gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 text-gray-900 shadow-lg">
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
