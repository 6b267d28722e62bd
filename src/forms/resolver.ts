/**
 * A react-hook-form resolver for our zod schemas (@hookform/resolvers is not installed): the form
 * validates with exactly the schema the server uses. Errors are keyed by the field's path.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export function zodFormResolver<TFieldValues extends FieldValues>(schema: z.ZodType): Resolver<TFieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data as TFieldValues, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root'
      if (!(key in errors)) errors[key] = { type: issue.code, message: issue.message }
    }
    // react-hook-form's FieldErrors<T> is a deep mapped type that a flat `path → error` map cannot be typed as.
    return { values: {}, errors: errors as unknown as FieldErrors<TFieldValues> }
  }
}
