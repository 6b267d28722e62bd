/**
 * The body every lead form POSTs to /api/leads. The site is never in it: it comes from the Host.
 * Ids are plain record ids; the server refuses any that does not belong to the host's site.
 */
import { z } from '@/lib/zod'
import { LIMITS } from './fields'
import { LEAD_FORM_KINDS } from './schemas'
import { leadTouchesSchema } from '@/rules/leadSource'

/** The submit endpoint and the captcha challenge endpoint (both under the site's host). */
export const LEAD_SUBMIT_PATH = '/api/leads'
export const CAPTCHA_CHALLENGE_PATH = '/api/leads/captcha'

/**
 * The honeypot: a field hidden from people (SPEC.md §3 Compact variant "a hidden field with an
 * empty special value"). Anything in it marks the submission as a bot's.
 */
export const HONEYPOT_FIELD = 'website_url'

const recordId = z
  .union([z.string(), z.number()], { error: 'Invalid id.' })
  .transform((value) => String(value).trim())
  .refine((value) => /^[A-Za-z0-9_-]{1,64}$/.test(value), 'Invalid id.')

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId.optional())

export const leadSubmissionSchema = z.object({
  kind: z.enum(LEAD_FORM_KINDS, { error: 'Unknown form.' }),
  /** The form's values, validated with leadFormSchema(kind, site options). */
  fields: z.record(z.string(), z.unknown(), { error: 'The form values are missing.' }),
  /** The car the form is about (car page modals, finance with car_id). */
  car_id: optionalId,
  /** The content page holding the form (page forms). */
  page_id: optionalId,
  /** Where the shopper was; kept with the lead. */
  page_url: z.string({ error: 'Invalid page URL.' }).max(LIMITS.url, 'Invalid page URL.').optional(),
  /** Where the shopper came from: the visit's first and last touch (src/rules/leadSource.ts), when the site tracks it. */
  lead_source: leadTouchesSchema.optional(),
  [HONEYPOT_FIELD]: z.string().max(LIMITS.shortText).optional(),
  /** The ALTCHA widget's base64 payload (required when the site's captcha is on). */
  altcha: z.string({ error: 'Invalid captcha solution.' }).max(20_000, 'Invalid captcha solution.').optional(),
})

export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>
