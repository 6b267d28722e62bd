'use client'
/** RefreshOnSave as a lazy part: only live-preview renders use it, so only they fetch it. */
import { lazyPart } from '@/components/island/Island'

export const LazyRefreshOnSave = lazyPart(() => import('./RefreshOnSave').then((m) => m.RefreshOnSave))
