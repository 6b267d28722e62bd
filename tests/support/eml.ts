/**
 * A small MIME reader for the .eml files the mail adapter writes (no MIME parser is a dependency):
 * headers unfolded, multipart bodies split by their boundary (nested), each leaf decoded from
 * quoted-printable or base64 as UTF-8. Enough to check what a mail client would show.
 */

export type MimePart = {
  headers: Record<string, string>
  /** "multipart/alternative", "text/plain" … (lower case, no parameters). */
  type: string
  /** Decoded text of a leaf part ('' for multipart). */
  body: string
  parts: MimePart[]
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

/** RFC 2047 encoded words ("=?UTF-8?Q?…?=", "=?UTF-8?B?…?=") in a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

const param = (value: string, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1]

function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw)
  const head = split ? raw.slice(0, split.index) : raw
  const body = split ? raw.slice(split.index + split[0].length) : ''
  const headers = parseHeaders(head)
  const contentType = headers['content-type'] ?? 'text/plain'
  const type = contentType.split(';')[0].trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = param(contentType, 'boundary')
    if (!boundary) throw new Error('multipart without a boundary')
    const [, ...rest] = body.split(`--${boundary}`)
    const parts = rest
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    return { headers, type, body: '', parts }
  }
  return { headers, type, body: decodeBody(body, (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()), parts: [] }
}

/** Every leaf part of the message, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves)
}

/** The message's subject (decoded), its text/plain and text/html parts. */
export function readMessage(raw: string): { message: MimePart; subject: string; text: string; html: string } {
  const message = parseMime(raw)
  const all = leaves(message)
  return {
    message,
    subject: decodeHeader(message.headers.subject ?? ''),
    text: all.find((p) => p.type === 'text/plain')?.body ?? '',
    html: all.find((p) => p.type === 'text/html')?.body ?? '',
  }
}

/** The href and src values of an HTML part (entities &amp; decoded). */
export function htmlUrls(html: string): { links: string[]; images: string[] } {
  const unescape = (v: string) => v.replace(/&amp;/g, '&')
  return {
    links: [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => unescape(m[1])),
    images: [...html.matchAll(/<img\s[^>]*src="([^"]*)"/gi)].map((m) => unescape(m[1])),
  }
}
