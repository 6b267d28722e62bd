/**
 * POSTs a lead form to the site's submit endpoint (POST /api/leads on the site's host) and reads
 * the answer: { lead_id } when stored, { error, errors: { field: message } } when refused (400),
 * { error } for floods (429) and anything else. Network failures and unreadable answers become
 * SPEC.md §8's "An unexpected error occured" (`message`; `serverError` is the server's own text or
 * null, for the enquiry form's own failure text: src/forms/submitFailure.ts).
 */
import { LEAD_SUBMIT_PATH, type LeadSubmissionInput } from '@/forms/envelope'
import { LEAD_SUBMIT_FAILURE } from '@/forms/messages'
import { currentLeadSource } from '@/forms/ui/leadSourceStore'

export type SubmitOutcome =
  | { ok: true; leadId: string }
  | { ok: false; message: string; serverError: string | null; fieldErrors: Record<string, string> }

/** Server field keys ("fields.email", "email") as the form's field names. */
function formFieldErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!errors || typeof errors !== 'object') return out
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message !== 'string') continue
    const name = key.startsWith('fields.') ? key.slice('fields.'.length) : key
    if (!(name in out)) out[name] = message
  }
  return out
}

export async function submitLead(body: LeadSubmissionInput, fetchImpl: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetchImpl(LEAD_SUBMIT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Every lead kind carries where the shopper came from (issue 35 §4), when the browser kept it.
      body: JSON.stringify({ lead_source: currentLeadSource(), ...body }),
    })
  } catch {
    return { ok: false, message: LEAD_SUBMIT_FAILURE, serverError: null, fieldErrors: {} }
  }
  let data: Record<string, unknown> = {}
  try {
    data = (await response.json()) as Record<string, unknown>
  } catch {
    data = {}
  }
  const leadId = data.lead_id
  if (response.ok && (typeof leadId === 'string' || typeof leadId === 'number')) return { ok: true, leadId: String(leadId) }
  const serverError = typeof data.error === 'string' && data.error.trim() ? data.error.trim().slice(0, 300) : null
  return { ok: false, message: serverError ?? LEAD_SUBMIT_FAILURE, serverError, fieldErrors: formFieldErrors(data.errors) }
}
