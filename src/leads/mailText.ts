/** Text helpers shared by the e-mails the platform writes (pure). */

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
