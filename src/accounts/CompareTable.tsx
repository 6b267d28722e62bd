'use client'
/**
 * /compare: up to COMPARE_MAX cars side by side — photo, price as displayed,
 * the key specs in rows (empty values hidden as "—"), rows whose values differ highlighted —
 * each column removable. Data is current, from the search index.
 */
import Link from 'next/link'
import { compareStorageKey } from '@/rules/favourites'
import { compareRows } from '@/rules/compareRows'
import { SafeImage } from '../components/SafeImage'
import { carUrl } from '@/search/searchLinks'
import { useStoredList } from '../components/shopper/storedList'
import { carTitleOf, STATE_LABEL, useCurrentCars } from './ui/useCurrentCars'

export function CompareTable({ siteSlug }: { siteSlug: string }) {
  const [compare, setCompare] = useStoredList(compareStorageKey(siteSlug))
  const ids = compare.map((c) => c.id)
  const { cars, error } = useCurrentCars('ids', ids)
  if (compare.length === 0) {
    return (
      <p className="mt-6 text-gray-700" data-testid="empty-list">
        No cars to compare yet. Tick compare on up to 4 cars. <Link href="/cars/" className="font-semibold text-brand underline">Browse our stock</Link>
      </p>
    )
  }
  if (error) return <p role="alert" className="mt-6 text-red-800">{error}</p>
  if (!cars) return <p className="mt-6 text-gray-700">Loading…</p>
  const columns = compare.map((entry) => ({ entry, current: cars.find((c) => c.id === entry.id) ?? null }))
  const rows = compareRows(columns.map((c) => c.current?.car ?? null))
  const remove = (id: string) => setCompare(compare.filter((c) => c.id !== id))
  return (
    // Wider than a phone: the table scrolls sideways inside its own region (focusable, so a
    // keyboard can scroll it too), never the page. `relative` keeps the table's visually hidden
    // (absolutely positioned) labels inside the region: otherwise they widen the page on a phone.
    <div className="relative mt-6 max-w-full overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand" role="region" aria-label="Cars side by side" tabIndex={0} data-testid="compare-scroll">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left" data-testid="compare-table">
        <caption className="sr-only">Cars side by side; highlighted rows differ.</caption>
        <thead>
          <tr>
            <th scope="col" className="w-36 p-2">
              <span className="sr-only">Specification</span>
            </th>
            {columns.map(({ entry, current }) => {
              const car = current?.car ?? null
              const title = carTitleOf(car ?? entry, entry.name || 'Vehicle')
              const state = current ? STATE_LABEL[current.state] : null
              const image = (car?.primary_image_url as string | undefined) || entry.primary_image_url || null
              return (
                <th key={entry.id} scope="col" className="p-2 align-top" data-testid="compare-column">
                  <div className="aspect-[4/3] overflow-hidden rounded bg-gray-100">
                    <SafeImage src={image} alt={title} width={400} height={300} className="h-full w-full object-cover" />
                  </div>
                  <p className="mt-2 font-bold">
                    {current?.state === 'available' ? <Link href={carUrl((car?.slug as string | undefined) ?? entry.slug, entry.id)} className="hover:underline">{title}</Link> : title}
                  </p>
                  {current?.priceText ? <p className="text-lg font-extrabold" data-testid="compare-price">{current.priceText}</p> : null}
                  {state ? <p className="w-fit rounded bg-gray-800 px-2 py-0.5 text-xs font-bold uppercase text-white">{state}</p> : null}
                  <button type="button" onClick={() => remove(entry.id)} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline" data-testid="compare-remove">
                    Remove<span className="sr-only"> {title}</span>
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.differs ? 'bg-amber-50' : ''} data-differs={row.differs ? 'true' : 'false'} data-testid="compare-row">
              <th scope="row" className="border-t border-gray-200 p-2 text-sm font-semibold">
                {row.label}
                {row.differs ? <span className="sr-only"> (differs)</span> : null}
              </th>
              {row.values.map((value, i) => (
                <td key={i} className={`border-t border-gray-200 p-2 text-sm ${row.differs ? 'font-semibold' : ''}`}>
                  {value ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
