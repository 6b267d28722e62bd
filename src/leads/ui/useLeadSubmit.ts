/**
 * What happens when a valid lead form is sent: SPEC.md §4's submit states, §8's failure text and
 * server field errors, and on success the analytics event, the kept contact and success details,
 * a reset form and the way to the success page.
 */
import { useRef, useState, type RefObject } from 'react'
import { useRouter } from 'next/navigation'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { DEFAULT_CATEGORY, type LeadFormKind } from '@/forms/schemas'
import type { LeadCarContext } from '@/forms/carContext'
import type { FieldMessage } from '@/forms/errorSummary'
import { submitFailureText } from '@/forms/submitFailure'
import { trackFormError, trackLeadSubmitted } from '@/analytics/events'
import type { AltchaHandle } from '../../forms/ui/AltchaWidget'
import type { SubmitState } from '../../forms/ui/SubmitButton'
import { submitLead } from './submitLead'
import { saveContact, saveSuccess } from '../browserStore'
import { leadSubmissionBody } from './leadSubmissionBody'
import type { LeadFormSite } from '../leadFormTypes'

export interface LeadSubmitOptions {
  kind: LeadFormKind
  site: LeadFormSite
  car?: LeadCarContext | null
  pageId?: string
  checkOptions?: readonly string[]
  testDriveOnly?: boolean
  onSubmitted?: () => void
  successPath: string
  form: UseFormReturn<FieldValues>
  defaultValues: FieldValues
  queryCarId: RefObject<string | undefined>
  summary: { clearSummary: () => void; showEntries: (list: FieldMessage[]) => void }
  /** Back to the first step after a stored lead. */
  restart: () => void
}

/** Records a stored lead for analytics and keeps what the next form and the success page show. */
function recordSuccess({ kind, site, car, testDriveOnly }: LeadSubmitOptions, values: FieldValues, leadId: string) {
  const category = typeof values.category === 'string' && values.category ? values.category : DEFAULT_CATEGORY[kind]
  trackLeadSubmitted({
    siteSlug: site.siteSlug,
    form: kind,
    leadId,
    category,
    carId: car?.id ?? null,
    carType: car?.car_type,
    testDriveOnly: kind === 'test-drive' ? (testDriveOnly ?? !car) : undefined,
    usedFlag: site.usedTestDriveFlagged === true,
  })
  saveContact(site.siteSlug, values)
  saveSuccess(site.siteSlug, { category, carName: car?.name, carSlug: car?.slug, carPhone: car?.phone })
}

export function useLeadSubmit(options: LeadSubmitOptions) {
  const router = useRouter()
  const altchaRef = useRef<AltchaHandle | null>(null)
  const [state, setState] = useState<SubmitState>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const { kind, site, car, form, summary } = options

  const onValid = async (values: FieldValues) => {
    summary.clearSummary()
    setFailure(null)
    setState('submitting')
    const body = await leadSubmissionBody(values, {
      kind,
      captcha: site.captcha,
      carId: car?.id ?? options.queryCarId.current,
      pageId: options.pageId,
      checkOptions: options.checkOptions ?? [],
      getValues: form.getValues,
      altchaRef,
    })
    const outcome = await submitLead(body)
    if (!outcome.ok) {
      // SPEC.md §8: the enquiry form alerts its own text; other lead forms show the server's error.
      const text = submitFailureText(kind, outcome.serverError)
      setState('failure')
      setFailure(text.alert)
      trackFormError({ siteSlug: site.siteSlug, form: kind, message: text.recorded })
      const entries = Object.entries(outcome.fieldErrors)
      for (const [name, message] of entries) form.setError(name, { type: 'server', message })
      if (entries.length) summary.showEntries(entries.map(([name, message]) => ({ name, message })))
      altchaRef.current?.reset()
      return
    }
    recordSuccess(options, values, outcome.leadId)
    setState('success')
    form.reset(options.defaultValues)
    options.restart()
    options.onSubmitted?.()
    router.push(options.successPath)
  }
  return { altchaRef, state, setState, failure, onValid }
}
