'use client'
/**
 * Every shopper lead form: one react-hook-form form validated in the browser
 * with the same zod schema the submit endpoint uses (leadFormSchema(kind, options)), multi-step
 * where SPEC.md says so (the test drive: next until the last step, then submit), with SPEC.md §4's
 * submit states, §5's field rules and error summary, and §4/§8's success and failure behaviour.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { leadFormSchema, DEFAULT_CATEGORY, DEFAULT_ENQUIRY_CATEGORIES, type LeadFormKind } from '@/forms/schemas'
import { HONEYPOT_FIELD, type LeadSubmissionInput } from '@/forms/envelope'
import { PHOTOS_REQUEST_TEXT } from '@/forms/messages'
import { submitFailureText } from '@/forms/submitFailure'
import type { LeadCarContext } from '@/forms/carContext'
import { zodResolver } from '@/forms/zodResolver'
import { categoryOptions, dealershipSelectRequired, defaultCategory } from '@/rules/enquiryFields'
import { trackFormError, trackLeadSubmitted } from '@/analytics/events'
import { FormIdContext, fieldDomId } from './fieldIds'
import { ErrorSummary } from './ErrorSummary'
import { fieldMessages, summaryStillFailing, type FieldMessage } from '@/forms/errorSummary'
import { SubmitButton, BUTTON_CLASS, type SubmitState } from './SubmitButton'
import { Honeypot } from './Honeypot'
import { AltchaWidget, CAPTCHA_FIELD, type AltchaHandle } from './AltchaWidget'
import { submitLead } from './submitLead'
import { loadContact, saveContact, saveSuccess } from './browserStore'
import { FormAlert } from './FormAlert'
import { financePrefill } from './financePrefill'
import { PHOTOS_PENDING } from './PhotoUploadField'
import { stepsFor, type StepContext } from './formSteps'
import type { LeadFormSite } from './types'
import { locationSelectorState } from '@/rules/locationFilters'

export interface LeadFormProps {
  kind: LeadFormKind
  site: LeadFormSite
  /** The car the form is about (car page modals; finance with car_id). */
  car?: LeadCarContext | null
  /** Category select options (enquiry and contact forms); default SPEC's list with "General Enquiry". */
  categories?: readonly string[]
  /** Checkbox options of a page form; "(check_option)" ones become additional_services. */
  checkOptions?: readonly string[]
  /** Submit button text. */
  submitLabel?: string
  /** The editor page holding the form. */
  pageId?: string
  /** Which department's locations the location select offers (service booking: service). */
  department?: 'sales' | 'service' | 'parts'
  /** The location chosen first (a location's own page): its id, and its dealership is chosen with it. */
  initialLocation?: string
  /** A test-drive-only form (analytics id 17, SPEC.md §9). */
  testDriveOnly?: boolean
  /** Called after a stored lead, before going to /success (modals close). */
  onSubmitted?: () => void
  /** Where to go after a stored lead. */
  successPath?: string
}

