'use client'
/**
 * Accessible form fields bound to react-hook-form: every input has a label, `aria-invalid` when
 * its value is refused, and `aria-describedby` pointing at its error (and hint) text.
 */
import type { ReactNode } from 'react'
import { useFormContext, type RegisterOptions } from 'react-hook-form'
import { useFieldIds } from './fieldIds'

export const INPUT_CLASS =
  'block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 aria-[invalid=true]:border-red-700 focus:border-gray-900'
const LABEL_CLASS = 'mb-1 block text-sm font-semibold text-gray-900'

function errorText(errors: Record<string, unknown>, name: string): string | undefined {
  const direct = errors[name] as { message?: unknown } | undefined
  if (direct && typeof direct.message === 'string') return direct.message
  // Nested paths (check_options.X) arrive nested from the resolver.
  let node: unknown = errors
  for (const key of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  const message = (node as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext()
  return errorText(formState.errors as Record<string, unknown>, name)
}

interface FieldShellProps {
  name: string
  label: string
  required?: boolean
  hint?: string
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
  className?: string
}

export function FieldShell({ name, label, required, hint, children, className }: FieldShellProps) {
  const { id, errorId, hintId } = useFieldIds(name)
  const error = useFieldError(name)
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {hint ? <p id={hintId} className="mb-1 text-sm text-gray-700">{hint}</p> : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? <p id={errorId} className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  )
}

type InputProps = {
  name: string
  label: string
  required?: boolean
  hint?: string
  placeholder?: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'datetime-local' | 'date'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal'
  maxLength?: number
  className?: string
  rules?: RegisterOptions
}

export function TextField({ name, label, required, hint, placeholder, type = 'text', autoComplete, inputMode, maxLength, className, rules }: InputProps) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className={INPUT_CLASS}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={invalid}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...register(name, rules)}
        />
      )}
    </FieldShell>
  )
}

export function TextAreaField({ name, label, required, placeholder, className }: Omit<InputProps, 'type'>) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={4}
          className={INPUT_CLASS}
          placeholder={placeholder}
          aria-invalid={invalid}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </FieldShell>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({
  name,
  label,
  required,
  placeholder,
  options,
  groups,
  className,
}: {
  name: string
  label: string
  required?: boolean
  placeholder?: string
  options?: readonly SelectOption[]
  /** Options grouped under headings (e.g. appointment slots by day). */
  groups?: readonly { label: string; options: readonly SelectOption[] }[]
  className?: string
}) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={INPUT_CLASS}
          aria-invalid={invalid}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {(groups ?? []).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxField({ name, label, className }: { name: string; label: ReactNode; className?: string }) {
  const { register } = useFormContext()
  const { id, errorId } = useFieldIds(name)
  const error = useFieldError(name)
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-gray-900">
          {label}
        </label>
      </div>
      {error ? <p id={errorId} className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  )
}
