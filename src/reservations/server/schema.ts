/**
 * What the checkout pages send, one zod schema for the browser and the server. No amount
 * and no card data: the server computes the deposit, and the card stays with the payment provider's
 * browser code (or, in test mode, in the browser form, which sends only its outcome).
 */
import { z } from '@/lib/zod'
import { leadTouchesSchema } from '@/rules/leadSource'
import { isAuPhone } from '@/rules/auPhone'

const trimmed = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`)

export const contactSchema = z.object({
  name: trimmed(100).min(2, 'Please enter your full name.'),
  email: trimmed(200).email('Please enter a valid e-mail address.'),
  phone: trimmed(30).refine((v) => isAuPhone(v), 'Please enter an Australian phone number, e.g. 0412 345 678.'),
})
export type ContactInput = z.infer<typeof contactSchema>

const TRADE_IN_CHOICES = ['no', 'yes'] as const
export const PAYMENT_METHODS = ['finance', 'pay-in-full'] as const
export const HANDOVER_CHOICES = ['pickup', 'delivery'] as const

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  finance: 'Finance enquiry: our team contacts you with finance options',
  'pay-in-full': 'Pay in full at pickup',
}
export const HANDOVER_LABELS: Record<(typeof HANDOVER_CHOICES)[number], string> = {
  pickup: 'Pick up from the dealership',
  delivery: 'Deliver to my address',
}

export const purchaseSchema = z
  .object({
    trade_in: z.enum(TRADE_IN_CHOICES),
    trade_in_description: trimmed(500).optional().default(''),
    payment_method: z.enum(PAYMENT_METHODS, { message: 'Please choose how you will pay.' }),
    handover: z.enum(HANDOVER_CHOICES, { message: 'Please choose pickup or delivery.' }),
    delivery_address: trimmed(300).optional().default(''),
    conditions_accepted: z.literal(true, { message: 'Please confirm you have read the guarantee and return conditions.' }),
  })
  .superRefine((v, ctx) => {
    if (v.trade_in === 'yes' && v.trade_in_description.length < 3) ctx.addIssue({ code: 'custom', path: ['trade_in_description'], message: 'Please describe your trade-in (year, make, model, kilometres).' })
    if (v.handover === 'delivery' && v.delivery_address.length < 5) ctx.addIssue({ code: 'custom', path: ['delivery_address'], message: 'Please enter the delivery address.' })
  })
export const checkoutRequestSchema = z.object({
  kind: z.enum(['reserve', 'buy-online']),
  car: z.string().trim().min(1).max(300),
  /** A random key the page makes once: a double submit or back-button resubmit reuses it. */
  client_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Please reload the page and try again.'),
  contact: contactSchema,
  purchase: z.unknown().optional(),
  /** Where the shopper came from (issue 35 §4; src/rules/leadSource.ts): kept with the reservation for its lead. */
  lead_source: leadTouchesSchema.optional(),
})

export const testConfirmSchema = z.object({
  intent: z.string().regex(/^tpi_[a-f0-9]{24}$/),
  client_secret: z.string().min(10).max(200),
  outcome: z.enum(['succeeded', 'declined', 'insufficient_funds']),
})