/** Checkbox groups arrive as false (none ticked) or a single string; lists are what the schemas read. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' && value ? [value] : []
}

const CHECK_LIST = 'check_list'

export function LeadForm(props: LeadFormProps) {
  const { kind, site, car, pageId, department, testDriveOnly, onSubmitted, successPath = '/success' } = props
  const router = useRouter()
  const formId = `lead-${kind}-${useId().replace(/[^A-Za-z0-9]/g, '')}`
  const summaryRef = useRef<HTMLDivElement>(null)
  const altchaRef = useRef<AltchaHandle | null>(null)
  const [state, setState] = useState<SubmitState>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  /** The summary as last sent (by field name); shown only for fields that still fail. */
  const [summary, setSummary] = useState<FieldMessage[]>([])
  const [stepIndex, setStepIndex] = useState(0)
  // Focus moves to the error summary after it has rendered (SPEC.md §5 error summary).
  const [focusSummary, setFocusSummary] = useState(0)
  // Its entries follow the form's errors, which may render a moment after the send: focus it
  // once it is there, once per send.
  const focusedFor = useRef(0)
  useEffect(() => {
    if (!focusSummary || focusedFor.current === focusSummary || !summaryRef.current) return
    focusedFor.current = focusSummary
    summaryRef.current.focus()
  })

  const categories = useMemo(
    () => categoryOptions(props.categories && props.categories.length ? props.categories : [...DEFAULT_ENQUIRY_CATEGORIES]),
    [props.categories],
  )
  const hasCar = Boolean(car)
  // A model page asks for the place once, as the location (site.placeByLocation, issue 32).
  const showDealership = !hasCar && !site.placeByLocation && dealershipSelectRequired(site.dealerships.length)
  const departmentLocations = useMemo(() => {
    const wanted = site.locations.filter((l) => l.type === (department ?? 'sales'))
    return wanted.length ? wanted : site.locations
  }, [site.locations, department])
  const showLocation = !hasCar && departmentLocations.length > 0
  const options = useMemo(
    () => ({ messageRequired: site.messageRequired, dealershipRequired: showDealership, locationRequired: showLocation, categories }),
    [site.messageRequired, showDealership, showLocation, categories],
  )
  const schema = useMemo(() => leadFormSchema(kind, options), [kind, options])
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const inner = zodResolver<FieldValues>(schema)
    return (values, context, opts) => {
      const normalised: FieldValues = { ...values }
      if ('services' in normalised) normalised.services = asList(normalised.services)
      return inner(normalised, context, opts)
    }
  }, [schema])

  const initialLocation = useMemo(() => departmentLocations.find((l) => l.id === props.initialLocation), [departmentLocations, props.initialLocation])
  const defaultValues = useMemo(() => {
    // SPEC.md §5 location selector: a single option is preselected.
    const only = locationSelectorState(departmentLocations).selectedValue
    const values: FieldValues = {
      name: '',
      email: '',
      phone: '',
      message: '',
      opt_in: true,
      dealership: car?.dealership_id ?? initialLocation?.dealershipId ?? (site.dealerships.length === 1 ? site.dealerships[0].id : ''),
      location: car?.location_id ?? initialLocation?.id ?? only,
      [HONEYPOT_FIELD]: '',
      [CAPTCHA_FIELD]: '',
    }
    if (kind === 'enquiry' || kind === 'contact') values.category = defaultCategory(categories)
    if (kind === 'contact' || kind === 'sell-my-car' || kind === 'finance') values.postcode = ''
    if (kind === 'contact') values.last_name = ''
    if (kind === 'request-photos') values.photos_request = PHOTOS_REQUEST_TEXT
    if (kind === 'test-drive') values.booking_date = ''
    if (kind === 'service') Object.assign(values, { vehicle: car ? car.name : '', rego: '', preferred_date: '', services: [] })
    if (kind === 'sell-my-car') Object.assign(values, { rego: '', make: '', model: '', year: '', odometer: '', photos: [], [PHOTOS_PENDING]: 0 })
    if (kind === 'finance') Object.assign(values, { vehiclePriceBudget: '', car_type: car?.car_type ?? '' })
    return values
  }, [site.dealerships, departmentLocations, initialLocation, car, kind, categories])

  // Focus goes to the error summary, not the first field (SPEC.md §5).
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false })
  const { handleSubmit, trigger, getValues, reset, setError, setValue } = form

  // Prefill name, e-mail and phone from the last form on this site, only when all three were
  // kept; a finance form also reads the finance link's query string (SPEC.md §2).
  const queryCarId = useRef<string | undefined>(undefined)
  useEffect(() => {
    const contact = loadContact(site.siteSlug)
    if (contact) {
      for (const key of ['name', 'email', 'phone'] as const) {
        if (!getValues(key)) setValue(key, contact[key])
      }
    }
    if (kind !== 'finance') return
    const query = financePrefill(window.location.search)
    const dealership = query.preferredDealership ? site.dealerships.find((d) => d.slug === query.preferredDealership || d.id === query.preferredDealership) : undefined
    if (dealership) setValue('dealership', dealership.id)
    if (query.vehiclePriceBudget) setValue('vehiclePriceBudget', query.vehiclePriceBudget)
    if (query.car_type) setValue('car_type', query.car_type)
    queryCarId.current = query.car_id
  }, [site.siteSlug, site.dealerships, kind, getValues, setValue])

  const ctx: StepContext = { kind, site, car: car ?? null, categories, checkOptions: props.checkOptions ?? [], showDealership, showLocation, locations: departmentLocations, department }
  const steps = stepsFor(ctx)
  const step = steps[Math.min(stepIndex, steps.length - 1)]
  const lastStep = stepIndex >= steps.length - 1

  const showSummary = (errors: FieldErrors, names?: readonly string[]) => {
    const list = fieldMessages(errors, names)
    setSummary(list)
    if (list.length) setFocusSummary((n) => n + 1)
  }
  // The summary follows the fields as the shopper fixes them (issue 32: it stayed red until the
  // form was sent again): the fields revalidate on change, and a fixed one leaves the list.
  const shownSummary = summaryStillFailing(summary, fieldMessages(form.formState.errors)).map((entry) => ({
    fieldId: fieldDomId(formId, entry.name),
    message: entry.message,
  }))

  const next = async () => {
    const names = step.fields
    const ok = await trigger(names as string[])
    if (!ok) {
      showSummary(form.formState.errors, names)
      return
    }
    setSummary([])
    setStepIndex((i) => Math.min(i + 1, steps.length - 1))
  }

  const onValid = async (values: FieldValues) => {
    setSummary([])
    setFailure(null)
    setState('submitting')
    let altcha = String(getValues(CAPTCHA_FIELD) ?? '')
    if (site.captcha && !altcha) {
      // The widget loads its script after the form renders: give it a moment before solving.
      for (let waited = 0; !altchaRef.current && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100))
      if (altchaRef.current) altcha = (await altchaRef.current.verify()) ?? ''
    }
    if (kind === 'sell-my-car') {
      // Photos still uploading go with the form once they are stored.
      for (let waited = 0; Number(getValues(PHOTOS_PENDING)) > 0 && waited < 120_000; waited += 200) await new Promise((r) => setTimeout(r, 200))
    }
    const fields: Record<string, unknown> = { ...values }
    if (kind === 'sell-my-car') {
      delete fields[PHOTOS_PENDING]
      const photos = getValues('photos') as string[] | undefined
      if (photos?.length) fields.photos = photos
      else delete fields.photos
    }
    if (kind === 'contact' || kind === 'enquiry') {
      const ticked = asList(getValues(CHECK_LIST))
      if ((props.checkOptions ?? []).length) fields.check_options = Object.fromEntries((props.checkOptions ?? []).map((name) => [name, ticked.includes(name)]))
    }
    const body: LeadSubmissionInput = {
      kind,
      fields,
      car_id: car?.id ?? queryCarId.current,
      page_id: pageId,
      page_url: typeof window !== 'undefined' ? window.location.href.slice(0, 2000) : undefined,
      [HONEYPOT_FIELD]: String(getValues(HONEYPOT_FIELD) ?? ''),
      altcha: altcha || undefined,
    }
    const outcome = await submitLead(body)
    if (!outcome.ok) {
      // SPEC.md §8: the enquiry form alerts its own text; other lead forms show the server's error.
      const text = submitFailureText(kind, outcome.serverError)
      setState('failure')
      setFailure(text.alert)
      trackFormError({ siteSlug: site.siteSlug, form: kind, message: text.recorded })
      const entries = Object.entries(outcome.fieldErrors)
      for (const [name, message] of entries) setError(name, { type: 'server', message })
      if (entries.length) {
        setSummary(entries.map(([name, message]) => ({ name, message })))
        setFocusSummary((n) => n + 1)
      }
      altchaRef.current?.reset()
      return
    }
    const category = typeof values.category === 'string' && values.category ? values.category : DEFAULT_CATEGORY[kind]
    trackLeadSubmitted({
      siteSlug: site.siteSlug,
      form: kind,
      leadId: outcome.leadId,
      category,
      carId: car?.id ?? null,
      carType: car?.car_type,
      testDriveOnly: kind === 'test-drive' ? (testDriveOnly ?? !car) : undefined,
      usedFlag: site.usedTestDriveFlagged === true,
    })
    saveContact(site.siteSlug, values)
    saveSuccess(site.siteSlug, { category, carName: car?.name, carSlug: car?.slug, carPhone: car?.phone })
    setState('success')
    reset(defaultValues)
    setStepIndex(0)
    onSubmitted?.()
    router.push(successPath)
  }

  const onInvalid = (errors: FieldErrors) => {
    setState('idle')
    // Errors on an earlier step (e.g. server-side rules) send the shopper back to that step.
    const firstStep = steps.findIndex((s) => s.fields.some((name) => name in errors))
    if (firstStep >= 0 && firstStep < stepIndex) setStepIndex(firstStep)
    showSummary(errors)
  }

  const summaryHeadingId = `${formId}-summary`
  return (
    <FormIdContext.Provider value={formId}>
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          aria-labelledby={steps.length > 1 ? `${formId}-step` : undefined}
          data-lead-form={kind}
          className="relative space-y-4"
          onSubmit={lastStep ? handleSubmit(onValid, onInvalid) : (event) => {
            event.preventDefault()
            void next()
          }}
        >
          {steps.length > 1 ? (
            <p id={`${formId}-step`} className="text-sm font-semibold text-gray-800" aria-live="polite">
              Step {stepIndex + 1} of {steps.length}: {step.title}
            </p>
          ) : null}
          <ErrorSummary ref={summaryRef} errors={shownSummary} headingId={summaryHeadingId} />
          {failure ? <FormAlert message={failure} /> : null}
          {car ? <p className="text-sm text-gray-800">About: <strong>{car.name}</strong>{car.stocknum ? ` (stock ${car.stocknum})` : ''}</p> : null}
          <div key={stepIndex} className="space-y-4">{step.render()}</div>
          <Honeypot />
          {lastStep ? (
            <>
              {site.termsOfUseNote ? (
                <p className="text-sm text-gray-800" data-testid="terms-note">
                  By submitting this form you agree to our <a className="underline" href="/terms-and-conditions">terms of use</a> and{' '}
                  <a className="underline" href="/privacy-policy">privacy policy</a>.
                </p>
              ) : null}
              {site.captcha ? <AltchaWidget handleRef={altchaRef} /> : null}
            </>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {stepIndex > 0 ? (
              <button type="button" className="rounded border border-gray-500 px-4 py-2.5 font-semibold text-gray-900" onClick={() => { setSummary([]); setStepIndex((i) => Math.max(0, i - 1)) }}>
                Back
              </button>
            ) : null}
            {lastStep ? (
              <SubmitButton state={state} label={props.submitLabel ?? step.submitLabel ?? 'Submit'} />
            ) : (
              <button type="submit" className={BUTTON_CLASS}>Next</button>
            )}
          </div>
        </form>
      </FormProvider>
    </FormIdContext.Provider>
  )
}
