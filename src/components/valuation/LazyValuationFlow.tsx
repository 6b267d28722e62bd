'use client'
/**
 * The valuation flow, split out of every page that merely could show it. The block registry
 * (blocks/RenderBlocks.tsx) imports every block, so a static import here put the flow, its zod
 * schemas and the captcha widget (~65 KB gzip) into the first load of every content page, the
 * home page included. Through `next/dynamic` the flow is still rendered on the server where it is
 * used (the form is in the HTML at once), and its code is fetched only by pages that render it.
 */
import dynamic from 'next/dynamic'

export const LazyValuationFlow = dynamic(() => import('./ValuationFlow').then((m) => m.ValuationFlow))
