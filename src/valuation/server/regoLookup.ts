/**
 * Rego lookup (SPEC.md §7 "Rego lookup": rego, regoState): a vehicle-data API when
 * REGO_LOOKUP_URL and REGO_LOOKUP_KEY are set, otherwise (and when that API is down) the local
 * lookup: the demo plate table, then the plates of the dealer's own stock. Manual make → model →
 * year → variant entry is always offered by the form, so an unknown plate never stops a shopper.
 *
 * HTTP contract (the adapter): GET {REGO_LOOKUP_URL}/lookup?rego={plate}&state={STATE} with
 * `Authorization: Bearer {REGO_LOOKUP_KEY}`; 200 {make, model, year, variant?} (or the same under
 * `vehicle`), 404 unknown plate; 401/403 key refused, 5xx down; REGO_LOOKUP_TIMEOUT_MS (default 5000).
 */
import { demoPlate, normalisePlate } from '@/rules/demoPlates'
import { isProviderError, providerFetch, ProviderError, timeoutFrom } from './providerError'
import type { RegoLookupProvider, RegoResult } from './types'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null)

/** A provider's answer as a RegoResult; null when it lacks make, model or a plausible year. */
function readRegoResult(body: unknown): RegoResult | null {
  const doc = obj(obj(body)?.vehicle) ?? obj(body)
  if (!doc) return null
  const make = typeof doc.make === 'string' ? doc.make.trim() : ''
  const model = typeof doc.model === 'string' ? doc.model.trim() : ''
  const year = Number(doc.year)
  if (!make || !model || !Number.isInteger(year) || year < 1900 || year > 2100) return null
  const variant = typeof doc.variant === 'string' && doc.variant.trim() ? doc.variant.trim().slice(0, 100) : undefined
  return { make: make.slice(0, 60), model: model.slice(0, 60), year, variant }
}

export function httpRegoLookup(config: { url: string; apiKey: string; timeoutMs?: number }, fetchImpl: typeof fetch = fetch): RegoLookupProvider {
  const base = config.url.replace(/\/+$/, '')
  return {
    name: 'http',
    async lookup(rego, state) {
      const query = new URLSearchParams({ rego: normalisePlate(rego), state: state.toUpperCase() })
      const { status, body } = await providerFetch(`${base}/lookup?${query}`, { method: 'GET', apiKey: config.apiKey, timeoutMs: config.timeoutMs ?? 5000 }, fetchImpl)
      if (status === 404) return null
      if (status < 200 || status >= 300) throw new ProviderError('unavailable', `Rego lookup answered ${status}`)
      return readRegoResult(body)
    },
  }
}

/**
 * The local lookup: the demo plate table, then the dealer's stock plates (passed in). The stock
 * plates are asked for every plate, a demo plate included, so how long an answer takes does not
 * tell a stock plate from another known plate (issue 31 item 7).
 */
export function localRegoLookup(stockPlate?: (rego: string, state: string) => Promise<RegoResult | null>): RegoLookupProvider {
  return {
    name: 'local',
    async lookup(rego, state) {
      const stock = stockPlate ? await stockPlate(normalisePlate(rego), state.toLowerCase()) : null
      return demoPlate(rego, state) ?? stock
    },
  }
}

/** What the lookup answers for a known plate: the same fields whatever found it (demo table, stock, provider). */
export function plateAnswer(car: RegoResult): { make: string; model: string; year: number; variant: string | null } {
  return { make: car.make, model: car.model, year: car.year, variant: car.variant?.trim() ? car.variant.trim() : null }
}

/** The configured provider: the HTTP adapter when both variables are set, else none. */
export function configuredRegoLookup(env: Record<string, string | undefined> = process.env, fetchImpl: typeof fetch = fetch): RegoLookupProvider | null {
  const url = env.REGO_LOOKUP_URL?.trim()
  const apiKey = env.REGO_LOOKUP_KEY?.trim()
  if (!url || !apiKey) return null
  return httpRegoLookup({ url, apiKey, timeoutMs: timeoutFrom(env.REGO_LOOKUP_TIMEOUT_MS, 5000) }, fetchImpl)
}

export type RegoOutcome = { car: RegoResult; source: string } | { car: null; providerDown: boolean }

/**
 * The lookup fallbacks: the configured provider first; when it is down or slow, or does not know
 * the plate, the local lookup; nothing found is { car: null } (the form then offers manual entry).
 */
export async function lookupRego(rego: string, state: string, providers: { configured: RegoLookupProvider | null; local: RegoLookupProvider }): Promise<RegoOutcome> {
  // Both are asked for every plate (the local one also when the provider knows the plate), so the
  // work done, and the time taken, is the same whether or not the plate is in the dealer's stock.
  const local = providers.local.lookup(rego, state)
  let providerDown = false
  if (providers.configured) {
    try {
      const car = await providers.configured.lookup(rego, state)
      if (car) {
        await local.catch(() => null)
        return { car, source: providers.configured.name }
      }
    } catch (error) {
      if (!isProviderError(error)) {
        await local.catch(() => null)
        throw error
      }
      providerDown = true
    }
  }
  const car = await local
  return car ? { car, source: providers.local.name } : { car: null, providerDown }
}
