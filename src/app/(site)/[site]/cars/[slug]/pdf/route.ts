/**
 * GET /cars/{slug}/pdf (SPEC.md §7 "Car PDF: fetch by car slug, saved as
 * {slug}.pdf"): the car's PDF as an attachment, or a JSON `{ message }` with 404 (same rules as
 * the vehicle page) or 503 (too many builds at once). See src/vehicle/carPdfService.ts.
 */
import { getSite } from '@/data'
import { payloadClient } from '@/data/payload'
import { carPdf, NOT_FOUND_MESSAGE } from '@/vehicle/carPdfService'
import { originForRequest } from '@/seo/siteOrigin'
import { json } from '@/lib/jsonResponse'

type Context = { params: Promise<{ site: string; slug: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { site: key, slug } = await params
  const site = await getSite(key)
  if (!site) return json({ message: NOT_FOUND_MESSAGE }, 404)
  try {
    const result = await carPdf(await payloadClient(), site, slug, { origin: originForRequest(site, request) })
    if (!result.ok) return json({ message: result.message }, result.status, result.status === 503 ? { 'retry-after': '2' } : {})
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
    return json({ message: 'The PDF could not be made. Please try again later.' }, 500)
  }
}
