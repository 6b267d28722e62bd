/**
 * Field schemas of the lead forms (SPEC.md §5). Plain zod with no I/O: the browser forms and the
 * submit endpoint validate with exactly these. Text is kept as typed (no HTML stripping): it is
 * stored and shown as text everywhere, so scripts are harmless; lengths are bounded.
 */
import { z } from '@/lib/zod'
import { isAuPhone } from '@/rules/auPhone'
import { isPostcode, POSTCODE_MAX_LENGTH } from '@/rules/postcode'
import { FORM_MESSAGES as M } from './messages'

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  shortText: 200,
  id: 64,
  url: 2000,
  rego: 20,
  listItems: 20,
} as const

/** Empty strings from untouched inputs count as "not given". */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A required line of text with one message for missing and empty. */
export function requiredText(message: string, max: number = LIMITS.shortText) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, M.tooLong(max))
}

/** An optional line of text; empty counts as not given. */
export function optionalText(max: number = LIMITS.shortText) {
  return z.preprocess(emptyToUndefined, z.string({ error: M.invalidText }).trim().max(max, M.tooLong(max)).optional())
}

export const nameField = requiredText(M.nameRequired, LIMITS.name)

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(LIMITS.email, M.emailInvalid)
  .pipe(z.email(M.emailInvalid))

export const phoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(LIMITS.phone, M.phoneInvalid)
  .refine((value) => isAuPhone(value), M.phoneInvalid)

/** SPEC.md §5 Postcode input: required, exactly 4 digits, max length 4, no thousand separators. */
export const postcodeField = z
  .string({ error: M.postcodeInvalid })
  .trim()
  .max(POSTCODE_MAX_LENGTH, M.postcodeInvalid)
  .refine((value) => isPostcode(value), M.postcodeInvalid)

export const messageField = (required: boolean) =>
  required ? requiredText(M.messageRequired, LIMITS.message) : optionalText(LIMITS.message)

/** SPEC.md §5 "opt_in: optional, default true." */
export const optInField = z.boolean({ error: 'Please tick or untick the box.' }).default(true)

/** SPEC.md §5 "rego: optional." */
export const regoField = optionalText(LIMITS.rego)

/** A select holding a record id (dealership, location): required or optional. */
export function selectField(required: boolean, message: string) {
  return required ? requiredText(message, LIMITS.id) : optionalText(LIMITS.id)
}

/** A date-time, optional (SPEC.md §5 Test drive form "Test Drive Booking Date"). */
export const optionalDateTime = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: M.dateInvalid })
    .trim()
    .max(40, M.dateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(value)), M.dateInvalid)
    .optional(),
)

/** Numbers from inputs: "" is not given, numeric strings count ("12000"), anything else fails. */
export function optionalNumber(message: string, min: number, max: number, integer = false) {
  return z.preprocess(
    (value) => {
      const v = emptyToUndefined(value)
      if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v)
      return v
    },
    (integer ? z.number({ error: message }).int(message) : z.number({ error: message }))
      .min(min, message)
      .max(max, message)
      .optional(),
  )
}

export function requiredNumber(message: string, min: number, max: number, integer = false) {
  return z.preprocess(
    (value) => {
      if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
      return value
    },
    (integer ? z.number({ error: message }).int(message) : z.number({ error: message })).min(min, message).max(max, message),
  )
}

/** A short list of short strings (services, photo references). */
export function optionalList(max: number = LIMITS.listItems) {
  return z
    .array(z.string({ error: M.invalidText }).trim().max(LIMITS.shortText, M.tooLong(LIMITS.shortText)), { error: M.invalidText })
    .max(max, M.tooManyItems(max))
    .optional()
}

/**
 * Checkbox options of a page form, by option name, e.g. { "Roadside assistance (check_option)": true }
 * (SPEC.md §5: the "(check_option)" ones become additional_services, see src/rules/additionalServices.ts).
 */
export const checkOptionsField = z
  .record(z.string().max(LIMITS.shortText), z.boolean())
  .refine((value) => Object.keys(value).length <= LIMITS.listItems, M.tooManyItems(LIMITS.listItems))
  .optional()
