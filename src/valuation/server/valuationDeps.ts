/** What the valuation endpoints are built from: Payload, the rate limit, and the test seams. */
import type { Payload } from 'payload'
import type { Comparable } from '@/rules/tradeInValuation'
import type { RegoLookupProvider, ValuationProvider } from './types'

export type ValuationDeps = {
  payload: () => Promise<Payload>
  rateLimit?: { points: number; durationSeconds: number }
  /** Start delivery right away in the background (default true). */
  runDeliveryNow?: boolean
  /** Test seams: the providers (default: from the environment, local otherwise). */
  regoLookup?: RegoLookupProvider | null
  valuation?: (comparables: (make: string, model: string) => Promise<Comparable[]>) => ValuationProvider
  now?: () => Date
}

export const nowOf = (deps: ValuationDeps) => deps.now?.() ?? new Date()
