'use client'
/** Step 2 of the valuation, "Its condition": SPEC.md §9's adjustment answers. */
import { CONDITIONS, SERVICE_HISTORY } from '@/rules/tradeInValuation'
import { SelectField, TextField } from '@/forms/ui/Fields'
import { BUTTON_CLASS } from '@/forms/ui/SubmitButton'
import { RadioGroup, YES_NO } from './RadioGroup'
import { SECONDARY_BUTTON_CLASS } from './buttons'

const historyLabel = (s: (typeof SERVICE_HISTORY)[number]) => (s === 'full' ? 'Full' : s === 'partial' ? 'Partial' : 'None')

/** `carName` is the car being valued; `onBack` is absent once the lead is stored (its car is then fixed). */
export function ConditionStep({ carName, onBack }: { carName: string; onBack?: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-gray-800">{carName}</p>
      <TextField name="odometer" label="Odometer (km)" required inputMode="numeric" placeholder="e.g. 45000" maxLength={9} />
      <RadioGroup name="serviceHistory" label="Service history" options={SERVICE_HISTORY.map((s) => ({ value: s, label: historyLabel(s) }))} />
      <RadioGroup name="twoKeys" label="Does it come with 2 sets of keys?" options={YES_NO} />
      <RadioGroup name="illegalModifications" label="Does it have any illegal modifications?" options={YES_NO} />
      <SelectField name="condition" label="Overall condition" required placeholder="Choose its condition" options={CONDITIONS.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))} />
      <RadioGroup name="componentsPresent" label="Are all of its components present?" options={YES_NO} />
      <RadioGroup name="underFinance" label="Is it still under finance?" options={YES_NO} />
      <div className="flex flex-wrap gap-3">
        {onBack ? <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onBack}>Back</button> : null}
        <button type="submit" className={BUTTON_CLASS}>Next</button>
      </div>
    </div>
  )
}
