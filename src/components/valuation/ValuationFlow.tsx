'use client'
/**
 * The trade-in valuation (SPEC.md §4 "Valuation flow", §9 "Trade-in") in four steps:
 * 1. your car: rego plate and state looked up, or make → model → year → variant by hand;
 * 2. its condition: SPEC.md §9's adjustment answers;
 * 3. you: contact details and the captcha; the lead is STORED here (start), then the answers go
 *    with it (adjustments) and the server answers the offer;
 * 4. your offer: the range and figure with SPEC.md §9's words; accept (→ "3. Offer Accepted",
 *    event 18, /success) or ask to be contacted. Cars with no online figure see why, and their
 *    details are already a lead a person will call about.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { FormProvider, useForm, useFormContext, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { pushDataLayer, EVENT_IDS } from '@/analytics/events'
import { formatCurrency } from '@/rules/currency'
import { CONDITIONS, SERVICE_HISTORY } from '@/rules/tradeInValuation'
import { adjustmentAnswersSchema, contactSchema, REGO_STATES, regoLookupSchema, VALUATION_API, valuationCarSchema, type ValuationMode } from '@/valuation/schemas'
import { AltchaWidget, CAPTCHA_FIELD, type AltchaHandle } from '@/components/leads/AltchaWidget'
import { ErrorSummary, type SummaryError } from '@/components/leads/ErrorSummary'
import { FormAlert } from '@/components/leads/FormAlert'
import { FormIdContext, fieldDomId } from '@/components/leads/fieldIds'
import { SelectField, TextField, FieldShell } from '@/components/leads/Fields'
import { PostcodeInput } from '@/components/leads/PostcodeInput'
import { BUTTON_CLASS } from '@/components/leads/SubmitButton'
import { Honeypot } from '@/components/leads/Honeypot'
import { saveSuccess } from '@/components/leads/browserStore'
import { HONEYPOT_FIELD } from '@/forms/envelope'
import { currentLeadSource } from '@/components/leadSource/leadSourceStore'

interface ValuationCatalogueEntry {
  make: string
  models: string[]
}

export interface ValuationFlowProps {
  siteSlug: string
  captcha: boolean
  mode: ValuationMode
  defaultState?: string
  /** Makes and models to choose from by hand (the dealer's stock and the known plates). */
  catalogue: ValuationCatalogueEntry[]
  currentYear: number
  /** The car being bought (/cars/trade-in?car_id=), shown beside the valuation. */
  car?: { id: string; name: string; slug: string; price?: number | null } | null
  heading?: string
  intro?: string
}

type Offer =
  | { kind: 'offer'; leadId: string; offer: number; low: number; high: number; underFinance: boolean }
  | { kind: 'none'; leadId: string; message: string }

const STEPS = ['Your car', 'Its condition', 'Your details', 'Your offer'] as const
const SECONDARY = 'rounded border border-gray-500 px-4 py-2.5 font-semibold text-gray-900'

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
    const data = ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
    return { ok: response.ok, status: response.status, data }
  } catch {
    return { ok: false, status: 0, data: {} }
  }
}

const serverMessage = (data: Record<string, unknown>) => (typeof data.error === 'string' && data.error ? data.error.slice(0, 300) : 'An unexpected error occured')

function RadioGroup({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell name={name} label={label} required>
      {({ id, describedBy, invalid }) => <RadioInputs id={id} name={name} describedBy={describedBy} invalid={invalid} options={options} label={label} />}
    </FieldShell>
  )
}

