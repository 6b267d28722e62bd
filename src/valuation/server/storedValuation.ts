/** What a valuation lead's `valuation` column holds, read back safely, and the site's valuation settings. */
import type { Lead, Site } from '@/payload-types'
import { DEFAULT_VALUATION_SETTINGS } from '@/rules/tradeInValuation'
import type { RegoResult } from './types'
import type { ValuationMode } from './schemas'

type Obj = Record<string, unknown>

export type ValuationState = 'started' | 'offered' | 'no-figure' | 'accepted' | 'contact-requested'

/** What the lead's `valuation` column holds. */
export type StoredValuation = {
  state: ValuationState
  mode: ValuationMode
  car: RegoResult & { rego?: string; regoState?: string; lookup_source?: string }
  answers?: Obj
  provider?: string
  offer_price?: number | null
  low?: number
  high?: number
  retail_estimate?: number
  reason?: string
  message?: string
  comparables?: Obj[]
  adjustments?: { label: string; amount: number }[]
  offered_at?: string
  accepted?: boolean
  completed_at?: string
  lead_attributes?: Obj
  car_dealership_id?: number | null
}

/** The lead's json column as a StoredValuation (what start wrote), or null for anything else. */
function isStoredValuation(v: unknown): v is StoredValuation {
  return Boolean(v) && typeof v === 'object' && !Array.isArray(v) && typeof (v as Obj).state === 'string' && typeof (v as Obj).car === 'object'
}

export function valuationOf(lead: Pick<Lead, 'valuation'>): StoredValuation | null {
  return isStoredValuation(lead.valuation) ? lead.valuation : null
}

/** The sites' valuation settings with SPEC/DESIGN defaults. */
export function settingsOf(site: Site) {
  const s = site.settings ?? {}
  return {
    enabled: s.valuationEnabled !== false,
    saveToMiscellaneous: s.saveValuationToMiscellaneous === true,
    captcha: s.captchaEnabled !== false,
    valuation: {
      reconditioningCost: typeof s.valuationReconditioningCost === 'number' ? s.valuationReconditioningCost : DEFAULT_VALUATION_SETTINGS.reconditioningCost,
      marginPercent: typeof s.valuationMarginPercent === 'number' ? s.valuationMarginPercent : DEFAULT_VALUATION_SETTINGS.marginPercent,
    },
  }
}
