/**
 * What the "Add a dealer" wizard asks, checked with one zod schema on the
 * server (the form shows the same messages at each field). Pure.
 */
import { z } from '@/lib/zod'
import { SLUG_PATTERN } from '@/lib/slug'
import { isReservedSlug, reservedSlugMessage } from '@/rules/reservedSlugs'
import { normaliseDomain } from '@/rules/siteDomain'
import { publicHolidaysInYearFrom } from '@/rules/publicHolidays'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined))
const optionalTime = (example: string) => z.string().regex(TIME, `Use HH:MM, e.g. ${example}.`).optional().or(z.literal('').transform(() => undefined))

const AU_STATE_CODES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const

export const newDealerSchema = z.object({
  name: z.string().trim().min(2, 'Enter the dealer’s name.').max(120),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and hyphens, e.g. coastal-mazda.')
    .max(60)
    .superRefine((v, ctx) => {
      if (isReservedSlug(v)) ctx.addIssue({ code: 'custom', message: reservedSlugMessage(v) })
    }),
  // Stored as the Sites form stores it (lower case, no port or trailing dot): one domain, one site.
  domain: optionalText(200)
    .transform((v) => (v ? normaliseDomain(v) : undefined))
    .refine((v) => !v || /^(?=.{1,200}$)([a-z0-9-]+\.)+[a-z]{2,}$/.test(v), 'Enter a host name such as www.coastalmazda.com.au, without https://.'),
  primaryColour: z.string().trim().regex(/^#[0-9a-f]{6}$/i, 'Enter a colour as #rrggbb, e.g. #b91c1c.'),
  manufacturers: z.array(z.coerce.number().int().positive()).max(20).default([]),
  // The year the business started: the only claim about years the new site's copy makes (src/rules/dealerStory.ts).
  established: optionalText(4)
    .refine((v) => v === undefined || (/^\d{4}$/.test(v) && Number(v) >= 1850 && Number(v) <= new Date().getUTCFullYear()), 'Enter the year the business started, e.g. 1998, or leave it empty.')
    .transform((v) => (v === undefined ? undefined : Number(v))),
  templateSite: z.coerce.number({ message: 'Choose the site to copy pages, menus and settings from.' }).int().positive('Choose the site to copy pages, menus and settings from.'),
  dealership: z.object({
    name: z.string().trim().min(2, 'Enter the dealership’s name.').max(120),
    licenceNumber: z.string().trim().min(1, 'Enter the dealer licence number (LMCT, MD or similar).').max(40),
    repairerNumber: optionalText(40),
  }),
  location: z.object({
    name: z.string().trim().min(2, 'Enter the location’s name, e.g. Coastal Mazda Sales.').max(120),
    street: z.string().trim().min(2, 'Enter the street address.').max(200),
    city: z.string().trim().min(2, 'Enter the suburb or city.').max(80),
    state: z.enum(AU_STATE_CODES, { message: 'Choose the state.' }),
    postcode: z.string().trim().regex(/^\d{4}$/, 'Enter a 4-digit postcode.'),
    phone: z.string().trim().regex(/^[\d\s()+-]{8,20}$/, 'Enter the phone number, e.g. 07 5555 0100.'),
    weekdayOpen: z.string().regex(TIME, 'Use HH:MM, e.g. 08:30.'),
    weekdayClose: z.string().regex(TIME, 'Use HH:MM, e.g. 17:30.'),
    saturdayOpen: optionalTime('08:30'),
    saturdayClose: optionalTime('12:00'),
    sundayOpen: optionalTime('10:00'),
    sundayClose: optionalTime('15:00'),
    // Public holidays: not stated (no entries), closed, or open at these hours (src/rules/publicHolidays.ts).
    holidays: z.enum(['', 'closed', 'open'], { message: 'Choose how public holidays go.' }).default(''),
    holidayOpen: optionalTime('09:00'),
    holidayClose: optionalTime('15:00'),
  }).superRefine((l, ctx) => {
    for (const [day, open, close] of [['saturday', l.saturdayOpen, l.saturdayClose], ['sunday', l.sundayOpen, l.sundayClose], ['holiday', l.holidayOpen, l.holidayClose]] as const) {
      const needed = day === 'holiday' ? l.holidays === 'open' : Boolean(open || close)
      if (!needed) continue
      if (!open) ctx.addIssue({ code: 'custom', path: [`${day}Open`], message: 'Enter the opening time too, or leave both empty.' })
      else if (!close) ctx.addIssue({ code: 'custom', path: [`${day}Close`], message: 'Enter the closing time too, or leave both empty.' })
      else if (close <= open) ctx.addIssue({ code: 'custom', path: [`${day}Close`], message: 'The closing time must be after the opening time.' })
    }
    if (l.holidays === 'open' && !l.holidayOpen && !l.holidayClose) ctx.addIssue({ code: 'custom', path: ['holidays'], message: 'Enter the public-holiday hours, or choose closed.' })
  }),
  editor: z
    .object({
      email: z.string().trim().toLowerCase().email('Enter the editor’s e-mail address.'),
      name: optionalText(120),
      password: z.string().min(12, 'Use a password of at least 12 characters.').max(200),
    })
    .optional(),
})

export type NewDealerInput = z.infer<typeof newDealerSchema>

/** Field messages keyed by their path ("location.postcode"), for a 400 answer the form can show. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    out[key] ??= issue.message
  }
  return out
}

/** Opening hours of the first location: Monday–Friday; Saturday and Sunday when given, else closed. */
export function firstLocationHours(l: NewDealerInput['location']) {
  type Day = { weekday: '0' | '1' | '2' | '3' | '4' | '5' | '6'; status: 'Open' | 'Closed'; open: string; close: string }
  const day = (weekday: Day['weekday'], open?: string, close?: string): Day => (open && close ? { weekday, status: 'Open', open, close } : { weekday, status: 'Closed', open: '', close: '' })
  const weekdays: Day[] = (['1', '2', '3', '4', '5'] as const).map((weekday) => day(weekday, l.weekdayOpen, l.weekdayClose))
  return [{ department: 'sales' as const, days: [...weekdays, day('6', l.saturdayOpen, l.saturdayClose), day('0', l.sundayOpen, l.sundayClose)] }]
}

/** Holiday-hours entries for the first location: the national public holidays of the coming year, as the wizard was told (none when not stated). */
export function firstLocationHolidays(l: NewDealerInput['location'], today: string) {
  if (l.holidays === '') return []
  const open = l.holidays === 'open'
  return publicHolidaysInYearFrom(today).map((h) => ({
    name: h.name,
    date: `${h.date}T00:00:00.000Z`,
    status: open ? ('Open' as const) : ('Closed' as const),
    department: 'all' as const,
    start_hour: open ? l.holidayOpen : undefined,
    end_hour: open ? l.holidayClose : undefined,
  }))
}

/** A copy of stored content for another site: row ids dropped (new rows get new ids), the template's name replaced. */
export function copiedContent<T>(value: T, fromName: string, toName: string): T {
  const text = JSON.stringify(value, (key, v) => (key === 'id' || key === '_order' || key === '_parent_id' ? undefined : v))
  if (text === undefined) return value
  const renamed = fromName.trim().length >= 3 ? text.split(JSON.stringify(fromName).slice(1, -1)).join(JSON.stringify(toName).slice(1, -1)) : text
  return JSON.parse(renamed) as T
}
