/**
 * POST /api/leads: the lead submit endpoint (src/leads/submit.ts). GET stays Payload's REST list
 * of the leads collection (staff only, their sites), so this static route does not hide it.
 */
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { payloadClient } from '@/data/payload'
import { createLeadSubmitHandler } from '@/leads/submit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const submit = createLeadSubmitHandler({ payload: payloadClient })
const restGet = REST_GET(config)

export function POST(request: Request): Promise<Response> {
  return submit(request)
}

export function GET(request: Request): Promise<Response> {
  return restGet(request, { params: Promise.resolve({ slug: ['leads'] }) })
}
