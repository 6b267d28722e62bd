'use client'
/**
 * The valuation flow, split out of every page that merely could show it. The block registry
 * (blocks/RenderBlocks.tsx) imports every block, so a static import here put the flow, its zod
 * schemas and the captcha widget (~65 KB gzip) into the first load of every content page, the
 * home page included. As a lazy island the flow is still rendered on the server where it is used
 * (the form is in the HTML at once), its code is fetched only by pages that render it, as the page
 * hydrates, and a click or typed value before then is replayed (src/components/island/Island.tsx). (A React `lazy` rather than `next/dynamic`: next/dynamic's own loader code,
 * ~2.5 KB gzip, was then first-load JavaScript of every content page.)
 */
import { lazyIsland } from '../../components/island/Island'

export const LazyValuationFlow = lazyIsland(() => import('./ValuationFlow').then((m) => m.ValuationFlow))
