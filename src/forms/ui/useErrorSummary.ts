/**
 * The lead form's error summary (SPEC.md §5): the entries as last sent, shown only for fields that
 * still fail, and focus moved to the summary once it has rendered, once per send.
 */
import { useEffect, useRef, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { fieldMessages, summaryStillFailing, type FieldMessage } from '@/forms/errorSummary'
import { fieldDomId } from './fieldIds'

export function useErrorSummary(formId: string, currentErrors: FieldErrors) {
  const summaryRef = useRef<HTMLDivElement>(null)
  /** The summary as last sent (by field name); shown only for fields that still fail. */
  const [summary, setSummary] = useState<FieldMessage[]>([])
  // Focus moves to the error summary after it has rendered (SPEC.md §5 error summary).
  const [focusSummary, setFocusSummary] = useState(0)
  // Its entries follow the form's errors, which may render a moment after the send: focus it
  // once it is there, once per send.
  const focusedFor = useRef(0)
  useEffect(() => {
    if (!focusSummary || focusedFor.current === focusSummary || !summaryRef.current) return
    focusedFor.current = focusSummary
    summaryRef.current.focus()
  })

  /** Shows these entries and focuses the summary when there are any. */
  const showEntries = (list: FieldMessage[]) => {
    setSummary(list)
    if (list.length) setFocusSummary((n) => n + 1)
  }
  const showSummary = (errors: FieldErrors, names?: readonly string[]) => showEntries(fieldMessages(errors, names))
  const clearSummary = () => setSummary([])
  // The summary follows the fields as the shopper fixes them (issue 32: it stayed red until the
  // form was sent again): the fields revalidate on change, and a fixed one leaves the list.
  const shownSummary = summaryStillFailing(summary, fieldMessages(currentErrors)).map((entry) => ({
    fieldId: fieldDomId(formId, entry.name),
    message: entry.message,
  }))
  return { summaryRef, shownSummary, showSummary, showEntries, clearSummary }
}
