/**
 * REST answers of a validation error keep each field's own message (`errors[0].data.errors`,
 * `[{ path, message }]`), which the admin shows at the field. Payload's formatter recognises
 * its errors with `instanceof`, which fails in the production bundle (the error class and the
 * formatter end up in different module copies), so REST answered only "The following field
 * is invalid: ..." and the admin showed a toast. This hook recognises the error by its shape.
 */
import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }
type ErrorWithData = Error & { status?: number; data?: { errors?: FieldError[] } & Record<string, unknown> }

export function fieldErrorResponse(error: ErrorWithData) {
  const { data, status } = error
  if (!status || status >= 500 || !data || !Array.isArray(data.errors) || data.errors.length === 0) return null
  return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] }, status }
}

export const keepFieldErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  if (graphqlResult) return // GraphQL formats its own errors and keeps the data
  return fieldErrorResponse(error as ErrorWithData) ?? undefined
}
