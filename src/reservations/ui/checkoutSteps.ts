/**
 * The checkout's steps: which a kind of checkout walks through, their titles, and each step's
 * refused answers (the same zod schemas the server checks with).
 */
import { contactSchema, purchaseSchema, type ContactInput } from '@/reservations/server/schema'

export type Step = 'details' | 'trade-in' | 'payment-method' | 'handover' | 'review' | 'pay'
export type Errors = Record<string, string>

/** The buy-online answers as the form holds them (strings until chosen). */
export interface PurchaseAnswers {
  trade_in: string
  trade_in_description: string
  payment_method: string
  handover: string
  delivery_address: string
  conditions_accepted: boolean
}

export const EMPTY_PURCHASE: PurchaseAnswers = { trade_in: 'no', trade_in_description: '', payment_method: '', handover: '', delivery_address: '', conditions_accepted: false }

export function stepsFor(kind: 'reserve' | 'buy-online'): Step[] {
  return kind === 'buy-online' ? ['details', 'trade-in', 'payment-method', 'handover', 'review', 'pay'] : ['details', 'pay']
}

export function stepTitles(depositText: string): Record<Step, string> {
  return {
    details: 'Your details',
    'trade-in': 'Trade-in',
    'payment-method': 'Payment method',
    handover: 'Delivery or pickup',
    review: 'Review',
    pay: `Pay the ${depositText} deposit`,
  }
}

const FIELDS_OF_STEP: Partial<Record<Step, string[]>> = {
  'trade-in': ['trade_in', 'trade_in_description'],
  'payment-method': ['payment_method'],
  handover: ['handover', 'delivery_address'],
  review: ['conditions_accepted'],
}

/** The refused fields of step `s` (empty when it may be left). */
export function validateStep(s: Step, steps: Step[], contact: ContactInput, purchase: PurchaseAnswers): Errors {
  if (s === 'details') {
    const r = contactSchema.safeParse(contact)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
  }
  // Steps not reached yet count as answered, so the checks that need the whole form (zod runs
  // refinements only on an otherwise valid object) still speak on this step.
  const before = (later: Step) => steps.indexOf(s) < steps.indexOf(later)
  const r = purchaseSchema.safeParse({
    ...purchase,
    payment_method: before('payment-method') ? 'finance' : purchase.payment_method,
    handover: before('handover') ? 'pickup' : purchase.handover,
    conditions_accepted: s === 'review' ? purchase.conditions_accepted : true,
  })
  if (r.success) return {}
  const wanted = FIELDS_OF_STEP[s] ?? []
  return Object.fromEntries(r.error.issues.filter((i) => wanted.includes(String(i.path[0]))).map((i) => [String(i.path[0]), i.message]))
}
