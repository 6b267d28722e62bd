/**
 * The row's finance (per lender): an object keyed by provider (CSV `finance.<provider>.<field>`
 * columns) or a JSON array of `{ provider, ... }`; each entry's fields validated like columns.
 */
import { z } from '@/lib/zod'
import { isBlank, show } from './cellValues'
import { canonicalFinanceField, canonicalProvider, FINANCE_COLUMNS, FINANCE_PROVIDERS } from './columns'
import { fieldFor } from './rowFields'

type Provider = (typeof FINANCE_PROVIDERS)[number]
export type FinanceEntry = { provider: Provider } & Partial<Record<Exclude<(typeof FINANCE_COLUMNS)[number]['name'], 'disclaimer'>, number>> & { disclaimer?: string }

function financeEntrySchema(opts: { now: Date }) {
  return z.object(Object.fromEntries(FINANCE_COLUMNS.map((c) => [c.name, fieldFor(c, opts)])))
}

/**
 * Finance per lender: an object keyed by provider (CSV `finance.<provider>.<field>` columns)
 * or a JSON array of `{ provider, ... }`. Becomes the collection's array of entries.
 */
export function financeField(opts: { now: Date }) {
  const entry = financeEntrySchema(opts)
  return z
    .unknown()
    .transform((v, ctx) => {
      if (isBlank(v)) return undefined
      let pairs: [string, unknown][]
      if (Array.isArray(v)) {
        pairs = []
        for (const [i, item] of v.entries()) {
          if (!item || typeof item !== 'object' || Array.isArray(item)) {
            ctx.addIssue({ code: 'custom', message: `entry ${i + 1} must be an object with a provider`, path: [i] })
            return z.NEVER
          }
          const { provider, ...rest } = item as Record<string, unknown>
          pairs.push([typeof provider === 'string' ? provider : '', rest])
        }
      } else if (typeof v === 'object') {
        pairs = Object.entries(v as Record<string, unknown>)
      } else {
        ctx.addIssue({ code: 'custom', message: `must be an object keyed by provider or an array of { provider, ... }, got ${show(v)}` })
        return z.NEVER
      }
      const out: FinanceEntry[] = []
      let failed = false
      for (const [rawProvider, fields] of pairs) {
        const provider = canonicalProvider(rawProvider) as Provider | undefined
        if (!provider) {
          ctx.addIssue({ code: 'custom', message: `unknown finance provider ${show(rawProvider)} (one of ${FINANCE_PROVIDERS.join(', ')})`, path: [rawProvider || 'provider'] })
          failed = true
          continue
        }
        if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
          ctx.addIssue({ code: 'custom', message: 'must be an object of finance fields', path: [provider] })
          failed = true
          continue
        }
        const normalised: Record<string, unknown> = {}
        for (const [k, value] of Object.entries(fields as Record<string, unknown>)) {
          const name = canonicalFinanceField(k)
          if (name) normalised[name] = value
        }
        const parsed = entry.safeParse(normalised)
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [provider, ...issue.path.map(String)] })
          failed = true
          continue
        }
        const data = Object.fromEntries(Object.entries(parsed.data).filter(([, x]) => x !== undefined))
        if (Object.keys(data).length > 0) out.push({ provider, ...data } as FinanceEntry)
      }
      if (failed) return z.NEVER
      return out.length > 0 ? out : undefined
    })
    .optional()
}
