/**
 * The one packer of NOTIFY payloads (every sender: expiry, vehicle and shared-cache tag notices):
 * `{ from, [field]: items }` payloads, as few as fit under PostgreSQL's NOTIFY limit, in the
 * items' order; an item too long for a payload of its own is dropped.
 */
import { isRecord } from '@/lib/guards'
import { MAX_NOTICE_BYTES } from './channels'

interface PackOptions<T> {
  /** The characters an item adds to its payload (default: its JSON and a comma). */
  sizeOf?: (item: T) => number
  /** The field's value for a chunk of items (default: the array itself). */
  collect?: (chunk: T[]) => unknown
}

function packedNotices<T>(from: string, field: string, items: Iterable<T>, options: PackOptions<T> = {}): string[] {
  const sizeOf = options.sizeOf ?? ((item: T) => JSON.stringify(item).length + 1)
  const collect = options.collect ?? ((chunk: T[]) => chunk)
  const payloads: string[] = []
  const overhead = JSON.stringify({ from, [field]: collect([]) }).length
  let chunk: T[] = []
  let size = overhead
  for (const item of items) {
    const part = sizeOf(item)
    if (overhead + part > MAX_NOTICE_BYTES) continue
    if (chunk.length > 0 && size + part > MAX_NOTICE_BYTES) {
      payloads.push(JSON.stringify({ from, [field]: collect(chunk) }))
      chunk = []
      size = overhead
    }
    chunk.push(item)
    size += part
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ from, [field]: collect(chunk) }))
  return payloads
}

/** `{ from, [field]: [items] }` payloads of plain items (ids, tags). */
export function packedNoticePayloads<T extends string | number>(from: string, field: string, items: Iterable<T>): string[] {
  return packedNotices(from, field, items)
}

/** `{ from, [field]: { key: value } }` payloads of an object's entries (the shared cache's tag states). */
export function packedEntryNotices<V>(from: string, field: string, entries: Record<string, V>): string[] {
  return packedNotices(from, field, Object.entries(entries), {
    sizeOf: ([key, value]) => JSON.stringify(key).length + JSON.stringify(value).length + 2,
    collect: (chunk) => Object.fromEntries(chunk),
  })
}

/** A received payload's fields, or null when it is not a JSON object (a notice from an older or foreign sender). */
export function noticeFields(payload: string): Record<string, unknown> | null {
  try {
    const message: unknown = JSON.parse(payload)
    return isRecord(message) ? message : null
  } catch {
    return null
  }
}
