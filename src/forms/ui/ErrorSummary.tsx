'use client'
/**
 * SPEC.md §5 Form error summary: heading "Please fix the following errors:" followed by a list of
 * messages. Each message links to its field; after a refused submit the summary takes focus, so
 * screen-reader and keyboard users hear it and can jump to each field.
 */
import { forwardRef } from 'react'
import { ERROR_SUMMARY_HEADING } from '@/forms/messages'

export interface SummaryError {
  /** The field's element id. */
  fieldId: string
  message: string
}

export const ErrorSummary = forwardRef<HTMLDivElement, { errors: readonly SummaryError[]; headingId: string }>(function ErrorSummary(
  { errors, headingId },
  ref,
) {
  if (errors.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      data-testid="error-summary"
      className="mb-4 rounded border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <h3 id={headingId} className="font-bold">
        {ERROR_SUMMARY_HEADING}
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="underline"
              onClick={(event) => {
                const field = document.getElementById(error.fieldId)
                if (!field) return
                event.preventDefault()
                field.focus()
                field.scrollIntoView({ block: 'center' })
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
})
