'use client'
/** Step 1 of the valuation, "Your car": the rego plate looked up, or make → model → year → variant by hand. */
import { useMemo } from 'react'
import { useFormContext } from 'react-hook-form'
import { REGO_STATES } from '@/valuation/server/schemas'
import { SelectField, TextField } from '@/forms/ui/Fields'
import { BUTTON_CLASS } from '@/forms/ui/SubmitButton'
import { carLabel } from './valuationValues'
import { SECONDARY_BUTTON_CLASS } from './buttons'
import type { FoundCar, ValuationFlowProps } from './valuationTypes'

const LINK_BUTTON_CLASS = 'px-1 py-2.5 font-semibold text-gray-900 underline'

interface CarStepProps {
  manual: boolean
  found: FoundCar | null
  busy: boolean
  catalogue: ValuationFlowProps['catalogue']
  currentYear: number
  /** Looks the plate up again (the found car is forgotten first). */
  onLookUpAgain: () => void
  onChooseByHand: (byHand: boolean) => void
}

export function CarStep(props: CarStepProps) {
  return <div className="space-y-4">{props.manual ? <ManualCar {...props} /> : <RegoLookup {...props} />}</div>
}

function RegoLookup({ found, busy, onLookUpAgain, onChooseByHand }: CarStepProps) {
  return (
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
            <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onLookUpAgain} disabled={busy}>Look up again</button>
          </>
        ) : (
          <button type="submit" className={BUTTON_CLASS} disabled={busy}>{busy ? 'Looking up…' : 'Look up my car'}</button>
        )}
        <button type="button" className={LINK_BUTTON_CLASS} onClick={() => onChooseByHand(true)}>
          Choose by make and model instead
        </button>
      </div>
    </>
  )
}

function ManualCar({ catalogue, currentYear, onChooseByHand }: CarStepProps) {
  const { watch } = useFormContext()
  const make = watch('make') as string
  const models = useMemo(() => catalogue.find((c) => c.make === make)?.models ?? [], [catalogue, make])
  const years = useMemo(() => Array.from({ length: 30 }, (_, i) => String(currentYear - i)), [currentYear])
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="make" label="Make" required placeholder="Choose a make" options={catalogue.map((c) => ({ value: c.make, label: c.make }))} />
        <SelectField name="model" label="Model" required placeholder={make ? 'Choose a model' : 'Choose a make first'} options={models.map((m) => ({ value: m, label: m }))} />
        <SelectField name="year" label="Year" required placeholder="Choose a year" options={years.map((y) => ({ value: y, label: y }))} />
        <TextField name="variant" label="Variant" placeholder="e.g. Ascent Sport" maxLength={100} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON_CLASS}>Next</button>
        <button type="button" className={LINK_BUTTON_CLASS} onClick={() => onChooseByHand(false)}>
          Look up by rego instead
        </button>
      </div>
    </>
  )
}
