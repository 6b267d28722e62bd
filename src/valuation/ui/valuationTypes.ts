/** The trade-in valuation flow's props and the state its steps share. */
import type { Dispatch, RefObject, SetStateAction } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ValuationMode } from '@/valuation/server/schemas'
import type { AltchaHandle } from '@/forms/ui/AltchaWidget'
import type { StepErrors } from './useStepErrors'

interface ValuationCatalogueEntry {
  make: string
  models: string[]
}

export interface ValuationFlowProps {
  siteSlug: string
  captcha: boolean
  mode: ValuationMode
  defaultState?: string
  /** Makes and models to choose from by hand (the dealer's stock and the known plates). */
  catalogue: ValuationCatalogueEntry[]
  currentYear: number
  /** The car being bought (/cars/trade-in?car_id=), shown beside the valuation. */
  car?: { id: string; name: string; slug: string; price?: number | null } | null
  heading?: string
  intro?: string
}

/** The car a rego plate look-up found. */
export interface FoundCar {
  make: string
  model: string
  year: number
  variant?: string
}

export type Offer =
  | { kind: 'offer'; leadId: string; offer: number; low: number; high: number; underFinance: boolean }
  | { kind: 'none'; leadId: string; message: string }

/** The stored lead the later calls name (its id and the token that proves it is ours). */
export interface LeadTicket {
  id: string
  token: string
}

/** What the flow's actions read and change: its props, form, state setters and refs. */
export interface ValuationFlowContext {
  props: ValuationFlowProps
  form: UseFormReturn<FieldValues>
  errors: StepErrors
  manual: boolean
  found: FoundCar | null
  setFound: Dispatch<SetStateAction<FoundCar | null>>
  setBusy: Dispatch<SetStateAction<boolean>>
  setFailure: Dispatch<SetStateAction<string | null>>
  setStep: Dispatch<SetStateAction<number>>
  setOffer: Dispatch<SetStateAction<Offer | null>>
  lead: RefObject<LeadTicket | null>
  altchaRef: RefObject<AltchaHandle | null>
}
