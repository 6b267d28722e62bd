/** The bookkeeping fields of an answer: its processing time, its `params` string and a queryID. */
import { isRecord } from '../../lib/guards'
import { serializeParams } from './params'

export const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

export function queryId(): string {
  const c: { randomUUID?: () => string } | undefined = globalThis.crypto
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '')
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
}

/** The parameters as received when they were a string (or `{ params: string }`), otherwise serialised. */
export function paramsString(input: unknown, raw: Record<string, unknown>): string {
  if (typeof input === 'string') return input.startsWith('?') ? input.slice(1) : input
  if (isRecord(input)) {
    const obj = input
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined && k !== 'indexName' && k !== 'type')
    if (keys.length === 1 && keys[0] === 'params' && typeof obj.params === 'string') return obj.params
  }
  return serializeParams(raw)
}
