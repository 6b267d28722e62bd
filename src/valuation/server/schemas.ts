/**
 * The valuation endpoints' bodies (SPEC.md §3 "Valuation lead payload", §7 valuation
 * start, rego lookup, adjustments, offer accepted). Shared by the browser flow and the server.
 */
import { leadTouchesSchema } from '@/rules/leadSource'
import { z } from '@/lib/zod'
import { emailField, nameField, phoneField, postcodeField } from '@/forms/fields'
import { CONDITIONS, SERVICE_HISTORY, VALUATION_LIMITS } from '@/rules/tradeInValuation'

export const VALUATION_API = {
  lookup: '/api/valuation/lookup',
  start: '/api/valuation/start',
  adjust: '/api/valuation/adjust',
  accept: '/api/valuation/accept',
  miscellaneous: '/api/miscellaneous',
} as const

export const REGO_STATES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const
const VALUATION_MODES = ['trade-in', 'sell'] as const
export type ValuationMode = (typeof VALUATION_MODES)[number]

export const VALUATION_MESSAGES = {
  rego: 'Please enter the rego plate (letters and numbers, up to 9).',
  state: 'Please choose the state the car is registered in.',
  make: 'Please choose the make.',
  model: 'Please choose the model.',
  year: (max: number) => `Please enter a year between ${VALUATION_LIMITS.minYear} and ${max}.`,
  odometer: 'Please enter the odometer in km, a whole number from 0 to 1,500,000.',
  choice: 'Please choose an answer.',
  unknownPlate: 'We could not find that plate. Check it, or choose your car by make and model.',
} as const

const yesNo = z.boolean({ error: VALUATION_MESSAGES.choice })
const plateText = z.string({ error: VALUATION_MESSAGES.rego }).trim().transform((v) => v.replace(/[\s-]/g, '').toUpperCase()).pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, VALUATION_MESSAGES.rego))
const stateField = z.enum(REGO_STATES, { error: VALUATION_MESSAGES.state })

export const regoLookupSchema = z.object({ rego: plateText, regoState: stateField })

function yearField(currentYear: number) {
  const max = currentYear + 1
  return z.coerce.number({ error: VALUATION_MESSAGES.year(max) }).int(VALUATION_MESSAGES.year(max)).min(VALUATION_LIMITS.minYear, VALUATION_MESSAGES.year(max)).max(max, VALUATION_MESSAGES.year(max))
}

export function valuationCarSchema(currentYear: number) {
  return z.object({
    rego: z.preprocess((v) => (v === '' || v === null ? undefined : v), plateText.optional()),
    regoState: z.preprocess((v) => (v === '' || v === null ? undefined : v), stateField.optional()),
    make: z.string({ error: VALUATION_MESSAGES.make }).trim().min(1, VALUATION_MESSAGES.make).max(60, VALUATION_MESSAGES.make),
    model: z.string({ error: VALUATION_MESSAGES.model }).trim().min(1, VALUATION_MESSAGES.model).max(60, VALUATION_MESSAGES.model),
    year: yearField(currentYear),
    variant: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100).optional()),
  })
}

const odometerField = z.coerce
  .number({ error: VALUATION_MESSAGES.odometer })
  .int(VALUATION_MESSAGES.odometer)
  .min(0, VALUATION_MESSAGES.odometer)
  .max(VALUATION_LIMITS.maxOdometer, VALUATION_MESSAGES.odometer)

export const adjustmentAnswersSchema = z.object({
  odometer: odometerField,
  serviceHistory: z.enum(SERVICE_HISTORY, { error: VALUATION_MESSAGES.choice }),
  twoKeys: yesNo,
  illegalModifications: yesNo,
  condition: z.enum(CONDITIONS, { error: VALUATION_MESSAGES.choice }),
  componentsPresent: yesNo,
  underFinance: yesNo,
})

export const contactSchema = z.object({ name: nameField, email: emailField, phone: phoneField, postcode: postcodeField })

const id = z.union([z.string(), z.number()], { error: 'Invalid id.' }).transform((v) => String(v).trim()).refine((v) => /^\d{1,12}$/.test(v), 'Invalid id.')
const token = z.string({ error: 'This valuation could not be found. Please start again.' }).regex(/^[a-f0-9]{64}$/, 'This valuation could not be found. Please start again.')

export function valuationStartSchema(currentYear: number) {
  return z.object({
    mode: z.enum(VALUATION_MODES).default('trade-in'),
    userData: contactSchema,
    car: valuationCarSchema(currentYear),
    url: z.string().max(2000).optional(),
    car_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
    lead_attributes: z
      .object({
        visited_pages: z.array(z.string().max(500)).max(20).default([]),
        linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
      })
      .default({ visited_pages: [], linked_query_params: {} }),
    opt_in: z.boolean().default(true),
    /** Where the shopper came from (issue 35 §4; src/rules/leadSource.ts). */
    lead_source: leadTouchesSchema.optional(),
    website_url: z.string().max(200).optional(),
    altcha: z.string().max(20_000).optional(),
  })
}

export const valuationAdjustSchema = z.object({ id, token, adjustmentAnswers: adjustmentAnswersSchema })

export const offerAcceptedSchema = z.object({
  lead_id: id,
  token,
  offer_accepted: z.boolean({ error: 'Please choose to accept the offer or to be contacted.' }),
  form_completed: z.literal(true, { error: 'The valuation is not complete.' }).default(true),
})

export const miscellaneousSchema = z.object({ lead_id: id, token, column_name: z.literal('valuation', { error: 'Unknown column.' }) }).passthrough()
