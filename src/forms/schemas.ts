/**
 * One zod schema per lead form (SPEC.md §5), built from a small options object because some rules
 * depend on the site (message required, dealership/location selects shown and required, the
 * category list). The browser forms and POST /api/leads build the schema with the same options.
 */
import { z } from '@/lib/zod'
import { CAREERS_ENQUIRY, GENERAL_ENQUIRY } from '@/rules/careersRelabel'
import {
  checkOptionsField,
  emailField,
  LIMITS,
  messageField,
  nameField,
  optInField,
  optionalDateTime,
  optionalList,
  optionalNumber,
  optionalText,
  phoneField,
  postcodeField,
  regoField,
  requiredNumber,
  requiredText,
  selectField,
} from './fields'
import { FORM_MESSAGES as M, PHOTOS_REQUEST_TEXT } from './messages'
import { MAX_LEAD_PHOTOS, PHOTO_MESSAGES, PHOTO_TOKEN_PATTERN } from '@/rules/leadPhotoLimits'

/** /sell-my-car photos: the tokens POST /api/leads/photos answered, at most MAX_LEAD_PHOTOS. */
const photoTokensField = z
  .array(z.string({ error: PHOTO_MESSAGES.invalidToken }).regex(PHOTO_TOKEN_PATTERN, PHOTO_MESSAGES.invalidToken), { error: PHOTO_MESSAGES.invalidToken })
  .max(MAX_LEAD_PHOTOS, PHOTO_MESSAGES.tooMany)
  .optional()

/** Every kind of form that creates a lead. */
export const LEAD_FORM_KINDS = ['enquiry', 'test-drive', 'request-photos', 'contact', 'service', 'sell-my-car', 'finance'] as const
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number]

/** The category each kind is stored under when the form has no category select. */
export const DEFAULT_CATEGORY: Record<LeadFormKind, string> = {
  enquiry: GENERAL_ENQUIRY,
  contact: GENERAL_ENQUIRY,
  'test-drive': 'Test Drive',
  'request-photos': 'Request Photos',
  service: 'Service Booking',
  'sell-my-car': 'Sell My Car',
  finance: 'Finance Enquiry',
}

/** SPEC.md §5 "category select: required when present, default "General Enquiry"". */
export const DEFAULT_ENQUIRY_CATEGORIES = [GENERAL_ENQUIRY, 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry', CAREERS_ENQUIRY] as const

export type LeadFormOptions = {
  /** SPEC.md §5 message required unless the site disables it (sites.settings.enquiryMessageRequired). Default true. */
  messageRequired?: boolean
  /** Several dealerships and the field not removed. Default false. */
  dealershipRequired?: boolean
  /** The location select is shown. Default false. */
  locationRequired?: boolean
  /**
   * The category select's options (enquiry and contact forms). The browser passes the list it
   * shows (e.g. DEFAULT_ENQUIRY_CATEGORIES or a Form block's list); without one any category up to
   * 200 characters is accepted (the server does not know an editor's list).
   */
  categories?: readonly string[]
}

type ResolvedOptions = Required<Omit<LeadFormOptions, 'categories'>> & { categories: readonly string[] | null }

function resolveOptions(options: LeadFormOptions = {}): ResolvedOptions {
  return {
    messageRequired: options.messageRequired ?? true,
    dealershipRequired: options.dealershipRequired ?? false,
    locationRequired: options.locationRequired ?? false,
    categories: options.categories && options.categories.length > 0 ? options.categories : null,
  }
}

function categoryField(categories: readonly string[] | null) {
  return z
    .preprocess(
      (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? GENERAL_ENQUIRY : value),
      z.string({ error: M.categoryRequired }).trim().max(LIMITS.shortText, M.categoryInvalid),
    )
    .refine((value) => !categories || categories.includes(value) || value === GENERAL_ENQUIRY, M.categoryInvalid)
}

const contactFields = { name: nameField, email: emailField, phone: phoneField }

function placeFields(o: ResolvedOptions) {
  return {
    dealership: selectField(o.dealershipRequired, M.dealershipRequired),
    location: selectField(o.locationRequired, M.locationRequired),
  }
}

/** Enquiry modal on the car page and the generic enquiry (SPEC.md §2, §5 Enquiry form). */
export function enquirySchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    message: messageField(o.messageRequired),
    category: categoryField(o.categories),
    subcategory: optionalText(),
    ...placeFields(o),
    opt_in: optInField,
    rego: regoField,
    check_options: checkOptionsField,
  })
}

