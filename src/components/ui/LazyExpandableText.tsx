'use client'
/** ExpandableText as a lazy island: its code is fetched only by pages that show one; a View more clicked before then is replayed. */
import { lazyIsland } from '../island/Island'

export const LazyExpandableText = lazyIsland(() => import('./ExpandableText').then((m) => m.ExpandableText))
