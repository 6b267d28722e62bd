/**
 * The valuation provider: a valuation API when VALUATION_API_URL and VALUATION_API_KEY
 * are set; otherwise the platform's own estimate (src/rules/tradeInValuation.ts) from comparable
 * cars of the dealer's stock and recent sales. SPEC.md §9's cut-offs (over 7 years, over
 * 100,000 km) and illegal modifications (issue 32) apply before any provider is asked.
 *
 * HTTP contract (the adapter): POST {VALUATION_API_URL}/valuations with `Authorization: Bearer
 * {VALUATION_API_KEY}` and JSON {make, model, year, variant, odometer, answers}; 200 {offer, low?,
 * high?, retail?} or {offer: null} for "no figure"; 401/403 key refused, 5xx down;
 * VALUATION_TIMEOUT_MS (default 8000).
 */
import { estimateTradeIn, NO_FIGURE_MESSAGES, noFigureBeforeValuing, VALUATION_LIMITS, type Estimate } from '@/rules/tradeInValuation'
import { providerFetch, ProviderError, timeoutFrom } from './providerError'
import type { ComparableSource, ValuationProvider, ValuationRequest } from './types'

const round100 = (n: number) => Math.round(n / 100) * 100

export function localValuation(comparables: ComparableSource): ValuationProvider {
  return {
    name: 'local',
    async value(request: ValuationRequest): Promise<Estimate> {
      const cutOff = noFigureBeforeValuing(request.car, request.answers, request.currentYear)
      if (cutOff) return { eligible: false, reason: cutOff, message: NO_FIGURE_MESSAGES[cutOff] }
      const stock = await comparables(request.car.make, request.car.model)
      return estimateTradeIn({ car: request.car, answers: request.answers, comparables: stock, settings: request.settings, currentYear: request.currentYear })
    },
  }
}

/** A provider's answer as an Estimate (a figure outside $1,000 – $2,000,000 is not believed). */
function readProviderEstimate(body: unknown): Estimate {
  const doc = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const offer = Number(doc.offer)
  if (doc.offer === null || doc.offer === undefined) return { eligible: false, reason: 'no-comparables', message: NO_FIGURE_MESSAGES['no-comparables'] }
  if (!Number.isFinite(offer) || offer < VALUATION_LIMITS.minOffer || offer > 2_000_000) throw new ProviderError('unavailable', 'Valuation provider answered an unusable figure')
  const rounded = round100(offer)
  const low = Number(doc.low)
  const high = Number(doc.high)
  return {
    eligible: true,
    offer: rounded,
    low: Number.isFinite(low) && low > 0 && low <= offer ? round100(low) : round100(offer * (1 - VALUATION_LIMITS.rangeShare)),
    high: Number.isFinite(high) && high >= offer && high < offer * 2 ? round100(high) : round100(offer * (1 + VALUATION_LIMITS.rangeShare)),
    retailEstimate: Number.isFinite(Number(doc.retail)) ? Math.round(Number(doc.retail)) : rounded,
    comparables: [],
    adjustments: [{ label: 'Provider valuation', amount: rounded }],
  }
}

export function httpValuation(config: { url: string; apiKey: string; timeoutMs?: number }, fetchImpl: typeof fetch = fetch): ValuationProvider {
  const base = config.url.replace(/\/+$/, '')
  return {
    name: 'http',
    async value(request) {
      const cutOff = noFigureBeforeValuing(request.car, request.answers, request.currentYear)
      if (cutOff) return { eligible: false, reason: cutOff, message: NO_FIGURE_MESSAGES[cutOff] }
      const body = { ...request.car, odometer: request.answers.odometer, answers: request.answers }
      const { status, body: answer } = await providerFetch(`${base}/valuations`, { method: 'POST', apiKey: config.apiKey, body, timeoutMs: config.timeoutMs ?? 8000 }, fetchImpl)
      if (status === 404 || status === 422) return { eligible: false, reason: 'no-comparables', message: NO_FIGURE_MESSAGES['no-comparables'] }
      if (status < 200 || status >= 300) throw new ProviderError('unavailable', `Valuation answered ${status}`)
      return readProviderEstimate(answer)
    },
  }
}

/** The HTTP adapter when configured, else the local estimate over `comparables`. */
export function chooseValuationProvider(comparables: ComparableSource, env: Record<string, string | undefined> = process.env, fetchImpl: typeof fetch = fetch): ValuationProvider {
  const url = env.VALUATION_API_URL?.trim()
  const apiKey = env.VALUATION_API_KEY?.trim()
  if (url && apiKey) return httpValuation({ url, apiKey, timeoutMs: timeoutFrom(env.VALUATION_TIMEOUT_MS, 8000) }, fetchImpl)
  return localValuation(comparables)
}