function RadioInputs({ id, name, describedBy, invalid, options, label }: { id: string; name: string; describedBy?: string; invalid: boolean; options: readonly { value: string; label: string }[]; label: string }) {
  const { register } = useFormContext()
  return (
    <div role="radiogroup" aria-label={label} aria-describedby={describedBy} aria-invalid={invalid} className="flex flex-wrap gap-4" id={`${id}-group`}>
      {options.map((option, index) => (
        <label key={option.value} className="inline-flex items-center gap-2 text-gray-900">
          <input type="radio" id={index === 0 ? id : `${id}-${option.value}`} value={option.value} className="h-4 w-4" {...register(name)} />
          {option.label}
        </label>
      ))}
    </div>
  )
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const
const yes = (v: unknown) => (v === 'yes' ? true : v === 'no' ? false : undefined)

export function ValuationFlow(props: ValuationFlowProps) {
  const { siteSlug, captcha, mode, catalogue, currentYear, car } = props
  const router = useRouter()
  const formId = `valuation-${useId().replace(/[^A-Za-z0-9]/g, '')}`
  const [step, setStep] = useState(0)
  const [manual, setManual] = useState(false)
  const [found, setFound] = useState<{ make: string; model: string; year: number; variant?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [summary, setSummary] = useState<SummaryError[]>([])
  const [offer, setOffer] = useState<Offer | null>(null)
  const lead = useRef<{ id: string; token: string } | null>(null)
  const altchaRef = useRef<AltchaHandle | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  const form = useForm<FieldValues>({
    defaultValues: {
      rego: '',
      regoState: props.defaultState && (REGO_STATES as readonly string[]).includes(props.defaultState) ? props.defaultState : 'qld',
      make: '',
      model: '',
      year: '',
      variant: '',
      odometer: '',
      serviceHistory: '',
      twoKeys: '',
      illegalModifications: '',
      condition: '',
      componentsPresent: '',
      underFinance: '',
      name: '',
      email: '',
      phone: '',
      postcode: '',
      [HONEYPOT_FIELD]: '',
      [CAPTCHA_FIELD]: '',
    },
    shouldFocusError: false,
  })
  const { getValues, setError, clearErrors, watch, setValue } = form
  const make = watch('make') as string
  const models = useMemo(() => catalogue.find((c) => c.make === make)?.models ?? [], [catalogue, make])
  const years = useMemo(() => Array.from({ length: 30 }, (_, i) => String(currentYear - i)), [currentYear])

  useEffect(() => {
    if (step > 0) headingRef.current?.focus()
  }, [step])

  function showErrors(errors: Record<string, string>) {
    clearErrors()
    const entries = Object.entries(errors)
    for (const [name, message] of entries) setError(name, { type: 'validate', message })
    setSummary(entries.map(([name, message]) => ({ fieldId: fieldDomId(formId, name), message })))
    if (entries.length) setTimeout(() => summaryRef.current?.focus(), 0)
  }

  function check<T extends z.ZodType>(schema: T, values: unknown): z.output<T> | null {
    const parsed = schema.safeParse(values)
    if (parsed.success) {
      clearErrors()
      setSummary([])
      return parsed.data
    }
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.')
      if (!(key in errors)) errors[key] = issue.message
    }
    showErrors(errors)
    return null
  }

  const carValues = () => {
    const v = getValues()
    if (!manual && found) return { rego: v.rego, regoState: v.regoState, ...found }
    return { make: v.make, model: v.model, year: v.year, variant: v.variant }
  }

  async function lookUp() {
    setFailure(null)
    const values = check(regoLookupSchema, { rego: getValues('rego'), regoState: getValues('regoState') })
    if (!values) return
    setBusy(true)
    const res = await post(VALUATION_API.lookup, values)
    setBusy(false)
    if (res.ok && res.data.car && typeof res.data.car === 'object') {
      setFound(res.data.car as { make: string; model: string; year: number; variant?: string })
      return
    }
    setFound(null)
    const message = serverMessage(res.data)
    if (res.status === 404) {
      showErrors({ rego: message })
      return
    }
    setFailure(message)
  }

  function nextFromCar() {
    setFailure(null)
    if (!manual && !found) {
      showErrors({ rego: 'Please look up your plate, or choose your car by make and model.' })
      return
    }
    if (check(valuationCarSchema(currentYear), carValues())) setStep(1)
  }

  const answers = () => {
    const v = getValues()
    return {
      odometer: typeof v.odometer === 'string' ? v.odometer.replace(/[\s,]/g, '') : v.odometer,
      serviceHistory: v.serviceHistory || undefined,
      twoKeys: yes(v.twoKeys),
      illegalModifications: yes(v.illegalModifications),
      condition: v.condition || undefined,
      componentsPresent: yes(v.componentsPresent),
      underFinance: yes(v.underFinance),
    }
  }

  function nextFromCondition() {
    if (check(adjustmentAnswersSchema, answers())) setStep(2)
  }

  async function getOffer() {
    setFailure(null)
    const v = getValues()
    const userData = check(contactSchema, { name: v.name, email: v.email, phone: v.phone, postcode: v.postcode })
    if (!userData) return
    const adjustmentAnswers = adjustmentAnswersSchema.safeParse(answers())
    if (!adjustmentAnswers.success) {
      setStep(1)
      return
    }
    setBusy(true)
    try {
      if (!lead.current) {
        let altcha = String(getValues(CAPTCHA_FIELD) ?? '')
        if (captcha && !altcha) {
          for (let waited = 0; !altchaRef.current && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100))
          if (altchaRef.current) altcha = (await altchaRef.current.verify()) ?? ''
        }
        const params = new URLSearchParams(window.location.search)
        params.delete('car_id')
        const started = await post(VALUATION_API.start, {
          mode,
          userData,
          car: carValues(),
          url: window.location.href.slice(0, 2000),
          car_id: car?.id,
          lead_attributes: {
            visited_pages: [document.referrer, window.location.pathname].filter(Boolean).map((p) => p.slice(0, 500)),
            linked_query_params: Object.fromEntries([...params.entries()].slice(0, 20).map(([k, val]) => [k.slice(0, 100), val.slice(0, 500)])),
          },
          lead_source: currentLeadSource(),
          [HONEYPOT_FIELD]: String(getValues(HONEYPOT_FIELD) ?? ''),
          altcha: altcha || undefined,
        })
        if (!started.ok || typeof started.data.token !== 'string') {
          altchaRef.current?.reset()
          const errors = (started.data.errors ?? {}) as Record<string, string>
          const mapped = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k.replace(/^(userData|car)\./, ''), m]))
          if (Object.keys(mapped).length) showErrors(mapped)
          setFailure(serverMessage(started.data))
          return
        }
        lead.current = { id: String(started.data.lead_id), token: started.data.token }
      }
      const adjusted = await post(VALUATION_API.adjust, { id: lead.current.id, token: lead.current.token, adjustmentAnswers: adjustmentAnswers.data })
      if (!adjusted.ok) {
        // The lead is stored: a person will call even when the figure cannot be worked out.
        setOffer({ kind: 'none', leadId: lead.current.id, message: `${serverMessage(adjusted.data)} Your details are saved and our team will call you.` })
        setStep(3)
        return
      }
      const d = adjusted.data
      if (typeof d.offer_price === 'number') {
        setOffer({ kind: 'offer', leadId: lead.current.id, offer: d.offer_price, low: Number(d.low), high: Number(d.high), underFinance: d.under_finance === true })
      } else {
        setOffer({ kind: 'none', leadId: lead.current.id, message: typeof d.message === 'string' ? d.message : 'Our team will call you to value your car.' })
      }
      if (d.save_to_miscellaneous === true) {
        const saved = await post(VALUATION_API.miscellaneous, { lead_id: lead.current.id, token: lead.current.token, column_name: 'valuation', offer_price: d.offer_price ?? null })
        if (!saved.ok) console.error('Failed to save valuation data')
      }
      setStep(3)
    } finally {
      setBusy(false)
    }
  }

  async function finish(accepted: boolean) {
    if (!lead.current) return
    setFailure(null)
    setBusy(true)
    const res = await post(VALUATION_API.accept, {
      category: mode === 'sell' ? 'Sell My Car' : 'Trade-In Valuation',
      subcategory: accepted ? '3. Offer Accepted' : '3. Contact Requested',
      lead_id: lead.current.id,
      token: lead.current.token,
      form_completed: true,
      offer_accepted: accepted,
    })
    if (!res.ok) {
      setBusy(false)
      setFailure(serverMessage(res.data))
      return
    }
    const leadId = String(res.data.lead_id ?? lead.current.id)
    if (accepted) pushDataLayer({ event: 'offer_accepted', event_id: EVENT_IDS.offerAccepted, site: siteSlug, lead_id: leadId, car_id: car?.id })
    saveSuccess(siteSlug, { category: accepted ? 'accepted trade-in offer' : 'valuation request', carName: car?.name, carSlug: car?.slug })
    router.push('/success')
  }

  const carLabel = (c: { year: number | string; make: string; model: string; variant?: string }) => [c.year, c.make, c.model, c.variant].filter(Boolean).join(' ')

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]" data-testid="valuation-flow">
      <FormIdContext.Provider value={formId}>
        <FormProvider {...form}>
          <form
            id={formId}
            noValidate
            aria-labelledby={`${formId}-title`}
            className="space-y-4 rounded-lg border border-gray-300 bg-white p-5 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault()
              if (busy) return
              if (step === 0) {
                if (!manual && !found) void lookUp()
                else nextFromCar()
              } else if (step === 1) nextFromCondition()
              else if (step === 2) void getOffer()
            }}
          >
            <p className="text-sm font-semibold text-gray-800" aria-live="polite">
              Step {step + 1} of {STEPS.length}
            </p>
            <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
              {STEPS[step]}
            </h2>
            <ErrorSummary ref={summaryRef} errors={summary} headingId={`${formId}-summary`} />
            {failure ? <FormAlert message={failure} /> : null}

            {step === 0 ? (
              <div className="space-y-4">
                {!manual ? (
                  <>
                    <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                      <TextField name="rego" label="Rego plate" required placeholder="e.g. ABC123" autoComplete="off" maxLength={12} />
                      <SelectField name="regoState" label="State" required options={REGO_STATES.map((s) => ({ value: s, label: s.toUpperCase() }))} />
                    </div>
                    {found ? (
                      <p className="rounded bg-gray-100 p-3 text-gray-900" data-testid="valuation-found-car">
                        We found: <strong>{carLabel(found)}</strong>
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-3">
                      {found ? (
                        <>
                          <button type="submit" className={BUTTON_CLASS} disabled={busy}>Next</button>
                          <button type="button" className={SECONDARY} onClick={() => { setFound(null); void lookUp() }} disabled={busy}>Look up again</button>
                        </>
                      ) : (
                        <button type="submit" className={BUTTON_CLASS} disabled={busy}>{busy ? 'Looking up…' : 'Look up my car'}</button>
                      )}
                      <button type="button" className="px-1 py-2.5 font-semibold text-gray-900 underline" onClick={() => { setManual(true); setSummary([]); clearErrors() }}>
                        Choose by make and model instead
                      </button>
                    </div>
                  </>
                ) : (
                  <>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField name="make" label="Make" required placeholder="Choose a make" options={catalogue.map((c) => ({ value: c.make, label: c.make }))} />
                      <SelectField name="model" label="Model" required placeholder={make ? 'Choose a model' : 'Choose a make first'} options={models.map((m) => ({ value: m, label: m }))} />
                      <SelectField name="year" label="Year" required placeholder="Choose a year" options={years.map((y) => ({ value: y, label: y }))} />
                      <TextField name="variant" label="Variant" placeholder="e.g. Ascent Sport" maxLength={100} />
                    </div>
                    <div className="flex flex-wrap gap-3">
                      <button type="submit" className={BUTTON_CLASS}>Next</button>
                      <button type="button" className="px-1 py-2.5 font-semibold text-gray-900 underline" onClick={() => { setManual(false); setValue('model', ''); setSummary([]); clearErrors() }}>
                        Look up by rego instead
                      </button>
                    </div>
                  </>
                )}
              </div>
            ) : null}

            {step === 1 ? (
              <div className="space-y-4">
                <p className="text-gray-800">{carLabel(carValues() as { year: number; make: string; model: string; variant?: string })}</p>
                <TextField name="odometer" label="Odometer (km)" required inputMode="numeric" placeholder="e.g. 45000" maxLength={9} />
                <RadioGroup name="serviceHistory" label="Service history" options={SERVICE_HISTORY.map((s) => ({ value: s, label: s === 'full' ? 'Full' : s === 'partial' ? 'Partial' : 'None' }))} />
                <RadioGroup name="twoKeys" label="Does it come with 2 sets of keys?" options={YES_NO} />
                <RadioGroup name="illegalModifications" label="Does it have any illegal modifications?" options={YES_NO} />
                <SelectField name="condition" label="Overall condition" required placeholder="Choose its condition" options={CONDITIONS.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))} />
                <RadioGroup name="componentsPresent" label="Are all of its components present?" options={YES_NO} />
                <RadioGroup name="underFinance" label="Is it still under finance?" options={YES_NO} />
                <div className="flex flex-wrap gap-3">
                  {/* Once the lead is stored its car is fixed: changing it means a new valuation. */}
                  {lead.current ? null : <button type="button" className={SECONDARY} onClick={() => setStep(0)}>Back</button>}
                  <button type="submit" className={BUTTON_CLASS}>Next</button>
                </div>
              </div>
            ) : null}

            {step === 2 ? (
              <div className="space-y-4">
                <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
                <TextField name="email" label="Email" required type="email" autoComplete="email" maxLength={254} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField name="phone" label="Mobile" required type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
                  <PostcodeInput />
                </div>
                <Honeypot />
                {captcha && !lead.current ? <AltchaWidget handleRef={altchaRef} /> : null}
                <div className="flex flex-wrap gap-3">
                  <button type="button" className={SECONDARY} onClick={() => setStep(1)} disabled={busy}>Back</button>
                  <button type="submit" className={BUTTON_CLASS} disabled={busy}>{busy ? 'Working out your offer…' : 'Get my offer'}</button>
                </div>
              </div>
            ) : null}

            {step === 3 && offer ? (
              <div className="space-y-4" data-testid="valuation-offer">
                {offer.kind === 'offer' ? (
                  <>
                    <p className="text-lg text-gray-900">
                      Your car is worth <strong data-testid="valuation-range">{formatCurrency(offer.low)} – {formatCurrency(offer.high)}</strong>, our offer{' '}
                      <strong className="text-2xl" data-testid="valuation-offer-price">{formatCurrency(offer.offer)}</strong>
                    </p>
                    <p className="text-sm text-gray-800">
                      This offer is indicative only and subject to an inspection of your car; the final price may differ if its condition or details are not as described.
                    </p>
                    {offer.underFinance ? (
                      <p className="text-sm text-gray-800" data-testid="valuation-finance-note">
                        Your car is under finance: bring a letter from your finance institution stating the outstanding balance. We pay the offer to the institution first, and any surplus goes to you by direct credit.
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-3">
                      <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => void finish(true)}>Accept the offer</button>
                      <button type="button" className={SECONDARY} disabled={busy} onClick={() => void finish(false)}>Ask to be contacted</button>
                    </div>
                  </>
                ) : (
                  <>
                    <p className="text-lg text-gray-900" data-testid="valuation-no-figure">{offer.message}</p>
                    <p className="text-sm text-gray-800">Your details are saved with us; there is nothing more to fill in.</p>
                    <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => void finish(false)}>Done, please call me</button>
                  </>
                )}
              </div>
            ) : null}
          </form>
        </FormProvider>
      </FormIdContext.Provider>
      {car ? (
        <aside className="h-fit rounded-lg border border-gray-300 bg-white p-4" data-testid="valuation-buying-car" aria-label="The car you are buying">
          <p className="text-sm text-gray-800">Trading in on</p>
          <p className="font-bold text-gray-900">
            <a className="underline" href={`/cars/${car.slug}`}>{car.name}</a>
          </p>
          {car.price ? <p className="text-gray-900">{formatCurrency(car.price)}</p> : null}
        </aside>
      ) : null}
    </div>
  )
}
