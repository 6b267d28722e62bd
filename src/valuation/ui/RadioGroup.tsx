'use client'
/** A labelled group of radio buttons bound to react-hook-form, and the yes/no answers. */
import { useFormContext } from 'react-hook-form'
import { FieldShell } from '@/forms/ui/Fields'

type RadioOptions = readonly { value: string; label: string }[]

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

export function RadioGroup({ name, label, options }: { name: string; label: string; options: RadioOptions }) {
  return (
    <FieldShell name={name} label={label} required>
      {({ id, describedBy, invalid }) => <RadioInputs id={id} name={name} describedBy={describedBy} invalid={invalid} options={options} label={label} />}
    </FieldShell>
  )
}

function RadioInputs({ id, name, describedBy, invalid, options, label }: { id: string; name: string; describedBy?: string; invalid: boolean; options: RadioOptions; label: string }) {
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
