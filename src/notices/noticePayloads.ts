import { MAX_NOTICE_BYTES } from './pgListener.mjs'

/**
 * `{ from, [field]: items }` notice payloads, as few as fit under PostgreSQL's NOTIFY limit, in the
 * items' order; an item too long for a payload of its own is dropped.
 */
export function packedNoticePayloads<T extends string | number>(from: string, field: string, items: Iterable<T>): string[] {
  const payloads: string[] = []
  const overhead = JSON.stringify({ from, [field]: [] }).length
  let chunk: T[] = []
  let size = overhead
  for (const item of items) {
    const part = JSON.stringify(item).length + 1
    if (overhead + part > MAX_NOTICE_BYTES) continue
    if (chunk.length > 0 && size + part > MAX_NOTICE_BYTES) {
      payloads.push(JSON.stringify({ from, [field]: chunk }))
      chunk = []
      size = overhead
    }
    chunk.push(item)
    size += part
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ from, [field]: chunk }))
  return payloads
}
