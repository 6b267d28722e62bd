'use client'
/** A form-level error as a destructive alert (SPEC.md §8: "Form-level error: shown as a destructive alert"). */
export function FormAlert({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="form-alert" className="rounded border-2 border-red-700 bg-red-700 px-4 py-3 font-medium text-white">
      {message}
    </div>
  )
}
