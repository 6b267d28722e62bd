'use client'
/** Result pages as real links (crawlable, middle-click opens a tab), refined in place on click. */
import { usePagination } from './searchHooks'

export function Pagination({ onNavigate }: { onNavigate?: () => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 })
  if (nbPages <= 1) return null

  const go = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    refine(page)
    onNavigate?.()
  }
  const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold'
  const disabledClass = `${linkClass} border-gray-200 text-gray-400`

  return (
    <nav aria-label="Search results pages" className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {isFirstPage ? (
            <span className={disabledClass} aria-disabled="true">
              Previous
            </span>
          ) : (
            <a href={createURL(currentRefinement - 1)} onClick={go(currentRefinement - 1)} className={`${linkClass} border-gray-300 hover:bg-gray-50`} rel="prev">
              Previous
            </a>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-current={page === currentRefinement ? 'page' : undefined}
              aria-label={`Page ${page + 1}`}
              className={`${linkClass} ${page === currentRefinement ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 hover:bg-gray-50'}`}
            >
              {page + 1}
            </a>
          </li>
        ))}
        <li>
          {isLastPage ? (
            <span className={disabledClass} aria-disabled="true">
              Next
            </span>
          ) : (
            <a href={createURL(currentRefinement + 1)} onClick={go(currentRefinement + 1)} className={`${linkClass} border-gray-300 hover:bg-gray-50`} rel="next">
              Next
            </a>
          )}
        </li>
      </ul>
    </nav>
  )
}
