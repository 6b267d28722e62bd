'use client'
/**
 * The filter panel: a sidebar on large screens, a modal drawer on small ones (opened by the
 * "Filters" button, closed by its close button, Escape, the backdrop or "Show Me N"). Every facet
 * widget stays mounted in both layouts so URL state is always applied.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { TruckMapping } from '@/rules/bodyType'
import { formatVehicleCount } from '@/rules/searchCount'
import type { SiteUi } from '@/search/cardTypes'
import { BodyTypePicker } from './BodyTypePicker'
import { ATTR } from '@/search/facets'
import { MakeSelect } from './MakeSelect'
import { PriceRangeSlider } from './PriceRangeSlider'
import { RangeSelectFacet } from './RangeSelectFacet'
import { RefinementFacet, VirtualRefinementList } from './RefinementFacet'
import { ShowMeButton } from './ShowMeButton'
import { SpecialFeatureFilter } from './SpecialFeatureFilter'
import { useResultCount } from './useResultCount'
import type { SearchScope } from '@/search/searchPageData'

type Props = {
  site: SiteUi
  scope: SearchScope
  open: boolean
  onClose: () => void
  onShowResults: () => void
}

const KM_STEPS = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000]
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex]:not([tabindex="-1"])'

/** Tab from the last visible control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const nodes = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((n) => n.offsetParent !== null)
  const first = nodes[0]
  const last = nodes[nodes.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The drawer's modal behaviour while open on small screens: focus moves to its close button and
 * returns on closing, Escape closes, focus stays inside, no page scroll; growing to the desktop
 * layout closes it.
 */
function useModalDrawer(open: boolean, onClose: () => void, panelRef: RefObject<HTMLDivElement | null>, closeRef: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key === 'Tab' && panelRef.current) keepTabInside(event, panelRef.current)
    }
    document.addEventListener('keydown', onKey)
    const desktop = window.matchMedia('(min-width: 992px)')
    const onResize = () => desktop.matches && onClose()
    desktop.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKey)
      desktop.removeEventListener('change', onResize)
      document.body.style.overflow = overflow
      previous?.focus?.()
    }
  }, [open, onClose, panelRef, closeRef])
}

export function FilterPanel({ site, scope, open, onClose, onShowResults }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useModalDrawer(open, onClose, panelRef, closeRef)

  return (
    <>
      {open ? <div className="fixed inset-0 z-40 bg-black/50 lg:hidden" aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={panelRef}
        id="search-filters"
        role={open ? 'dialog' : 'region'}
        aria-modal={open ? true : undefined}
        aria-labelledby="search-filters-heading"
        data-testid="filter-panel"
        className={`${
          open ? 'fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl' : 'hidden'
        } lg:static lg:z-auto lg:flex lg:w-auto lg:max-w-none lg:flex-col lg:shadow-none`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 lg:px-0 lg:pt-0">
          <h2 id="search-filters-heading" className="text-lg font-bold">
            Filters
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-gray-300 lg:hidden"
            aria-label="Close filters"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z" />
            </svg>
          </button>
        </div>

        <div className="flex-1 overflow-y-auto overscroll-contain px-4 lg:overflow-visible lg:px-0">
          <Facets site={site} scope={scope} />
        </div>

        {/* On a wide screen it rests above the compare tray while one is shown (CompareTray's --compare-tray-space). */}
        <div className="sticky bottom-0 border-t border-gray-200 bg-white px-4 py-3 lg:bottom-[var(--compare-tray-space,0px)] lg:px-0">
          <ShowMeResults
            site={site}
            onClick={() => {
              onClose()
              onShowResults()
            }}
          />
        </div>
      </div>
    </>
  )
}

/** Every facet widget, in the panel's order; those the page's scope fixes stay mounted but hidden. */
function Facets({ site, scope }: { site: SiteUi; scope: SearchScope }) {
  const truckMapsTo: TruckMapping = site.truckMapsTo
  const fixedCarType = (scope.carTypes?.length ?? 0) === 1
  return (
    <>
      <RefinementFacet attribute={ATTR.carType} title="Condition" defaultOpen visible={!fixedCarType} hideSingle sortBy={['name:asc']} />
      <RefinementFacet attribute={ATTR.itemType} defaultOpen hideSingle />
      {site.specialFeature ? <SpecialFeatureFilter label={site.specialFeature.label} /> : null}
      <MakeSelect popularMakesFirst={site.popularMakesFirst} popularMakes={site.popularMakes} visible={!scope.make} />
      <RefinementFacet
        attribute={ATTR.model}
        defaultOpen
        visible={!scope.model}
        showWhen={scope.make ? undefined : 'makeChosen'}
        sortBy={['isRefined', 'name:asc']}
        limit={10}
      />
      <RefinementFacet attribute={ATTR.badge} showWhen={scope.model ? undefined : 'modelChosen'} sortBy={['isRefined', 'name:asc']} />
      <PriceRangeSlider />
      <BodyTypePicker customBodyTypes={site.customBodyTypes} truckMapsTo={truckMapsTo} />
      <RangeSelectFacet attribute={ATTR.year} descending />
      <RangeSelectFacet attribute={ATTR.km} steps={KM_STEPS} format={(n) => `${formatVehicleCount(n)} km`} />
      <RefinementFacet attribute={ATTR.fuel} />
      <RefinementFacet attribute={ATTR.transmission} />
      <RefinementFacet attribute={ATTR.drive} />
      <RefinementFacet attribute={ATTR.colour} />
      <RefinementFacet attribute={ATTR.seats} sortBy={['name:asc']} />
      <RefinementFacet attribute={ATTR.location} hideSingle />
      <RefinementFacet attribute={ATTR.state} hideSingle />
      <RefinementFacet attribute={ATTR.tag} />
      <VirtualRefinementList attribute={ATTR.dealership} />
    </>
  )
}

/** The "Show Me N" button fed by the results. */
function ShowMeResults({ site, onClick }: { site: SiteUi; onClick: () => void }) {
  const { count, label } = useResultCount(site.stockCount, site.vehicleLabel)
  return <ShowMeButton count={count} label={label} onClick={onClick} />
}
