/**
 * A react-hook-form resolver for a zod 4 schema (@hookform/resolvers is not installed): the form's
 * values go through `schema.safeParse`; on failure each issue becomes the error of its field path
 * (first issue per field wins), so the browser shows the same messages the server sends.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

export function zodResolver<T extends FieldValues>(schema: ZodType): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data as T, errors: {} }
    const errors: Record<string, unknown> = {}
    for (const issue of result.error.issues) {
      const path = issue.path.map(String)
      if (path.length === 0) path.push('root')
      let node = errors
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
      const leaf = path[path.length - 1]
      if (!node[leaf]) node[leaf] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
