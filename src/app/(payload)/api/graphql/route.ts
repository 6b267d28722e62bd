import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { bodyProblem } from '@/api/bodyGuard'

const graphql = GRAPHQL_POST(config)

// A body that is not a JSON object (e.g. `{`) is answered 400 here, not 500 inside the handler.
export const POST = async (request: Request) => (await bodyProblem(request, { writesDocument: true, isUpload: false })) ?? graphql(request)
export const OPTIONS = REST_OPTIONS(config)
