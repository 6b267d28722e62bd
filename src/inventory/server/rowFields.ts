/**
 * The zod field of each inventory column, from its spec (columns.ts) and the cell coercions
 * (cellValues.ts): blank is "not given" (or "is required" for a required column); year runs from
 * 1900 to next year; numbers have per-column bounds.
 */
import { z } from '@/lib/zod'
import { coerceBoolean, coerceDate, coerceEnum, coerceList, coerceNumber, coerceText, coerceUrl, type Coerced, isBlank, type NumberRule, refuse, Refused, show } from './cellValues'
import type { ColumnSpec } from './columns'

/** A zod field from a coercion; blank input is "not given" (or "is required"). */
function cell<T>(coerce: (v: unknown) => Coerced<T>, required = false): z.ZodType {
  const schema = z.unknown().transform((v, ctx) => {
    if (isBlank(v)) {
      if (!required) return undefined
      ctx.addIssue({ code: 'custom', message: 'is required' })
      return z.NEVER
    }
    const result = coerce(v)
    if (result instanceof Refused) {
      ctx.addIssue({ code: 'custom', message: result.reason })
      return z.NEVER
    }
    return result
  })
  return required ? schema : schema.optional()
}

const NUMBER_RULES: Record<string, NumberRule> = {
  seats: { integer: true, min: 0, max: 100 },
  doors: { integer: true, min: 0, max: 10 },
  sleeps: { integer: true, min: 0, max: 20 },
  cylinders: { integer: true, min: 0, max: 16 },
  ancaprating: { integer: true, min: 0, max: 5 },
  km: { integer: true, min: 0 },
  custom_rank: {},
  termMonths: { integer: true, min: 0 },
  termYears: { integer: true, min: 0 },
}

export function fieldFor(spec: ColumnSpec, opts: { now: Date }) {
  const required = spec.required === true
  const pick = <T>(coerce: (v: unknown) => Coerced<T>) => cell(coerce, required)
  switch (spec.type) {
    case 'text':
      if (spec.name === 'private_postcode') return pick((v) => { const s = coerceText(v, 4); return typeof s === 'string' && !/^\d{4}$/.test(s) ? refuse(`${show(s)} is not a 4-digit postcode`) : s })
      if (spec.name === 'dealership_slug') return pick((v) => { const s = coerceText(v, 200); return typeof s === 'string' ? s.toLowerCase() : s })
      return pick((v) => coerceText(v, spec.name === 'dealercomments' ? 50_000 : 500))
    case 'integer':
    case 'number': {
      if (spec.name === 'year') {
        const max = opts.now.getFullYear() + 1
        return pick((v) => coerceNumber(v, { integer: true, min: 1900, max }))
      }
      const rule = NUMBER_RULES[spec.name] ?? { min: 0, integer: spec.type === 'integer' }
      return pick((v) => coerceNumber(v, rule))
    }
    case 'boolean':
      return pick(coerceBoolean)
    case 'enum':
      return pick((v) => coerceEnum(v, spec.values as readonly string[], { underscores: spec.name === 'status' }))
    case 'date':
      return pick(coerceDate)
    case 'url':
      return pick(coerceUrl)
    case 'list':
      return pick((v) => coerceList(v, 'item'))
    case 'url-list':
      return pick((v) => coerceList(v, 'url', coerceUrl))
  }
}

export function groupSchema(specs: ColumnSpec[], opts: { now: Date }) {
  return z
    .object(Object.fromEntries(specs.map((c) => [c.name, fieldFor(c, opts)])))
    .optional()
}
