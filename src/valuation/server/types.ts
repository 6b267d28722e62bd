/** The provider interfaces of the trade-in valuation (DESIGN.md "real adapter, local default"). */
import type { Comparable, Estimate, ValuationAnswers, ValuationSettings, ValuedCar } from '@/rules/tradeInValuation'

/** What a plate resolves to. */
export interface RegoResult {
  make: string
  model: string
  year: number
  variant?: string
}

export interface RegoLookupProvider {
  readonly name: string
  /** The car of a plate in a state; null for a plate the provider does not know. Throws ProviderError when it cannot answer. */
  lookup(rego: string, state: string): Promise<RegoResult | null>
}

export interface ValuationRequest {
  car: ValuedCar
  answers: ValuationAnswers
  settings: ValuationSettings
  currentYear: number
}

export interface ValuationProvider {
  readonly name: string
  /** An estimate, or no figure with its reason. Throws ProviderError when it cannot answer. */
  value(request: ValuationRequest): Promise<Estimate>
}

/** The dealer's stock and recent sales of one make and model (the local estimate's comparables). */
export type ComparableSource = (make: string, model: string) => Promise<Comparable[]>
