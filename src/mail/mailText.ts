/** Text helpers shared by the e-mails the platform writes (pure, but for SERVER_URL as a default). */

/** A value as HTML text: markup a shopper typed arrives as text. */
export const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Header-safe: one line, bounded. */
export const oneLine = (value: string, max = 150) => value.replace(/[\r\n\t]+/g, ' ').slice(0, max)

/**
 * The Message-ID of one of a lead's messages (`<lead-{id}-{part}@{host}>`): the same on every
 * retry, so a receiver can tell a resend from a new message. The host is SERVER_URL's.
 */
export function leadMessageId(leadId: number | string, part: string, serverUrl = process.env.SERVER_URL): string {
  let host = 'dealer-platform.localhost'
  try {
    host = new URL(serverUrl || 'http://dealer-platform.localhost').hostname || host
  } catch {}
  return `<lead-${leadId}-${part}@${host}>`
}