/** Test drive modal and /book-test-drive (SPEC.md §5 Test drive form): date-time and message optional. */
export function testDriveSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    booking_date: optionalDateTime,
    message: optionalText(LIMITS.message),
    ...placeFields(o),
    opt_in: optInField,
  })
}

/** Request Photos modal (SPEC.md §5 Request photos form). */
export function requestPhotosSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    photos_request: z.preprocess((v) => (v === undefined || v === '' ? PHOTOS_REQUEST_TEXT : v), requiredText(M.invalidText)),
    message: optionalText(LIMITS.message),
    ...placeFields(o),
    opt_in: optInField,
  })
}

/** The generic page form with the compact contact block (SPEC.md §2 Other, §3 Compact variant). */
export function contactSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    name: nameField,
    last_name: optionalText(LIMITS.name),
    postcode: postcodeField,
    phone: phoneField,
    email: emailField,
    message: messageField(o.messageRequired),
    category: categoryField(o.categories),
    subcategory: optionalText(),
    ...placeFields(o),
    opt_in: optInField,
    check_options: checkOptionsField,
  })
}

/** Service booking (/service, /pages/book-a-service): car, rego, preferred date, services. */
export function serviceSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    vehicle: requiredText(M.vehicleRequired),
    rego: regoField,
    preferred_date: optionalDateTime,
    services: optionalList(),
    message: optionalText(LIMITS.message),
    ...placeFields(o),
    opt_in: optInField,
  })
}

const thisYearPlusOne = () => new Date().getFullYear() + 1

/** /sell-my-car: the shopper's car (rego, make, model, year, odometer, photos optional). */
export function sellMyCarSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    postcode: postcodeField,
    rego: regoField,
    make: requiredText(M.makeRequired, 60),
    model: requiredText(M.modelRequired, 60),
    year: requiredNumber(M.yearInvalid, 1900, thisYearPlusOne(), true),
    odometer: optionalNumber(M.odometerInvalid, 0, 2_000_000, true),
    photos: photoTokensField,
    message: optionalText(LIMITS.message),
    ...placeFields(o),
    opt_in: optInField,
  })
}

/** Finance enquiry (/finance, /finance-enquiry, …), prefilled from preferredDealership, vehiclePriceBudget, car_type. */
export function financeSchema(options?: LeadFormOptions) {
  const o = resolveOptions(options)
  return z.object({
    ...contactFields,
    postcode: postcodeField,
    vehiclePriceBudget: optionalNumber(M.budgetInvalid, 0, 10_000_000),
    car_type: optionalText(20),
    message: optionalText(LIMITS.message),
    ...placeFields(o),
    opt_in: optInField,
  })
}

export const LEAD_SCHEMA_BUILDERS = {
  enquiry: enquirySchema,
  'test-drive': testDriveSchema,
  'request-photos': requestPhotosSchema,
  contact: contactSchema,
  service: serviceSchema,
  'sell-my-car': sellMyCarSchema,
  finance: financeSchema,
} as const satisfies Record<LeadFormKind, (options?: LeadFormOptions) => z.ZodType>

/** The schema of one form kind for one site's options. */
export function leadFormSchema<K extends LeadFormKind>(kind: K, options?: LeadFormOptions): ReturnType<(typeof LEAD_SCHEMA_BUILDERS)[K]> {
  return LEAD_SCHEMA_BUILDERS[kind](options) as ReturnType<(typeof LEAD_SCHEMA_BUILDERS)[K]>
}

export function isLeadFormKind(value: unknown): value is LeadFormKind {
  return typeof value === 'string' && (LEAD_FORM_KINDS as readonly string[]).includes(value)
}
