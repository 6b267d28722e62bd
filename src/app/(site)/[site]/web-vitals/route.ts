/** POST /web-vitals on a site's host: one real-user vitals beacon (src/vitals/beaconEndpoint.ts). */
import { handleVitalsBeacon } from '@/vitals/beaconEndpoint'

type Context = { params: Promise<{ site: string }> }

export async function POST(request: Request, context: Context): Promise<Response> {
  const { site } = await context.params
  return handleVitalsBeacon(request, site)
}

export function GET(): Response {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } })
}
