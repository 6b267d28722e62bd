/** zod issues as { field: message } (first message per field), as the submit endpoint answers them. */
import type { z } from 'zod'

export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length > 0 ? issue.path.map(String).join('.') : 'form')
    if (!(key in out)) out[key] = issue.message
  }
  return out
}
