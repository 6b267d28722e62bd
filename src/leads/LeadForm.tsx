'use client'
/**
 * Every shopper lead form: one react-hook-form form validated in the browser
 * with the same zod schema the submit endpoint uses (leadFormSchema(kind, options)), multi-step
 * where SPEC.md says so (the test drive: next until the last step, then submit), with SPEC.md §4's
 * submit states, §5's field rules and error summary, and §4/§8's success and failure behaviour.
 */
import { useId, useState } from 'react'
import { FormProvider, useForm, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { LeadFormKind } from '@/forms/schemas'
import type { LeadCarContext } from '@/forms/carContext'
import { FormIdContext } from '../forms/ui/fieldIds'
import { ErrorSummary } from '../forms/ui/ErrorSummary'
import { Honeypot } from '../forms/ui/Honeypot'
import { FormAlert } from '../forms/ui/FormAlert'
import { LeadFormFooter } from './ui/LeadFormFooter'
import { stepsFor, type FormStep } from './ui/formSteps'
import type { LeadFormSite } from './leadFormTypes'
import { useLeadFormSchema } from './ui/useLeadFormSchema'
import { useLeadFormPrefill } from './ui/useLeadFormPrefill'
import { useErrorSummary } from '../forms/ui/useErrorSummary'
import { useLeadSubmit } from './ui/useLeadSubmit'

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

function StepHeading({ formId, index, steps }: { formId: string; index: number; steps: readonly FormStep[] }) {
  if (steps.length <= 1) return null
  return (
    <p id={`${formId}-step`} className="text-sm font-semibold text-gray-800" aria-live="polite">
      Step {index + 1} of {steps.length}: {steps[index].title}
    </p>
  )
}

function CarLine({ car }: { car: LeadCarContext | null | undefined }) {
  if (!car) return null
  return <p className="text-sm text-gray-800">About: <strong>{car.name}</strong>{car.stocknum ? ` (stock ${car.stocknum})` : ''}</p>
}

/** The steps, the one shown, and moving between them (Next validates the step's fields first). */
function useSteps(steps: readonly FormStep[], form: UseFormReturn<FieldValues>, summary: ReturnType<typeof useErrorSummary>) {
  const [stepIndex, setStepIndex] = useState(0)
  const index = Math.min(stepIndex, steps.length - 1)
  const next = async () => {
    const names = steps[index].fields
    const ok = await form.trigger(names as string[])
    if (!ok) {
      summary.showSummary(form.formState.errors, names)
      return
    }
    summary.clearSummary()
    setStepIndex((i) => Math.min(i + 1, steps.length - 1))
  }
  const back = () => {
    summary.clearSummary()
    setStepIndex((i) => Math.max(0, i - 1))
  }
  /** Errors on an earlier step (e.g. server-side rules) send the shopper back to that step. */
  const backToFirstFailing = (errors: FieldErrors) => {
    const firstStep = steps.findIndex((s) => s.fields.some((name) => name in errors))
    if (firstStep >= 0 && firstStep < stepIndex) setStepIndex(firstStep)
  }
  return { stepIndex, step: steps[index], lastStep: stepIndex >= steps.length - 1, next, back, backToFirstFailing, restart: () => setStepIndex(0) }
}

export function LeadForm(props: LeadFormProps) {
  const { kind, site, car } = props
  const formId = `lead-${kind}-${useId().replace(/[^A-Za-z0-9]/g, '')}`
  const { categories, showDealership, showLocation, departmentLocations, resolver, defaultValues } = useLeadFormSchema(props)
  // Focus goes to the error summary, not the first field (SPEC.md §5).
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false })
  const queryCarId = useLeadFormPrefill(kind, site, form)
  const summary = useErrorSummary(formId, form.formState.errors)
  const steps = stepsFor({ kind, site, car: car ?? null, categories, checkOptions: props.checkOptions ?? [], showDealership, showLocation, locations: departmentLocations, department: props.department })
  const nav = useSteps(steps, form, summary)
  const submit = useLeadSubmit({ ...props, successPath: props.successPath ?? '/success', form, defaultValues, queryCarId, summary, restart: nav.restart })

  const onInvalid = (errors: FieldErrors) => {
    submit.setState('idle')
    nav.backToFirstFailing(errors)
    summary.showSummary(errors)
  }

  return (
    <FormIdContext.Provider value={formId}>
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          aria-labelledby={steps.length > 1 ? `${formId}-step` : undefined}
          data-lead-form={kind}
          className="relative space-y-4"
          onSubmit={nav.lastStep ? form.handleSubmit(submit.onValid, onInvalid) : (event) => {
            event.preventDefault()
            void nav.next()
          }}
        >
          <StepHeading formId={formId} index={Math.min(nav.stepIndex, steps.length - 1)} steps={steps} />
          <ErrorSummary ref={summary.summaryRef} errors={summary.shownSummary} headingId={`${formId}-summary`} />
          {submit.failure ? <FormAlert message={submit.failure} /> : null}
          <CarLine car={car} />
          <div key={nav.stepIndex} className="space-y-4">{nav.step.render()}</div>
          <Honeypot />
          <LeadFormFooter
            lastStep={nav.lastStep}
            firstStep={nav.stepIndex === 0}
            termsNote={site.termsOfUseNote}
            captcha={site.captcha}
            altchaRef={submit.altchaRef}
            state={submit.state}
            submitLabel={props.submitLabel ?? nav.step.submitLabel ?? 'Submit'}
            onBack={nav.back}
          />
        </form>
      </FormProvider>
    </FormIdContext.Provider>
  )
}
