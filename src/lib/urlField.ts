/**
 * The one check for every URL an editor or a feed stores (group site link, offer image and
 * "Explore model" links, vehicle history file and image URLs, promotional tile links, map
 * links, finance path): an absolute http:/https: URL with a host, or a path on the same site.
 * Anything else (javascript:, data:, vbscript:, protocol-relative //host, /\host, control
 * characters) is refused with one clear message at the field. Pure, no I/O.
 */

import { isSameSitePath } from './links'

export const URL_FIELD_MESSAGE = 'Enter a web address starting with https:// (or http://), or a path on this site starting with /.'

const MAX_LENGTH = 2000
// C0 controls, DEL and whitespace: browsers strip or reinterpret them (e.g. "java\tscript:").
const UNSAFE_CHARS = /[\u0000-\u0020\u007f]/

/** An absolute http: or https: URL with a host name. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** True for a value a URL field may store: an http(s) URL or a same-site path. */
export function isSafeStoredUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (value.length === 0 || value.length > MAX_LENGTH || UNSAFE_CHARS.test(value)) return false
  return isSameSitePath(value) || isWebUrl(value)
}

/** Payload `validate` for a URL field; an empty optional value passes (`required` decides). */
export function validateUrlField(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isSafeStoredUrl(value) ? true : URL_FIELD_MESSAGE
}
