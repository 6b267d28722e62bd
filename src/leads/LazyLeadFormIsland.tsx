'use client'
/**
 * The Form block's LazyLeadForm as a lazy island: even its small loader (placeholder,
 * IntersectionObserver) was first-load JavaScript of every content page through the block
 * registry, the home page included, which has no form. Server-rendered the same (the form's
 * placeholder); fetched only by pages that show a form.
 */
import { lazyIsland } from '../components/island/Island'

export const LazyLeadFormIsland = lazyIsland(() => import('./LazyLeadForm').then((m) => m.LazyLeadForm))
