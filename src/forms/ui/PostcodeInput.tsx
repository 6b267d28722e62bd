'use client'
/**
 * SPEC.md §5 Postcode input: required, exactly 4 digits, max length 4, no thousand separators
 * (digits only as typed: "4,000" becomes "4000" and a fifth digit is refused). The message
 * "Invalid postcode. Please enter a 4-digit number." comes from the shared schema.
 */
import { useFormContext } from 'react-hook-form'
import { normalisePostcode, POSTCODE_MAX_LENGTH } from '@/rules/postcode'
import { FieldShell, INPUT_CLASS } from './Fields'

export function PostcodeInput({ name = 'postcode', label = 'Postcode', className }: { name?: string; label?: string; className?: string }) {
  const { register } = useFormContext()
  const registered = register(name, {
    setValueAs: (value: unknown) => (typeof value === 'string' ? normalisePostcode(value) : value),
  })
  return (
    <FieldShell name={name} label={label} required className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={POSTCODE_MAX_LENGTH}
          autoComplete="postal-code"
          placeholder="e.g. 4000"
          className={INPUT_CLASS}
          aria-invalid={invalid}
          aria-required
          aria-describedby={describedBy}
          {...registered}
          onPaste={(event) => {
            // A pasted "4,000" keeps its four digits (maxLength would cut it to "4,00").
            const pasted = event.clipboardData.getData('text')
            const digits = normalisePostcode(pasted)
            if (digits === pasted) return
            event.preventDefault()
            const input = event.currentTarget
            // The native setter, so React (and react-hook-form) see the change.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, digits.slice(0, POSTCODE_MAX_LENGTH))
            input.dispatchEvent(new Event('input', { bubbles: true }))
          }}
          onInput={(event) => {
            const input = event.currentTarget
            const digits = normalisePostcode(input.value).slice(0, POSTCODE_MAX_LENGTH)
            if (digits !== input.value) input.value = digits
          }}
        />
      )}
    </FieldShell>
  )
}
