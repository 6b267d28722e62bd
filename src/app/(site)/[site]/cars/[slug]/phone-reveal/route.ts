/** POST /cars/{slug}/phone-reveal on a site's host: records a phone reveal (src/vehicle/phoneRevealEndpoint.ts). */
import { handlePhoneReveal } from '@/vehicle/phoneRevealEndpoint'

type Context = { params: Promise<{ site: string; slug: string }> }

export async function POST(request: Request, context: Context): Promise<Response> {
  const { site, slug } = await context.params
  return handlePhoneReveal(request, site, slug)
}

export function GET(): Response {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } })
}
