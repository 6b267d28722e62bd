/**
 * What a failed lead-form submit shows and records (SPEC.md §8 Error catalogue):
 * - "Lead submit failure: shows the server's error, or 'An unexpected error occured'".
 * - "Enquiry form submit failure: alert 'An error occurred when submitting this form'; the error
 *   message (or that text) is recorded as a form error; the spinner stops".
 * The enquiry form is SPEC.md §5's "Enquiry form" (message, category select, dealership select):
 * the `enquiry` kind (car-page enquiry and the generic enquiry) and the `contact` kind (the page
 * enquiry form of the contact block). Every other kind is a lead form. Pure.
 */
import { ENQUIRY_SUBMIT_FAILURE, LEAD_SUBMIT_FAILURE } from './messages'

const ENQUIRY_FORM_KINDS: readonly string[] = ['enquiry', 'contact']

export interface SubmitFailureText {
  /** The alert the form shows. */
  alert: string
  /** The message recorded as the form error (analytics form_error). */
  recorded: string
}

/** `serverError`: the server's answer's error text, or null when there was none (network, HTML 500 …). */
export function submitFailureText(kind: string, serverError: string | null | undefined): SubmitFailureText {
  const server = typeof serverError === 'string' && serverError.trim() ? serverError.trim().slice(0, 300) : null
  if (ENQUIRY_FORM_KINDS.includes(kind)) return { alert: ENQUIRY_SUBMIT_FAILURE, recorded: server ?? ENQUIRY_SUBMIT_FAILURE }
  const text = server ?? LEAD_SUBMIT_FAILURE
  return { alert: text, recorded: text }
}
