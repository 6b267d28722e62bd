/**
 * The small pages the alert links open (confirmation, unsubscribe): plain HTML in the site's name,
 * never cached, with a link back to the site. Every value is escaped.
 */
import { escapeHtml } from '@/mail/mailText'

export function htmlPage(site: { name?: string | null }, heading: string, message: string, status: number, extraHtml = ''): Response {
  const siteName = escapeHtml(site.name ?? 'Website')
  const body = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${siteName}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111827">
<p><a href="/">${siteName}</a></p><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>${extraHtml}</main></body></html>`
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } })
}
