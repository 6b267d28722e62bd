/**
 * GET /cars/{slug}/pdf (SPEC.md §7 "Car PDF: fetch by car slug, saved as
 * {slug}.pdf"): the car's PDF as an attachment, or a JSON `{ message }` with 404 (same rules as
 * the vehicle page) or 503 (too many builds at once). See src/pdf/carPdfService.ts.
 */
import { getSite } from '@/data'
import { payloadClient } from '@/lib/payload'
import { carPdf, NOT_FOUND_MESSAGE } from '@/pdf/carPdfService'
import { originForRequest } from '@/seo/siteOrigin'

type Context = { params: Promise<{ site: string; slug: string }> }

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { site: key, slug } = await params
  const site = await getSite(key)
  if (!site) return json(404, NOT_FOUND_MESSAGE)
  try {
    const result = await carPdf(await payloadClient(), site, slug, { origin: originForRequest(site, request) })
    if (!result.ok) return json(result.status, result.message, result.status === 503 ? { 'Retry-After': '2' } : {})
    return new Response(new Uint8Array(result.body), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${result.fileName}"`,
        'Content-Length': String(result.body.length),
        'Cache-Control': 'private, max-age=300',
        'X-Robots-Tag': 'noindex',
      },
    })
  } catch (error) {
    console.error('Car PDF: building failed', error)
    return json(500, 'The PDF could not be made. Please try again later.')
  }
}
