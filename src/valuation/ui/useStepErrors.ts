'use client'
/**
 * A step's refused answers: checks values with a zod schema, marks each refused field and lists
 * them in the error summary, which takes the focus.
 */
import { useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { SummaryError } from '@/forms/ui/ErrorSummary'
import { fieldDomId } from '@/forms/ui/fieldIds'

export interface StepErrors {
  summary: SummaryError[]
  summaryRef: React.RefObject<HTMLDivElement | null>
  show: (errors: Record<string, string>) => void
  check: <T extends z.ZodType>(schema: T, values: unknown) => z.output<T> | null
  clear: () => void
}

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

export function useStepErrors(formId: string, form: UseFormReturn<FieldValues>): StepErrors {
  const { clearErrors, setError } = form
  const [summary, setSummary] = useState<SummaryError[]>([])
  const summaryRef = useRef<HTMLDivElement>(null)

  function show(errors: Record<string, string>) {
    clearErrors()
    const entries = Object.entries(errors)
    for (const [name, message] of entries) setError(name, { type: 'validate', message })
    setSummary(entries.map(([name, message]) => ({ fieldId: fieldDomId(formId, name), message })))
    if (entries.length) setTimeout(() => summaryRef.current?.focus(), 0)
  }

  function clear() {
    clearErrors()
    setSummary([])
  }

  function check<T extends z.ZodType>(schema: T, values: unknown): z.output<T> | null {
    const parsed = schema.safeParse(values)
    if (parsed.success) {
      clear()
      return parsed.data
    }
    show(firstMessages(parsed.error.issues))
    return null
  }

  return { summary, summaryRef, show, check, clear }
}
