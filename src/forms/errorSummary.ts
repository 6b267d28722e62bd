/**
 * The entries of a form's error summary (SPEC.md §5), from react-hook-form's error tree, and the
 * summary kept true as the shopper fixes fields (issue 32: it stayed red until the form was sent
 * again): an entry whose field has no error any more is dropped, one whose message changed shows
 * the new message, and nothing new is added until the form is sent again (no error appears for a
 * field the shopper has not reached).
 */

/** One message of the summary, by the field's name ("email", "services.0"). */
export type FieldMessage = { name: string; message: string }

/** The messages in an error tree (nested fields by dotted name), optionally only those of `names`. */
export function fieldMessages(errors: unknown, names?: readonly string[]): FieldMessage[] {
  const list: FieldMessage[] = []
  const visit = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    const message = (node as { message?: unknown }).message
    if (typeof message === 'string' && path) {
      if (!names || names.includes(path)) list.push({ name: path, message })
      return
    }
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'ref' || key === 'type') continue
      visit(child, path ? `${path}.${key}` : key)
    }
  }
  visit(errors, '')
  return list
}

/** The summary shown now: the listed entries whose fields still fail, with their current messages. */
export function summaryStillFailing(listed: readonly FieldMessage[], current: readonly FieldMessage[]): FieldMessage[] {
  const now = new Map(current.map((entry) => [entry.name, entry.message]))
  return listed.flatMap((entry) => {
    const message = now.get(entry.name)
    return message === undefined ? [] : [{ name: entry.name, message }]
  })
}
