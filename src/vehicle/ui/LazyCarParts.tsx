'use client'
/**
 * The car page's interactive parts as islands ("hydrating its gallery, finance panel
 * and lead buttons only when needed"). Each is server-rendered as before; its code is not in the
 * page's first load and is downloaded and hydrated on the shopper's first intent (a pointer, touch,
 * key or focus on it), or, for parts below the fold, when they come near the screen. A click, key
 * or typed value before then is replayed on the live part (src/components/island/Island.tsx).
 * At Lighthouse's default 4× CPU slowdown the car page spent ~770 ms blocked, most of it
 * evaluating and hydrating these parts before anyone touched them.
 */
import { lazy, type ComponentProps } from 'react'
import { Island } from '../../components/island/Island'
import type { VehicleGallery } from './VehicleGallery'
import type { FinanceCalculator } from './FinanceCalculator'
import type { SimilarCars } from './SimilarCars'
import type { LeadFormButton } from '../../leads/LeadFormButton'
import type { DealerComments } from './DealerComments'
import type { ShowMoreList } from './ShowMoreList'
import type { CarPdfLink } from './CarPdfLink'

const loadGallery = () => import('./VehicleGallery')
const LiveGallery = lazy(() => loadGallery().then((m) => ({ default: m.VehicleGallery })))
/** The photo gallery: the first photo is in the server HTML; the carousel wakes on first touch, key or focus. */
export function LazyVehicleGallery(props: ComponentProps<typeof VehicleGallery>) {
  return (
    <Island load={loadGallery}>
      <LiveGallery {...props} />
    </Island>
  )
}

const loadCalculator = () => import('./FinanceCalculator')
const LiveCalculator = lazy(() => loadCalculator().then((m) => ({ default: m.FinanceCalculator })))
/** The finance panel's repayment calculator: figures typed before it is live are handed to it. */
export function LazyFinanceCalculator(props: ComponentProps<typeof FinanceCalculator>) {
  return (
    <Island load={loadCalculator}>
      <LiveCalculator {...props} />
    </Island>
  )
}

const loadLeadButton = () => import('../../leads/LeadFormButton')
const LiveLeadButton = lazy(() => loadLeadButton().then((m) => ({ default: m.LeadFormButton })))
/** Enquire, Book a test drive, Request photos: a click before the code is in opens the dialog once it is. */
export function LazyLeadFormButton(props: ComponentProps<typeof LeadFormButton>) {
  return (
    <Island load={loadLeadButton}>
      <LiveLeadButton {...props} />
    </Island>
  )
}

const loadSimilar = () => import('./SimilarCars')
const LiveSimilar = lazy(() => loadSimilar().then((m) => ({ default: m.SimilarCars })))
/** Similar cars, below the fold: live before it scrolls into view (cards show stored favourites then). */
export function LazySimilarCars(props: ComponentProps<typeof SimilarCars>) {
  return (
    <Island load={loadSimilar} near="600px 0px" className="block">
      <LiveSimilar {...props} />
    </Island>
  )
}

const loadComments = () => import('./DealerComments')
const LiveComments = lazy(() => loadComments().then((m) => ({ default: m.DealerComments })))
export function LazyDealerComments(props: ComponentProps<typeof DealerComments>) {
  return (
    <Island load={loadComments}>
      <LiveComments {...props} />
    </Island>
  )
}

const loadShowMore = () => import('./ShowMoreList')
const LiveShowMore = lazy(() => loadShowMore().then((m) => ({ default: m.ShowMoreList })))
/** The spec and feature lists' "Show more": a click before the code is in is replayed. */
export function LazyShowMoreList(props: ComponentProps<typeof ShowMoreList>) {
  return (
    <Island load={loadShowMore}>
      <LiveShowMore {...props} />
    </Island>
  )
}

const loadPdfLink = () => import('./CarPdfLink')
const LivePdfLink = lazy(() => loadPdfLink().then((m) => ({ default: m.CarPdfLink })))
/** "Download PDF": a plain link that downloads the file until its code (error alert) is in. */
export function LazyCarPdfLink(props: ComponentProps<typeof CarPdfLink>) {
  return (
    <Island load={loadPdfLink}>
      <LivePdfLink {...props} />
    </Island>
  )
}
