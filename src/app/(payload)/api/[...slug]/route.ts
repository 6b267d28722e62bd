import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guarded } from '@/api/restGuard'
import { requesterKey, restRequestCost } from '@/security/staffQueryCost'
import { limitExpensive } from '@/security/staffQueryLimit'

// Large list reads (a big `limit`, `pagination=false`) run only a few at once per requester and per
// process (src/security/staffQueryLimit.ts): past the cap, 429 + Retry-After.
const whose = async (request: Request) => requesterKey(await getPayload({ config }), request)

export const GET = limitExpensive(guarded(REST_GET(config), config), restRequestCost, whose)
export const POST = guarded(REST_POST(config), config)
export const DELETE = guarded(REST_DELETE(config), config)
export const PATCH = guarded(REST_PATCH(config), config)
export const PUT = guarded(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
