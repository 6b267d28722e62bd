/** The import's failures: one that stops the whole import, and a refused row's field and reason. */
import type { RowIssue } from './schema'
import { errorMessage } from '@/lib/guards'
import { z } from '@/lib/zod'

/** A problem that stops the whole import (unknown --site or --dealership). */
export class ImportFatalError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFatalError'
  }
}

/** What a Payload ValidationError carries: the fields it refused and why. */
const payloadValidationError = z.object({
  data: z.object({ errors: z.array(z.object({ path: z.string().optional().catch(undefined), message: z.string().optional().catch(undefined) })) }),
})

/** Field and reason from a Payload ValidationError (or any error). */
export function issueFromError(error: unknown): RowIssue {
  const validation = payloadValidationError.safeParse(error)
  const first = validation.success ? validation.data.data.errors[0] : undefined
  if (first) return { field: first.path || '(row)', reason: first.message || errorMessage(error) }
  return { field: '(row)', reason: `could not be saved: ${errorMessage(error)}` }
}
