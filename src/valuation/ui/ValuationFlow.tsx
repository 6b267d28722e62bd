'use client'
/**
 * The trade-in valuation (SPEC.md §4 "Valuation flow", §9 "Trade-in") in four steps:
 * 1. your car: rego plate and state looked up, or make → model → year → variant by hand (CarStep);
 * 2. its condition: SPEC.md §9's adjustment answers (ConditionStep);
 * 3. you: contact details and the captcha (ContactStep); the lead is STORED here (start), then the
 *    answers go with it (adjustments) and the server answers the offer (valuationOffer.ts);
 * 4. your offer: the range and figure with SPEC.md §9's words; accept (→ "3. Offer Accepted",
 *    event 18, /success) or ask to be contacted (OfferStep). Cars with no online figure see why, and
 *    their details are already a lead a person will call about.
 * The state and actions live in useValuationFlow.
 */
import { useId } from 'react'
import { FormProvider } from 'react-hook-form'
import { formatCurrency } from '@/rules/currency'
import { ErrorSummary } from '@/forms/ui/ErrorSummary'
import { FormAlert } from '@/forms/ui/FormAlert'
import { FormIdContext } from '@/forms/ui/fieldIds'
import { useValuationFlow } from './useValuationFlow'
import { carFromValues, carLabel } from './valuationValues'
import { CarStep } from './CarStep'
import { ConditionStep } from './ConditionStep'
import { ContactStep } from './ContactStep'
import { OfferStep } from './OfferStep'
import type { ValuationFlowProps } from './valuationTypes'

const STEPS = ['Your car', 'Its condition', 'Your details', 'Your offer'] as const

export function ValuationFlow(props: ValuationFlowProps) {
  const formId = `valuation-${useId().replace(/[^A-Za-z0-9]/g, '')}`
  const flow = useValuationFlow(props, formId)
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]" data-testid="valuation-flow">
      <FormIdContext.Provider value={formId}>
        <FormProvider {...flow.form}>
          <form
            id={formId}
            noValidate
            aria-labelledby={`${formId}-title`}
            className="space-y-4 rounded-lg border border-gray-300 bg-white p-5 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault()
              flow.submit()
            }}
          >
            <p className="text-sm font-semibold text-gray-800" aria-live="polite">
              Step {flow.step + 1} of {STEPS.length}
            </p>
            <h2 id={`${formId}-title`} ref={flow.headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
              {STEPS[flow.step]}
            </h2>
            <ErrorSummary ref={flow.errors.summaryRef} errors={flow.errors.summary} headingId={`${formId}-summary`} />
            {flow.failure ? <FormAlert message={flow.failure} /> : null}
            <CurrentStep flow={flow} props={props} />
          </form>
        </FormProvider>
      </FormIdContext.Provider>
      {props.car ? <BuyingCar car={props.car} /> : null}
    </div>
  )
}

function CurrentStep({ flow, props }: { flow: ReturnType<typeof useValuationFlow>; props: ValuationFlowProps }) {
  const { step, busy, lead, errors, setStep } = flow
  if (step === 0) {
    const chooseByHand = (byHand: boolean) => {
      flow.setManual(byHand)
      if (!byHand) flow.form.setValue('model', '')
      errors.clear()
    }
    const lookUpAgain = () => {
      flow.setFound(null)
      flow.lookUp()
    }
    return <CarStep manual={flow.manual} found={flow.found} busy={busy} catalogue={props.catalogue} currentYear={props.currentYear} onLookUpAgain={lookUpAgain} onChooseByHand={chooseByHand} />
  }
  if (step === 1) {
    const car = carFromValues(flow.form.getValues(), flow.manual, flow.found) as { year: number; make: string; model: string; variant?: string }
    // Once the lead is stored its car is fixed: changing it means a new valuation.
    return <ConditionStep carName={carLabel(car)} onBack={lead.current ? undefined : () => setStep(0)} />
  }
  if (step === 2) return <ContactStep showCaptcha={props.captcha && !lead.current} altchaRef={flow.altchaRef} busy={busy} onBack={() => setStep(1)} />
  if (step === 3 && flow.offer) return <OfferStep offer={flow.offer} busy={busy} onFinish={flow.finish} />
  return null
}

function BuyingCar({ car }: { car: NonNullable<ValuationFlowProps['car']> }) {
  return (
    <aside className="h-fit rounded-lg border border-gray-300 bg-white p-4" data-testid="valuation-buying-car" aria-label="The car you are buying">
      <p className="text-sm text-gray-800">Trading in on</p>
      <p className="font-bold text-gray-900">
        <a className="underline" href={`/cars/${car.slug}`}>{car.name}</a>
      </p>
      {car.price ? <p className="text-gray-900">{formatCurrency(car.price)}</p> : null}
    </aside>
  )
}
