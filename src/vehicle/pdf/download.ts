/**
 * The browser side of the car PDF (SPEC.md §7 "Car PDF: fetch by car slug, saved as {slug}.pdf";
 * §8 "PDF download failure: alert shows the error message"). Pure helpers, safe in client code.
 */

/** `/cars/{slug}/pdf` */
export function carPdfPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/pdf`
}

/** `{slug}.pdf` with anything but letters, digits, "-" and "_" replaced (a safe header value). */
export function pdfFileName(slug: string): string {
  const safe = slug.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 150)
  return `${safe || 'vehicle'}.pdf`
}

/** The message to alert for a failed download: the server's `{ message }`, else a plain one. */
export function downloadErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message.trim()
    if (message) return message.slice(0, 300)
  }
  return status === 404 ? 'This vehicle could not be found.' : `The PDF could not be downloaded (error ${status}).`
}
