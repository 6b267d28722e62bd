'use client'
/** The valuation flow's state (step, plate look-up, busy, failure, offer, stored lead) and its actions. */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm, type FieldValues } from 'react-hook-form'
import { adjustmentAnswersSchema } from '@/valuation/server/schemas'
import type { AltchaHandle } from '@/forms/ui/AltchaWidget'
import { useStepErrors } from './useStepErrors'
import { answersFromValues, valuationDefaults } from './valuationValues'
import { lookUpPlate, nextFromCar } from './carLookup'
import { finishValuation, getOffer } from './valuationOffer'
import type { FoundCar, LeadTicket, Offer, ValuationFlowContext, ValuationFlowProps } from './valuationTypes'

function useFlowContext(props: ValuationFlowProps, formId: string, step: number) {
  const [manual, setManual] = useState(false)
  const [found, setFound] = useState<FoundCar | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [offer, setOffer] = useState<Offer | null>(null)
  const lead = useRef<LeadTicket | null>(null)
  const altchaRef = useRef<AltchaHandle | null>(null)
  const form = useForm<FieldValues>({ defaultValues: valuationDefaults(props.defaultState), shouldFocusError: false })
  const errors = useStepErrors(formId, form)
  return { manual, setManual, busy, failure, offer, step, found, setFound, setBusy, setFailure, setOffer, lead, altchaRef, form, errors, props }
}

function nextFromCondition(ctx: ValuationFlowContext) {
  if (ctx.errors.check(adjustmentAnswersSchema, answersFromValues(ctx.form.getValues()))) ctx.setStep(2)
}

export function useValuationFlow(props: ValuationFlowProps, formId: string) {
  const router = useRouter()
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const state = useFlowContext(props, formId, step)
  const ctx: ValuationFlowContext = { ...state, setStep }

  useEffect(() => {
    if (step > 0) headingRef.current?.focus()
  }, [step])

  function submit() {
    if (state.busy) return
    if (step === 0) {
      if (!state.manual && !state.found) void lookUpPlate(ctx)
      else nextFromCar(ctx)
    } else if (step === 1) nextFromCondition(ctx)
    else if (step === 2) void getOffer(ctx)
  }

  return {
    ...state,
    setStep,
    headingRef,
    submit,
    lookUp: () => void lookUpPlate(ctx),
    finish: (accepted: boolean) => void finishValuation(ctx, accepted, () => router.push('/success')),
  }
}
