/**
 * Builds the body a lead form sends to the submit endpoint, after waiting for what is still under
 * way in the browser: the captcha's solution and photos still uploading.
 */
import type { RefObject } from 'react'
import type { FieldValues, UseFormGetValues } from 'react-hook-form'
import type { LeadFormKind } from '@/forms/schemas'
import { HONEYPOT_FIELD, type LeadSubmissionInput } from '@/forms/envelope'
import { CAPTCHA_FIELD, type AltchaHandle } from '../../forms/ui/AltchaWidget'
import { PHOTOS_PENDING } from './PhotoUploadField'
import { asList, CHECK_LIST } from './leadFormValues'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The captcha's solution: the field's, else the widget's once its script has loaded. */
async function captchaSolution(captcha: boolean, getValues: UseFormGetValues<FieldValues>, altchaRef: RefObject<AltchaHandle | null>): Promise<string> {
  const altcha = String(getValues(CAPTCHA_FIELD) ?? '')
  if (!captcha || altcha) return altcha
  // The widget loads its script after the form renders: give it a moment before solving.
  for (let waited = 0; !altchaRef.current && waited < 10_000; waited += 100) await pause(100)
  return altchaRef.current ? ((await altchaRef.current.verify()) ?? '') : altcha
}

/** The fields as sent: photo ids once uploaded, page checkboxes as a name → ticked map. */
async function submittedFields(kind: LeadFormKind, values: FieldValues, getValues: UseFormGetValues<FieldValues>, checkOptions: readonly string[]) {
  const fields: Record<string, unknown> = { ...values }
  if (kind === 'sell-my-car') {
    // Photos still uploading go with the form once they are stored.
    for (let waited = 0; Number(getValues(PHOTOS_PENDING)) > 0 && waited < 120_000; waited += 200) await pause(200)
    delete fields[PHOTOS_PENDING]
    const photos = getValues('photos') as string[] | undefined
    if (photos?.length) fields.photos = photos
    else delete fields.photos
  }
  if (kind === 'contact' || kind === 'enquiry') {
    const ticked = asList(getValues(CHECK_LIST))
    if (checkOptions.length) fields.check_options = Object.fromEntries(checkOptions.map((name) => [name, ticked.includes(name)]))
  }
  return fields
}

export interface SubmissionContext {
  kind: LeadFormKind
  captcha: boolean
  carId: string | undefined
  pageId: string | undefined
  checkOptions: readonly string[]
  getValues: UseFormGetValues<FieldValues>
  altchaRef: RefObject<AltchaHandle | null>
}

export async function leadSubmissionBody(values: FieldValues, ctx: SubmissionContext): Promise<LeadSubmissionInput> {
  const { kind, getValues } = ctx
  const altcha = await captchaSolution(ctx.captcha, getValues, ctx.altchaRef)
  const fields = await submittedFields(kind, values, getValues, ctx.checkOptions)
  return {
    kind,
    fields,
    car_id: ctx.carId,
    page_id: ctx.pageId,
    page_url: typeof window !== 'undefined' ? window.location.href.slice(0, 2000) : undefined,
    [HONEYPOT_FIELD]: String(getValues(HONEYPOT_FIELD) ?? ''),
    altcha: altcha || undefined,
  }
}
