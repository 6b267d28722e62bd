import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guarded } from '@/api/restGuard'

export const GET = guarded(REST_GET(config), config)
export const POST = guarded(REST_POST(config), config)
export const DELETE = guarded(REST_DELETE(config), config)
export const PATCH = guarded(REST_PATCH(config), config)
export const PUT = guarded(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
