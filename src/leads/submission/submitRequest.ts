/**
 * Reading a lead submission off the wire: the JSON body within its size bound (415/413/400), and
 * the refusal answer every check of the submit endpoint gives (an error, field errors, a status).
 */
import { json } from '@/lib/jsonResponse'

const MAX_LEAD_BODY_BYTES = 64 * 1024

export const refuse = (error: string, errors?: Record<string, string>, status = 400) => json(errors ? { error, errors } : { error }, status)

export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response }

export async function readLeadBody(request: Request): Promise<Checked<unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json')) return { ok: false, response: refuse('Send the form as JSON (Content-Type: application/json).', undefined, 415) }
  const declared = Number(request.headers.get('content-length'))
  if (declared > MAX_LEAD_BODY_BYTES) return { ok: false, response: refuse('The form is too large.', undefined, 413) }
  const text = await request.text().catch(() => null)
  if (text === null) return { ok: false, response: refuse('The form could not be read.') }
  if (Buffer.byteLength(text) > MAX_LEAD_BODY_BYTES) return { ok: false, response: refuse('The form is too large.', undefined, 413) }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: refuse('The form could not be read (invalid JSON).') }
  }
}
