'use client'
/**
 * Checkbox options of a form: each is shown without its "(check_option)" suffix (SPEC.md §5: the
 * suffixed ones are collected into additional_services by the shared rule on submit).
 */
import { useFormContext } from 'react-hook-form'
import { checkOptionLabel } from '@/rules/additionalServices'
import { useFieldIds } from '../../forms/ui/fieldIds'

export function CheckOptions({ options, name = 'check_list', bare = false }: { options: readonly string[]; name?: string; bare?: boolean }) {
  const { register } = useFormContext()
  const { id } = useFieldIds(name)
  if (options.length === 0) return null
  const boxes = (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option, index) => (
        <div key={option} className="flex items-start gap-2">
          <input id={`${id}-${index}`} type="checkbox" value={option} className="mt-1 h-4 w-4" {...register(name)} />
          <label htmlFor={`${id}-${index}`} className="text-sm text-gray-900">
            {checkOptionLabel(option)}
          </label>
        </div>
      ))}
    </div>
  )
  if (bare) return <div id={id} tabIndex={-1}>{boxes}</div>
  return (
    <fieldset id={id} tabIndex={-1}>
      <legend className="mb-1 text-sm font-semibold text-gray-900">Options (optional)</legend>
      {boxes}
    </fieldset>
  )
}
